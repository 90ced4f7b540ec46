import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database.js';
import type { ArchiveWriter } from './archive.js';
import { assertNotInUse } from './in-use.js';
import { takeInventory, countRows, type Inventory, type RunSql } from './inventory.js';
import { PGLITE_PREFIX } from './manifest.js';
import type { TarEntry } from './tar.js';

const runOn =
  (database: Database): RunSql =>
  async (statement) =>
    (await sql.raw(statement).execute(database.db)).rows as Record<string, unknown>[];

export async function hasPgliteDatabase(dir: string): Promise<boolean> {
  return (await stat(path.join(dir, 'PG_VERSION')).catch(() => null))?.isFile() ?? false;
}

/** The installed PGlite package's version, for the manifest. */
export async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    if (manifest) return `@electric-sql/pglite ${(JSON.parse(manifest) as { version: string }).version}`;
  }
  return '@electric-sql/pglite';
}

/** Opens a PGlite folder in this process (the way the server does, extensions included) for `work`, then closes it. */
export async function withPglite<T>(dir: string, work: (run: RunSql, database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: dir, pgliteWorker: false });
  try {
    return await work(runOn(database), database);
  } finally {
    await database.close();
  }
}

interface FolderItem {
  rel: string;
  dir: boolean;
  size: number;
  mtimeMs: number;
}

/** Every folder and file under `root`, parents before children. Links and special files are refused. */
async function listFolder(root: string, rel = ''): Promise<FolderItem[]> {
  const items: FolderItem[] = [];
  for (const name of (await readdir(path.join(root, rel))).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    const st = await lstat(path.join(root, r));
    if (st.isDirectory()) items.push({ rel: r, dir: true, size: 0, mtimeMs: 0 }, ...(await listFolder(root, r)));
    else if (st.isFile()) items.push({ rel: r, dir: false, size: st.size, mtimeMs: st.mtimeMs });
    else throw new Error(`${path.join(root, r)} is neither a file nor a folder; a PGlite data folder holds only those`);
  }
  return items;
}

/**
 * The PGlite part of a backup: refuses while any process has the folder open; opens it here (which also finishes
 * a crash recovery), reads the inventory, checkpoints and closes it cleanly; then copies the closed folder file by
 * file into the archive. Every file's size and time are compared before and after: a server started meanwhile
 * fails the backup rather than leaving a torn copy in it.
 */
export async function backupPglite(dir: string, archive: ArchiveWriter, assumeStopped: boolean): Promise<Inventory> {
  if (!(await hasPgliteDatabase(dir))) throw new Error(`no PGlite database in ${dir} (DATA_DIR): nothing to back up. With PostgreSQL, set DATABASE_URL as the server has it.`);
  await assertNotInUse(dir, 'run the backup', assumeStopped);
  const inventory = await withPglite(dir, async (run) => {
    const found = await takeInventory(run);
    await run('checkpoint');
    return found;
  });
  await assertNotInUse(dir, 'run the backup', assumeStopped);
  const before = await listFolder(dir);
  await archive.dir(PGLITE_PREFIX);
  for (const item of before) {
    const name = `${PGLITE_PREFIX}${item.rel}`;
    if (item.dir) await archive.dir(name);
    else await archive.file(name, item.size, createReadStream(path.join(dir, item.rel)));
  }
  const after = await listFolder(dir);
  const changed = after.length !== before.length || after.some((a, i) => a.rel !== before[i]!.rel || a.size !== before[i]!.size || a.mtimeMs !== before[i]!.mtimeMs);
  if (changed) throw new Error(`${dir} changed while it was copied: a server was started on DATA_DIR during the backup. Stop it and run the backup again.`);
  return inventory;
}

/** Writes one archive entry of the PGlite folder under `into` (a staging folder), never outside it. */
export async function extractPgliteEntry(entry: TarEntry, into: string): Promise<void> {
  const rel = entry.name === PGLITE_PREFIX.slice(0, -1) ? '' : entry.name.slice(PGLITE_PREFIX.length);
  const target = path.resolve(into, rel);
  if (target !== path.resolve(into) && !target.startsWith(`${path.resolve(into)}${path.sep}`)) throw new Error(`refused entry outside the data folder: ${entry.name}`);
  if (entry.type === 'dir') {
    await mkdir(target, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await pipeline(entry.body, createWriteStream(target, { mode: 0o600 }));
}

/** Rows per table of a restored PGlite folder (opened and closed here). */
export function pgliteRowCounts(dir: string): Promise<Record<string, number>> {
  return withPglite(dir, (run) => countRows(run));
}
