import { spawn } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { countRows, takeInventory, userTables, type Inventory, type RunSql } from './inventory.js';

/** Debian's layout: one folder of client programs per major version. */
const DEBIAN_PG = '/usr/lib/postgresql';

/** The connection URL without its password, which goes to pg_dump/pg_restore through PGPASSWORD (not the process list). */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a program, failing with its stderr's tail. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'ENOENT' ? `${program} not found: install PostgreSQL's client programs of the server's major version (Debian: postgresql-client-<major>) or pass --pg-bin DIR` : `${program}: ${err.message}`)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

/**
 * The folder of pg_dump/pg_restore for a server of major `major`: `binDir` when given; else Debian's folder of that
 * very major (a newer pg_restore writes settings an older server refuses, e.g. transaction_timeout), else the
 * newest one above it (pg_dump reads older servers), else whatever is on the PATH.
 */
export async function clientBinaries(major: number, binDir?: string): Promise<string> {
  if (binDir) return binDir;
  const versions = (await readdir(DEBIAN_PG).catch(() => [] as string[])).map(Number).filter((v) => Number.isInteger(v) && v >= major);
  versions.sort((a, b) => (a === major ? -1 : b === major ? 1 : b - a));
  for (const v of versions) {
    const dir = path.join(DEBIAN_PG, String(v), 'bin');
    if (await access(path.join(dir, 'pg_dump')).then(() => true, () => false)) return dir;
  }
  return '';
}

const program = (binDir: string, name: string) => (binDir ? path.join(binDir, name) : name);

async function withClient<T>(url: string, work: (run: RunSql, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (statement) => (await client.query(statement)).rows as Record<string, unknown>[], client);
  } finally {
    await client.end();
  }
}

export async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (runSql) => Number((await runSql(`select current_setting('server_version_num')::int / 10000 as major`))[0]?.major));
}

/**
 * pg_dump of the whole database (custom format, uncompressed: the archive is gzip'd) into `file`, and the inventory
 * read in the very snapshot the dump holds: a repeatable-read transaction exports its snapshot, pg_dump takes it
 * with --snapshot, and the counts and the media list come from the same transaction, kept open until pg_dump ends.
 */
export async function dumpPostgres(url: string, file: string, binDir?: string): Promise<{ inventory: Inventory; tool: string }> {
  return withClient(url, async (runSql) => {
    await runSql('begin isolation level repeatable read, read only');
    const snapshot = String((await runSql('select pg_export_snapshot() as s'))[0]?.s);
    const inventory = await takeInventory(runSql);
    const bin = await clientBinaries(inventory.major, binDir);
    const { dbname, env } = connectionFor(url);
    await run(program(bin, 'pg_dump'), ['--format=custom', '--compress=0', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await runSql('commit');
    return { inventory, tool: `${await versionOf(program(bin, 'pg_dump'))}` };
  });
}

function versionOf(binary: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(binary, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', () => resolve(binary));
    child.on('close', () => resolve(out.trim() || binary));
  });
}

/** User tables of the target database: a restore into a database that has any is refused unless forced. */
export function tablesOf(url: string): Promise<string[]> {
  return withClient(url, (runSql) => userTables(runSql));
}

/**
 * pg_restore into `url` in one transaction (all or nothing), without the source's owners and grants (the target's
 * user owns what it restores); `replace` drops the archive's objects first (--clean --if-exists, for --force).
 */
export async function restorePostgres(url: string, file: string, replace: boolean, binDir?: string): Promise<void> {
  const bin = await clientBinaries(await serverMajor(url), binDir);
  const { dbname, env } = connectionFor(url);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`, file];
  await run(program(bin, 'pg_restore'), args, env);
}

export function postgresRowCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, (runSql) => countRows(runSql));
}
