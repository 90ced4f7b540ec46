import { z } from 'zod';

/**
 * What a backup archive holds (docs/operations.md, "Backups"). The archive is a gzip'd tar:
 *   database/pglite/…          the PGlite data folder, copied while no server had it open (source kind pglite)
 *   database/postgres.dump     `pg_dump --format=custom` of the whole database (source kind postgres)
 *   media/orig/<hash>          every original the dump's `media` table names, through MediaStorage
 *   manifest.json              this, last (it carries every other file's checksum)
 * Variants (resized and watermarked copies) are a cache the server renders again on demand: not included.
 */
export const ARCHIVE_FORMAT = 'haiwai-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const PGLITE_PREFIX = 'database/pglite/';
export const PG_DUMP_NAME = 'database/postgres.dump';
export const MEDIA_PREFIX = 'media/orig/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `select version()` of the source. */
    serverVersion: z.string(),
    /** Major version of the data (PGlite's PG_VERSION; the PostgreSQL server's major). */
    major: z.number().int(),
    /** The pg_dump that wrote the dump (postgres) or the PGlite package that last had the folder open (pglite). */
    tool: z.string(),
    /** Kysely's `kysely_migration` names: restore refuses a database newer than the code it runs with. */
    migrations: z.array(z.string()),
  }),
  /** Rows per table (`schema.table`), counted in the same snapshot the dump holds. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  media: z.object({
    /** Originals in the archive. */
    originals: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Hashes the database names whose file the storage did not have when the backup ran (a gap the backup reports). */
    missing: z.array(z.string()),
    variants: z.literal('not included (re-rendered on demand)'),
  }),
  /** Every file of the archive but this one; `contentType` for media originals (a bucket stores it). */
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256, contentType: z.string().optional() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

/** Parses manifest.json, naming what is wrong with it. */
export function parseManifest(json: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('manifest.json is not JSON: not a backup archive made by `npm run backup`, or damaged');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`manifest.json is not a backup manifest (${first.path.join('.') || 'root'}: ${first.message})`);
  }
  if (parsed.data.version > ARCHIVE_VERSION) {
    throw new Error(`the archive is format version ${parsed.data.version}; this code reads up to ${ARCHIVE_VERSION}: restore with the code that made it, or newer`);
  }
  return parsed.data;
}

/** Names an archive entry may have; anything else (absolute, `..`, another folder) is refused on restore. */
export function isArchiveName(name: string): boolean {
  if (name === MANIFEST_NAME || name === PG_DUMP_NAME) return true;
  if (name.startsWith(MEDIA_PREFIX)) return /^[0-9a-f]{32}$/.test(name.slice(MEDIA_PREFIX.length));
  if (name === PGLITE_PREFIX.slice(0, -1)) return true;
  if (!name.startsWith(PGLITE_PREFIX)) return false;
  const parts = name.slice(PGLITE_PREFIX.length).split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p));
}
