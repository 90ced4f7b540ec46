import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirFor } from '../../src/db/database.js';
import { archiveEntries, readAll } from '../../src/ops/archive.js';
import { backup } from '../../src/ops/backup.js';
import { MEDIA_PREFIX, type Manifest } from '../../src/ops/manifest.js';
import { withPglite } from '../../src/ops/pglite.js';
import { restore } from '../../src/ops/restore.js';
import { TarWriter } from '../../src/ops/tar.js';
import { copyDataDir, dumpOf } from '../support/seeded-databases.js';
import { addContent, allRows, sameFiles, sequences, storageIn } from './support.js';

/** Copies an archive entry by entry, letting `change` alter a file's bytes (a damaged archive). */
async function rewrite(from: string, to: string, change: (name: string, bytes: Buffer) => Buffer) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(to));
  const tar = new TarWriter(gzip);
  for await (const entry of archiveEntries(from)) {
    if (entry.type === 'dir') await tar.dir(entry.name);
    else {
      const bytes = change(entry.name, await readAll(entry.body));
      await tar.file(entry.name, bytes.length, bytes);
    }
  }
  await tar.finish();
  gzip.end();
  await done;
}

// The PostgreSQL pass of the test command runs postgres-round-trip.test.ts instead (its seeded state has no PGlite dump).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore, PGlite in DATA_DIR', () => {
  // Made in beforeAll: a describe's body runs at collection, also when the describe is skipped.
  let [root, source, target, archive] = ['', '', '', ''];
  let uploaded: string[] = [];
  let manifest: Manifest;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'haiwai-ops-pglite-'));
    [source, target, archive] = [path.join(root, 'source'), path.join(root, 'target'), path.join(root, 'backup.tar.gz')];
    // The seeded database (migrations, reference data, demo accounts) on disk, as a server's DATA_DIR holds it.
    const seeded = inject('seededDatabases').accounts;
    copyDataDir(seeded, source);
    const database = await openDatabase({ pgliteDir: pgliteDirFor(source), pgliteWorker: false, pgliteLoad: dumpOf(seeded) });
    try {
      uploaded = await addContent(database, storageIn(source));
    } finally {
      await database.close();
    }
  });
  afterAll(() => root && rmSync(root, { recursive: true, force: true }));

  it('refuses to back up a folder another process has open, and leaves no archive behind', async () => {
    const open = await openDatabase({ pgliteDir: pgliteDirFor(source), pgliteWorker: false });
    // A query first: Kysely's destroy() (close()) closes the PGlite only once its driver has been used.
    await open.db.selectFrom('media').select('hash').limit(1).execute();
    try {
      await expect(backup({ out: archive, dataDir: source, storage: storageIn(source) })).rejects.toThrow(/is open in process \d+.*stop the server/s);
    } finally {
      await open.close();
    }
    expect(existsSync(archive)).toBe(false);
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });

  it('backs up the database and every original into one archive with a manifest', async () => {
    manifest = await backup({ out: archive, dataDir: source, storage: storageIn(source) });
    expect(manifest.source.kind).toBe('pglite');
    expect(manifest.tables['public.app_user']).toBeGreaterThan(0);
    expect(manifest.tables['public.media']).toBe(manifest.media.originals);
    expect(manifest.media.missing).toEqual([]);
    const names = manifest.files.map((f) => f.path);
    for (const hash of uploaded) expect(names).toContain(`${MEDIA_PREFIX}${hash}`);
    expect(names.some((n) => n.includes('var/'))).toBe(false); // variants are a cache, re-rendered
    expect(names).toContain('database/pglite/PG_VERSION');
    expect(manifest.files.find((f) => f.path === `${MEDIA_PREFIX}${uploaded[4]}`)?.contentType).toBe('application/pdf');
    expect(statSync(archive).mode & 0o777).toBe(0o600); // password hashes, phone numbers, private files
    // Any tar reads it.
    const listing = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).split('\n');
    expect(listing.at(-2)).toBe('manifest.json');
  });

  it('restores into an empty DATA_DIR: the same rows in every table and the same originals, byte for byte', async () => {
    const log: string[] = [];
    const report = await restore({ archive, dataDir: target, storage: storageIn(target), log: (l) => log.push(l) });
    expect(report).toMatchObject({ kind: 'pglite', originals: manifest.media.originals, tables: Object.keys(manifest.tables).length });
    expect(log[0]).toMatch(/archive checked: \d+ files match the manifest/);
    const contents = (dir: string) => withPglite(pgliteDirFor(dir), async (run) => ({ rows: await allRows(run), sequences: await sequences(run) }));
    const [before, after] = [await contents(source), await contents(target)];
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    for (const table of Object.keys(before.rows)) expect(after.rows[table], table).toEqual(before.rows[table]);
    expect(after.sequences).toEqual(before.sequences);
    expect(sameFiles(path.join(source, 'media', 'orig'), path.join(target, 'media', 'orig'))).toBe(manifest.media.originals);
    expect(existsSync(path.join(target, 'media', 'var'))).toBe(false);
  });

  it('refuses a DATA_DIR that has a database; --force keeps the old one aside', async () => {
    await expect(restore({ archive, dataDir: target, storage: storageIn(target) })).rejects.toThrow(/holds a PGlite database already.*--force/s);
    const report = await restore({ archive, dataDir: target, storage: storageIn(target), force: true });
    expect(report.replaced).toMatch(/pglite\.replaced-/);
    expect(existsSync(path.join(report.replaced!, 'PG_VERSION'))).toBe(true);
    expect(report.rows).toBe(Object.values(manifest.tables).reduce((a, b) => a + b, 0)); // counted in the new folder by restore
  });

  it('refuses a damaged or cut-off archive before writing anything', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    const victim = `${MEDIA_PREFIX}${uploaded[0]}`;
    await rewrite(archive, damaged, (name, bytes) => (name === victim ? Buffer.concat([bytes.subarray(0, 10), Buffer.from([bytes[10]! ^ 1]), bytes.subarray(11)]) : bytes));
    const fresh = path.join(root, 'fresh');
    await expect(restore({ archive: damaged, dataDir: fresh, storage: storageIn(fresh) })).rejects.toThrow(new RegExp(`damaged; nothing was restored:\\s+${victim}: checksum`));
    expect(existsSync(fresh)).toBe(false);

    const cut = path.join(root, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, Math.floor(statSync(cut).size * 0.6));
    await expect(restore({ archive: cut, dataDir: fresh, storage: storageIn(fresh) })).rejects.toThrow(/unexpected end of file|cut off/);
    expect(existsSync(fresh)).toBe(false);
  });
});
