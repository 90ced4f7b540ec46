import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirFor } from '../../src/db/database.js';
import type { S3Storage } from '../../src/modules/media/s3-storage.js';
import { backup } from '../../src/ops/backup.js';
import { restore } from '../../src/ops/restore.js';
import { startS3, type S3Stand } from '../media/s3.js';
import { dumpOf } from '../support/seeded-databases.js';
import { addContent } from './support.js';

/** Every object under `orig/` of a bucket, key → bytes. */
async function originals(bucket: S3Storage): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const { key } of await bucket.list('orig')) out.set(key, (await bucket.get(key))!);
  return out;
}

// Media in an S3-compatible bucket (MEDIA_STORAGE=s3, s3rver in this process): the archive reads and writes it
// through MediaStorage like the folder. The database side is PGlite here; the PostgreSQL pass covers pg_dump.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore with media in a bucket', () => {
  // Made in beforeAll: a describe's body runs at collection, also when the describe is skipped.
  let [root, source, target] = ['', '', ''];
  let from: S3Stand;
  let to: S3Stand;
  let [fromBucket, toBucket] = [] as unknown as [S3Storage, S3Storage];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'haiwai-ops-s3-'));
    [source, target] = [path.join(root, 'source'), path.join(root, 'target')];
    [from, to] = [await startS3('haiwai-source'), await startS3('haiwai-target')];
    [fromBucket, toBucket] = [from.storage(3), to.storage(3)]; // small list pages: paging is exercised
    const seeded = inject('seededDatabases').accounts;
    const database = await openDatabase({ pgliteDir: pgliteDirFor(source), pgliteWorker: false, pgliteLoad: dumpOf(seeded) });
    try {
      // The seed's pictures stay in their folder: this bucket holds the uploads below, each with its row (nothing
      // references a media row by key, so the seed's rows can go).
      await database.db.deleteFrom('media').execute();
      await addContent(database, fromBucket);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    fromBucket?.close();
    toBucket?.close();
    await from?.close();
    await to?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('copies every original from one bucket to another with the database', async () => {
    const archive = path.join(root, 'backup.tar.gz');
    const manifest = await backup({ out: archive, dataDir: source, storage: fromBucket });
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.originals).toBe(manifest.tables['public.media']);
    expect(manifest.files.some((f) => f.path.startsWith('media/orig/') && f.contentType === 'application/pdf')).toBe(true);

    const report = await restore({ archive, dataDir: target, storage: toBucket });
    expect(report.originals).toBe(manifest.media.originals);
    const [before, after] = [await originals(fromBucket), await originals(toBucket)];
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, bytes] of before) expect(after.get(key)!.equals(bytes), key).toBe(true);
    expect(await fromBucket.list('var')).not.toEqual([]); // the source rendered a variant...
    expect(await toBucket.list('var')).toEqual([]); // ...which is a cache, not restored
    // The rows were counted table by table against the manifest by restore; pglite-round-trip compares them one by one.
    expect(report.rows).toBe(Object.values(manifest.tables).reduce((a, b) => a + b, 0));
  });
});
