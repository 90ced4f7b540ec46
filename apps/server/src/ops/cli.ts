import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { mediaStorageFor } from '../modules/media/index.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

/**
 * `npm run backup -- [archive.tar.gz]` and `npm run restore -- <archive.tar.gz> [--force]`, with the server's own
 * configuration (the same environment: DATA_DIR, DATABASE_URL, the media storage). docs/operations.md, "Backups".
 */
const USAGE = `Usage:
  npm run backup -- <archive.tar.gz | folder> [--pg-bin DIR] [--server-stopped]
  npm run restore -- <archive.tar.gz> [--force] [--pg-bin DIR] [--server-stopped]
Run with the server's environment (DATA_DIR, DATABASE_URL, media settings). See docs/operations.md, "Backups".
A folder given to backup gets haiwai-backup-<UTC time>.tar.gz in it.
  --force           restore over an existing database (PGlite: the old folder is kept, renamed; PostgreSQL: the
                    archive's objects are dropped first)
  --pg-bin DIR      folder of pg_dump / pg_restore (default: Debian's for the server's major version)
  --server-stopped  on a system without /proc, confirm that no server runs on DATA_DIR (PGlite)`;

class UsageError extends Error {}

/** Paths on the command line are relative to where `npm run` was typed (npm runs scripts from the repository root). */
const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const stamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '').replace('T', '-');

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, 'pg-bin': { type: 'string' }, 'server-stopped': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, archive, ...rest] = positionals;
  if (values.help) throw new UsageError('');
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`unknown command ${JSON.stringify(command ?? '')}`);
  if (rest.length) throw new UsageError(`one archive path, not ${positionals.length - 1}`);
  if (!archive) throw new UsageError(command === 'restore' ? 'restore needs the archive to read' : 'backup needs the archive (or folder) to write');
  if (command === 'backup' && values.force) throw new UsageError('--force is for restore');
  return { command, archive, force: values.force ?? false, pgBin: values['pg-bin'], serverStopped: values['server-stopped'] ?? false };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function runBackup(config: Config, args: ReturnType<typeof parse>, log: (line: string) => void) {
  const given = fromCaller(args.archive!);
  const isFolder = (await stat(given).catch(() => null))?.isDirectory() ?? false;
  const out = isFolder ? path.join(given, `haiwai-backup-${stamp()}.tar.gz`) : given;
  const manifest = await backup({ out, dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, storage: mediaStorageFor(config), pgBin: args.pgBin, serverStopped: args.serverStopped, log });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  log(`backup written: ${out} (${mb((await stat(out)).size)})`);
  log(`  ${manifest.source.kind} database: ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${manifest.media.originals} media originals (${mb(manifest.media.bytes)})`);
  if (manifest.media.missing.length) log(`  warning: ${manifest.media.missing.length} media rows have no file in storage (listed in the manifest's media.missing): ${manifest.media.missing.slice(0, 5).join(', ')}`);
}

async function runRestore(config: Config, args: ReturnType<typeof parse>, log: (line: string) => void) {
  const archive = fromCaller(args.archive!);
  const report = await restore({ archive, dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, storage: mediaStorageFor(config), force: args.force, pgBin: args.pgBin, serverStopped: args.serverStopped, log });
  const where = report.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'the PostgreSQL database of DATABASE_URL';
  log(`restored from ${archive} (made ${report.manifest.createdAt}) into ${where}:`);
  log(`  ${report.tables} tables, ${report.rows} rows (every count checked); ${report.originals} media originals (${mb(report.bytes)})`);
  if (report.replaced) log(`  the database that was there is kept in ${report.replaced}`);
  if (report.manifest.media.missing.length) log(`  note: ${report.manifest.media.missing.length} media rows had no file when the backup ran; they are still missing`);
  log('Start the server as usual: it applies any newer migrations; resized images are rendered again on demand.');
}

async function main() {
  let args;
  try {
    args = parse(process.argv.slice(2));
  } catch (err) {
    const message = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (err as Error).message : null;
    if (message === null) throw err;
    console.error(`${message ? `${message}\n` : ''}${USAGE}`);
    process.exit(message ? 64 : 0);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(78);
  }
  const log = (line: string) => console.log(line);
  if (args.command === 'backup') await runBackup(config, args, log);
  else await runRestore(config, args, log);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`${process.argv[2] ?? 'backup'} failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
