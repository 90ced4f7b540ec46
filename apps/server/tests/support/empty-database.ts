import { openDatabase, type Database } from '../../src/db/database.js';
import { databaseOfOwn } from './seeded-databases.js';

/** An opened empty database and the way to be rid of it. */
export interface EmptyDatabase {
  database: Database;
  /** Closes it and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * An empty database for tests that run migrations themselves: an in-memory PGlite, or with TEST_DATABASE_URL a new
 * database on that cluster (its own database, not a schema: Kysely's migrator reads every schema's tables, and a
 * schema dropped by another file at that moment failed the migration).
 */
export async function openEmptyDatabase(poolSize = 2): Promise<EmptyDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteWorker: false, poolSize });
    return { database, dispose: () => database.close() };
  }
  const own = await databaseOfOwn(url);
  const database = await openDatabase({ databaseUrl: own.url, poolSize });
  return {
    database,
    dispose: async () => {
      await database.close();
      await own.drop();
    },
  };
}
