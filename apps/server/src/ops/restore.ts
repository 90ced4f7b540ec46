import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pgliteDirFor } from '../db/database.js';
import type { MediaStorage } from '../modules/media/index.js';
import { allMigrations } from '../modules/migrations.js';
import { archiveEntries, readAll, verifyArchive } from './archive.js';
import { assertNotInUse } from './in-use.js';
import { countDifferences } from './inventory.js';
import { MEDIA_PREFIX, PG_DUMP_NAME, PGLITE_PREFIX, type Manifest, type ManifestFile } from './manifest.js';
import { restoreOriginal } from './media.js';
import { extractPgliteEntry, hasPgliteDatabase, pgliteRowCounts } from './pglite.js';
import { postgresRowCounts, restorePostgres, tablesOf } from './postgres.js';
import type { TarEntry } from './tar.js';

export interface RestoreOptions {
  archive: string;
  /** DATA_DIR: a PGlite archive goes to `<dataDir>/pglite`. */
  dataDir: string;
  /** The (empty) PostgreSQL database a postgres archive goes to. */
  databaseUrl?: string;
  storage: MediaStorage;
  /** Restore over an existing database: PGlite's folder is moved aside, PostgreSQL's objects of the dump dropped first. */
  force?: boolean;
  pgBin?: string;
  serverStopped?: boolean;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: Manifest;
  kind: 'pglite' | 'postgres';
  tables: number;
  rows: number;
  originals: number;
  bytes: number;
  /** Where the database that was there before went (PGlite with --force). */
  replaced?: string;
}

/** Refuses what cannot work before anything is written: another kind of database, a database newer than this code. */
function checkCompatible(manifest: Manifest, opts: RestoreOptions) {
  const kind = manifest.source.kind;
  if (kind === 'pglite' && opts.databaseUrl) throw new Error('the archive holds a PGlite database: restore it without DATABASE_URL (into DATA_DIR). Moving to PostgreSQL is not done by restore.');
  if (kind === 'postgres' && !opts.databaseUrl) throw new Error('the archive holds a PostgreSQL dump: set DATABASE_URL to the empty database to restore it into.');
  const known = new Set(Object.keys(allMigrations()));
  const unknown = manifest.source.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new Error(`the archive's database has migrations this code does not know (${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}): restore with the code version that made it, or newer.`);
}

/** Refuses a target that holds a database already, unless forced. Returns whether something will be replaced. */
async function checkTarget(manifest: Manifest, opts: RestoreOptions): Promise<boolean> {
  if (manifest.source.kind === 'postgres') {
    const tables = await tablesOf(opts.databaseUrl!);
    if (tables.length && !opts.force) throw new Error(`the target database has ${tables.length} tables already (${tables.slice(0, 3).join(', ')}…): restore into an empty database (createdb), or pass --force to drop the archive's objects there first.`);
    return tables.length > 0;
  }
  const dir = pgliteDirFor(opts.dataDir);
  const entries = await readdir(dir).catch(() => [] as string[]);
  if (!entries.length) return false;
  const what = (await hasPgliteDatabase(dir)) ? 'a PGlite database' : 'files';
  if (!opts.force) throw new Error(`${dir} holds ${what} already: restore into an empty DATA_DIR, or pass --force to move it aside (it is kept, renamed).`);
  await assertNotInUse(dir, 'restore', opts.serverStopped ?? false);
  return true;
}

/** An entry's bytes, hashed as they pass: the archive must not have changed since it was verified. */
async function* checked(entry: TarEntry, expected: ManifestFile | undefined): AsyncGenerator<Buffer> {
  if (!expected) throw new Error(`${entry.name} is not in the manifest`);
  const hash = createHash('sha256');
  for await (const chunk of entry.body) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== expected.sha256) throw new Error(`${entry.name} changed since the archive was checked`);
}

interface Staged {
  pgliteDir?: string;
  dumpFile?: string;
  originals: number;
  bytes: number;
}

/** Second read of the archive: the database to a staging place, every original into the storage. */
async function stage(opts: RestoreOptions, manifest: Manifest, staging: string, log: (line: string) => void): Promise<Staged> {
  const files = new Map(manifest.files.map((f) => [f.path, f]));
  const staged: Staged = { originals: 0, bytes: 0 };
  for await (const entry of archiveEntries(opts.archive)) {
    if (entry.name.startsWith(PGLITE_PREFIX) || entry.name === PGLITE_PREFIX.slice(0, -1)) {
      staged.pgliteDir = path.join(staging, 'pglite');
      await extractPgliteEntry(entry.type === 'dir' ? entry : { ...entry, body: checked(entry, files.get(entry.name)) }, staged.pgliteDir);
    } else if (entry.name === PG_DUMP_NAME) {
      staged.dumpFile = path.join(staging, 'postgres.dump');
      await pipeline(checked(entry, files.get(entry.name)), createWriteStream(staged.dumpFile));
    } else if (entry.name.startsWith(MEDIA_PREFIX)) {
      const file = files.get(entry.name);
      const bytes = await readAll(checked(entry, file));
      await restoreOriginal(opts.storage, entry.name, bytes, file?.contentType ?? 'application/octet-stream');
      staged.originals += 1;
      staged.bytes += bytes.length;
      if (staged.originals % 1000 === 0) log(`  media: ${staged.originals} of ${manifest.media.originals} originals`);
    }
  }
  return staged;
}

function checkCounts(manifest: Manifest, counts: Record<string, number>, where: string) {
  const differences = countDifferences(manifest.tables, counts);
  if (differences.length) throw new Error(`${where} does not hold the rows the manifest counts:\n  ${differences.join('\n  ')}`);
}

/** PGlite: the staged folder is opened and counted before it takes the place of DATA_DIR/pglite. */
async function finishPglite(manifest: Manifest, opts: RestoreOptions, staged: string, replacing: boolean): Promise<string | undefined> {
  const counts = await pgliteRowCounts(staged).catch((err: Error) => {
    throw new Error(`the installed PGlite could not open the restored folder (the archive's is PostgreSQL ${manifest.source.major}, ${manifest.source.tool}): ${err.message}`);
  });
  checkCounts(manifest, counts, 'the restored PGlite folder');
  const dir = pgliteDirFor(opts.dataDir);
  let replaced: string | undefined;
  if (replacing) {
    replaced = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await assertNotInUse(dir, 'restore', opts.serverStopped ?? false);
    await rename(dir, replaced);
  } else {
    await rm(dir, { recursive: true, force: true }); // an empty folder, checked above
  }
  await rename(staged, dir);
  return replaced;
}

/**
 * `npm run restore`: checks the whole archive against its manifest, refuses a target that has a database (unless
 * forced) and then restores the database and the originals; the restored database's row counts must equal the
 * manifest's.
 */
export async function restore(opts: RestoreOptions): Promise<RestoreReport> {
  const log = opts.log ?? (() => {});
  const manifest = await verifyArchive(opts.archive);
  log(`archive checked: ${manifest.files.length} files match the manifest (${manifest.source.kind}, made ${manifest.createdAt})`);
  checkCompatible(manifest, opts);
  const replacing = await checkTarget(manifest, opts);
  const kind = manifest.source.kind;
  await mkdir(opts.dataDir, { recursive: true });
  // PGlite's folder is staged beside its final place (one rename on the same disk); a dump goes to the temp folder.
  const staging = kind === 'pglite' ? path.join(opts.dataDir, `.restoring-${randomBytes(4).toString('hex')}`) : await mkdtemp(path.join(os.tmpdir(), 'haiwai-restore-'));
  await mkdir(staging, { recursive: true });
  try {
    const staged = await stage(opts, manifest, staging, log);
    log(`media: ${staged.originals} originals, ${staged.bytes} bytes written to storage`);
    let replaced: string | undefined;
    if (kind === 'pglite') replaced = await finishPglite(manifest, opts, staged.pgliteDir ?? (await missingPart('database/pglite')), replacing);
    else {
      await restorePostgres(opts.databaseUrl!, staged.dumpFile ?? (await missingPart(PG_DUMP_NAME)), replacing, opts.pgBin);
      checkCounts(manifest, await postgresRowCounts(opts.databaseUrl!), 'the restored PostgreSQL database');
    }
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    return { manifest, kind, tables: Object.keys(manifest.tables).length, rows, originals: staged.originals, bytes: staged.bytes, ...(replaced ? { replaced } : {}) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function missingPart(name: string): Promise<never> {
  throw new Error(`the archive has no ${name}, though its manifest names that kind of database`);
}
