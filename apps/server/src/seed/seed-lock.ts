import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { seed, type SeedOptions } from './seed.js';

const SEED_LOCK = 727002;

/**
 * Seeds under a PostgreSQL advisory lock, so nodes starting together take turns: the first writes, the
 * others then find every stage's marker and skip. (PGlite belongs to one process and one connection, so
 * there is nobody to wait for, and holding a connection would block the seed itself.)
 */
export async function seedOnce(database: Database, opts: SeedOptions): Promise<boolean> {
  if (database.kind !== 'postgres') return seed(database.db, opts);
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      return await seed(database.db, opts);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}
