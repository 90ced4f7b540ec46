import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './database.js';
import type { DB } from './schema.js';

/** Several nodes starting at once take turns on this PostgreSQL advisory lock (the same key as before the Migrator). */
/** Held while migrating; also by whoever drops a schema of the same database (tests), see below. */
export const MIGRATE_LOCK = 727001;
/** Bookkeeping of the hand-written runner that came before Kysely's Migrator (rows: name, applied_at). */
const LEGACY_TABLE = 'schema_migration';
/** Kysely's own bookkeeping (rows: name, timestamp as an ISO string). */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Applies the pending migrations of `migrations` (the kernel's and every module's, merged by the composition root;
 * applied in the order of their names) with Kysely's Migrator. All pending migrations run in one transaction:
 * either all of them are applied or none. An advisory lock held around the whole run makes several nodes starting
 * at once take turns, the creation of the bookkeeping tables included, so each migration runs exactly once.
 *
 * A database made by the old runner (table `schema_migration`) is adopted on the first run: its rows are copied
 * into `kysely_migration` (same names, same times), so nothing is applied twice. `schema_migration` is left in
 * place, unread, so an older build can still start on the database.
 */
export async function migrate(
  database: Database,
  migrations: Record<string, Migration>,
  log: (msg: string) => void = () => {},
): Promise<string[]> {
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATE_LOCK)})`.execute(conn);
    try {
      // The schema the search path puts first: tests on PostgreSQL give each file its own, and Kysely would
      // otherwise take another schema's `kysely_migration` for this one's.
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(conn)).rows[0]!.schema;
      await adoptLegacyBookkeeping(conn, log);
      if (await upToDate(conn, schema, migrations)) return [];
      const migrator = new Migrator({
        db: conn,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: schema,
      });
      const { error, results = [] } = await migrator.migrateToLatest();
      if (error) {
        const failed = results.find((r) => r.status === 'Error');
        const cause = error instanceof Error ? error : new Error(String(error));
        if (failed) cause.message = `migration ${failed.migrationName} failed (nothing of this run was applied): ${cause.message}`;
        throw cause;
      }
      const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
      for (const name of applied) log(`migration applied: ${name}`);
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATE_LOCK)})`.execute(conn);
    }
  });
}

/**
 * Whether the bookkeeping names exactly `migrations` (every start but the first after a release). Kysely's Migrator
 * would find the same, but only after reading the whole catalogue (every column of every table, about a thousand
 * rows) to see whether its table exists: a tenth of a second at each start, and of each integration test file's.
 * Anything else (pending, or names this build does not know) goes to the Migrator and its checks.
 */
async function upToDate(conn: Kysely<DB>, schema: string, migrations: Record<string, Migration>): Promise<boolean> {
  // In `schema` itself, as the Migrator looks (not another schema's table further along the search path).
  const found = await sql<{ t: string | null }>`select to_regclass(${`"${schema.replaceAll('"', '""')}".${MIGRATION_TABLE}`})::text as t`.execute(conn);
  if (!found.rows[0]?.t) return false;
  const applied = (await sql<{ name: string }>`select name from ${sql.id(schema, MIGRATION_TABLE)}`.execute(conn)).rows.map((r) => r.name);
  const wanted = Object.keys(migrations);
  return applied.length === wanted.length && applied.every((name) => name in migrations);
}

/** Copies the old runner's rows into Kysely's table, once, in one transaction (the caller holds the lock). */
async function adoptLegacyBookkeeping(conn: Kysely<DB>, log: (msg: string) => void): Promise<void> {
  const found = await sql<{ legacy: string | null; current: string | null }>`
    select to_regclass(${LEGACY_TABLE})::text as legacy, to_regclass(${MIGRATION_TABLE})::text as current`.execute(conn);
  const { legacy, current } = found.rows[0]!;
  if (!legacy || current) return;
  await conn.transaction().execute(async (trx) => {
    // The same layout Kysely's Migrator creates (it finds the table and leaves it alone).
    await sql`create table ${sql.id(MIGRATION_TABLE)} (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(trx);
    // ISO strings with milliseconds, as Kysely writes them; it orders applied migrations by this time, then by name.
    const copied = await sql`
      insert into ${sql.id(MIGRATION_TABLE)} (name, timestamp)
      select name, to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${sql.id(LEGACY_TABLE)}`.execute(trx);
    log(`migration bookkeeping adopted from ${LEGACY_TABLE}: ${copied.numAffectedRows ?? 0} rows`);
  });
}

/**
 * A migration written as SQL scripts. PGlite's query path takes one statement at a time, so the script runs
 * statement by statement (inside the Migrator's transaction).
 */
export function sqlScript(up: string, down?: string): Migration {
  const run = async (db: Kysely<unknown>, script: string) => {
    for (const statement of splitStatements(script)) await sql.raw(statement).execute(db);
  };
  return {
    up: (db) => run(db, up),
    ...(down === undefined ? {} : { down: (db: Kysely<unknown>) => run(db, down) }),
  };
}

/** A migration of whole statements, each run as one (for function and trigger bodies, which hold semicolons). */
export function sqlStatements(up: readonly string[], down: readonly string[]): Migration {
  return {
    up: async (db) => {
      for (const statement of up) await sql.raw(statement).execute(db);
    },
    down: async (db) => {
      for (const statement of down) await sql.raw(statement).execute(db);
    },
  };
}

/** Our SQL migrations hold plain DDL (no functions with bodies), so splitting on `;` at line ends is safe. */
export function splitStatements(script: string): string[] {
  return script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/** Merges migration sets, refusing two migrations of the same name (two modules, or a copy-paste). */
export function mergeMigrations(sets: ReadonlyArray<Record<string, Migration>>): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const set of sets) {
    for (const [name, migration] of Object.entries(set)) {
      if (Object.hasOwn(all, name)) throw new Error(`two migrations are named ${name}`);
      all[name] = migration;
    }
  }
  return all;
}
