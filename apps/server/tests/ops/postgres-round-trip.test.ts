import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { backup } from '../../src/ops/backup.js';
import type { RunSql } from '../../src/ops/inventory.js';
import { MEDIA_PREFIX, type Manifest } from '../../src/ops/manifest.js';
import { origKey } from '../../src/ops/media.js';
import { restore } from '../../src/ops/restore.js';
import { copyDataDir, databaseOfOwn } from '../support/seeded-databases.js';
import { addContent, allRows, sameFiles, sequences, storageIn } from './support.js';

async function onDatabase<T>(url: string, work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (statement) => (await client.query(statement)).rows);
  } finally {
    await client.end();
  }
}

// Runs in the test command's PostgreSQL pass (TEST_DATABASE_URL); the PGlite pass runs pglite-round-trip.test.ts.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore, PostgreSQL', () => {
  const cluster = process.env.TEST_DATABASE_URL!;
  // Made in beforeAll: a describe's body runs at collection, also when the describe is skipped.
  let [root, source, target, busyTarget] = ['', '', '', ''];
  const dropAll: (() => Promise<void>)[] = [];
  const own = async (template?: string) => {
    const made = await databaseOfOwn(cluster, template);
    dropAll.push(made.drop);
    return made.url;
  };
  let sourceUrl = '';
  let manifest: Manifest;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'haiwai-ops-pg-'));
    [source, target, busyTarget] = ['source', 'target', 'busy-target'].map((d) => path.join(root, d)) as [string, string, string];
    const seeded = inject('seededDatabases').accounts;
    sourceUrl = await own(seeded.template);
    copyDataDir(seeded, source);
    const database = await openDatabase({ databaseUrl: sourceUrl, poolSize: 2 });
    try {
      await addContent(database, storageIn(source));
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    for (const drop of dropAll) await drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('restores a pg_dump into an empty database: the same rows, sequences and originals', async () => {
    const archive = path.join(root, 'backup.tar.gz');
    manifest = await backup({ out: archive, dataDir: source, databaseUrl: sourceUrl, storage: storageIn(source) });
    expect(manifest.source).toMatchObject({ kind: 'postgres', tool: expect.stringMatching(/^pg_dump \(PostgreSQL\) \d+/) });
    expect(manifest.files.map((f) => f.path)).toContain('database/postgres.dump');
    expect(manifest.media.originals).toBe(manifest.tables['public.media']);

    const targetUrl = await own();
    const report = await restore({ archive, dataDir: target, databaseUrl: targetUrl, storage: storageIn(target) });
    expect(report).toMatchObject({ kind: 'postgres', originals: manifest.media.originals });
    const [before, after] = [await onDatabase(sourceUrl, allRows), await onDatabase(targetUrl, allRows)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(await onDatabase(targetUrl, sequences)).toEqual(await onDatabase(sourceUrl, sequences));
    expect(sameFiles(path.join(source, 'media', 'orig'), path.join(target, 'media', 'orig'))).toBe(manifest.media.originals);

    // Not again over it, unless forced.
    await expect(restore({ archive, dataDir: target, databaseUrl: targetUrl, storage: storageIn(target) })).rejects.toThrow(/has \d+ tables already.*--force/s);
    await expect(restore({ archive, dataDir: target, databaseUrl: targetUrl, storage: storageIn(target), force: true })).resolves.toMatchObject({ kind: 'postgres' });
    // A PostgreSQL archive needs a database URL to go to.
    await expect(restore({ archive, dataDir: path.join(root, 'nowhere'), storage: storageIn(path.join(root, 'nowhere')) })).rejects.toThrow(/set DATABASE_URL/);
  });

  it('is consistent while uploads go on: every media row of the dump has its original', async () => {
    const database = await openDatabase({ databaseUrl: sourceUrl, poolSize: 2 });
    let uploading = true;
    let uploads = 0;
    const busy = (async () => {
      for (let i = 100; uploading; i += 3) uploads += (await addContent(database, storageIn(source), i, 2)).length;
    })();
    const archive = path.join(root, 'busy.tar.gz');
    let busyManifest: Manifest;
    try {
      busyManifest = await backup({ out: archive, dataDir: source, databaseUrl: sourceUrl, storage: storageIn(source) });
    } finally {
      uploading = false;
      await busy;
      await database.close();
    }
    expect(uploads).toBeGreaterThan(0);
    expect(busyManifest.media.missing).toEqual([]);
    const targetUrl = await own();
    await restore({ archive, dataDir: busyTarget, databaseUrl: targetUrl, storage: storageIn(busyTarget) });
    const hashes = await onDatabase(targetUrl, (run) => run('select hash from media'));
    expect(hashes.length).toBe(busyManifest.tables['public.media']);
    for (const { hash } of hashes) expect(await storageIn(busyTarget).exists(origKey(String(hash))), String(hash)).toBe(true);
    expect(busyManifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX)).length).toBe(hashes.length);
  });
});
