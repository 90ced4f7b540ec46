import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pgliteDirFor } from '../db/database.js';
import type { MediaStorage } from '../modules/media/index.js';
import { ArchiveWriter } from './archive.js';
import type { Inventory } from './inventory.js';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, PG_DUMP_NAME, type Manifest } from './manifest.js';
import { backupMedia } from './media.js';
import { backupPglite, pgliteVersion } from './pglite.js';
import { dumpPostgres } from './postgres.js';

export interface BackupOptions {
  /** The archive to write (`.tar.gz`); an existing file is never overwritten. */
  out: string;
  /** DATA_DIR: PGlite's folder is `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL instead of PGlite, as the server has it. */
  databaseUrl?: string;
  /** Where media bytes live (the server's MediaStorage: folder or bucket). */
  storage: MediaStorage;
  /** Folder of pg_dump / pg_restore when not Debian's for the server's major. */
  pgBin?: string;
  /** No /proc to check for a running server (not Linux): the operator says it is stopped. */
  serverStopped?: boolean;
  log?: (line: string) => void;
}

/** The database part: a pg_dump in the snapshot its inventory was read in, or the closed PGlite folder. */
async function backupDatabase(opts: BackupOptions, archive: ArchiveWriter, log: (line: string) => void): Promise<{ inventory: Inventory; tool: string }> {
  if (!opts.databaseUrl) {
    log(`database: PGlite folder ${pgliteDirFor(opts.dataDir)}`);
    const inventory = await backupPglite(pgliteDirFor(opts.dataDir), archive, opts.serverStopped ?? false);
    return { inventory, tool: await pgliteVersion() };
  }
  log('database: pg_dump of DATABASE_URL');
  const tmp = await mkdtemp(path.join(path.dirname(opts.out), '.haiwai-backup-'));
  try {
    const file = path.join(tmp, 'postgres.dump');
    const dumped = await dumpPostgres(opts.databaseUrl, file, opts.pgBin);
    await archive.file(PG_DUMP_NAME, (await stat(file)).size, createReadStream(file));
    return dumped;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * `npm run backup`: the database first, then every original its media rows name, into one archive with a
 * manifest (docs/operations.md, "Backups"). Media are content-addressed and written before their row, so taking
 * the database first makes every restored media row find its file.
 */
export async function backup(opts: BackupOptions): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  if (await stat(opts.out).then(() => true, () => false)) throw new Error(`${opts.out} exists already: name a new archive`);
  const createdAt = new Date().toISOString();
  const archive = await ArchiveWriter.create(opts.out);
  try {
    const { inventory, tool } = await backupDatabase(opts, archive, log);
    log(`database: ${Object.keys(inventory.tables).length} tables, ${Object.values(inventory.tables).reduce((a, b) => a + b, 0)} rows`);
    const media = await backupMedia(opts.storage, inventory.media, archive, log);
    log(`media: ${media.originals} originals, ${media.bytes} bytes${media.missing.length ? `; ${media.missing.length} named by the database but absent from storage` : ''}`);
    return await archive.finish({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt,
      source: {
        kind: opts.databaseUrl ? 'postgres' : 'pglite',
        serverVersion: inventory.serverVersion,
        major: inventory.major,
        tool,
        migrations: inventory.migrations,
      },
      tables: inventory.tables,
      media: { ...media, variants: 'not included (re-rendered on demand)' },
    });
  } catch (err) {
    await archive.abort();
    throw err;
  }
}
