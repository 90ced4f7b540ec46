import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { ModuleDefinition } from './module.js';
import { runSeeds, type SeedResult, type SeedRunOptions } from './seed-runner.js';

const SEED_LOCK = 727002;

/**
 * Seeds under a PostgreSQL advisory lock, so nodes starting together take turns: the first writes, the
 * others then find every stage's marker and skip. (PGlite belongs to one process and one connection, so
 * there is nobody to wait for, and holding a connection would block the seed itself.)
 */
export async function seedOnce(database: Database, modules: readonly ModuleDefinition[], opts: SeedRunOptions): Promise<SeedResult> {
  if (database.kind !== 'postgres') return runSeeds(database.db, modules, opts);
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      return await runSeeds(database.db, modules, opts);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}
