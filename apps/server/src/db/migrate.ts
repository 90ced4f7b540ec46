import { sql } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Applies pending migrations in one transaction each. On PostgreSQL an advisory lock makes several nodes
 * starting at once take turns, so each migration runs exactly once.
 */
export async function migrate(database: Database, log: (msg: string) => void = () => {}): Promise<string[]> {
  const applied: string[] = [];
  await database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(727001)`.execute(conn);
    try {
      // Inside the lock: two nodes creating the table at once race in the catalog even with "if not exists".
      await sql`create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())`.execute(conn);
      const done = new Set((await sql<{ name: string }>`select name from schema_migration`.execute(conn)).rows.map((r) => r.name));
      for (const m of migrations) {
        if (done.has(m.name)) continue;
        await sql`begin`.execute(conn);
        try {
          for (const statement of splitStatements(m.up)) await sql.raw(statement).execute(conn);
          await sql`insert into schema_migration (name) values (${m.name})`.execute(conn);
          await sql`commit`.execute(conn);
        } catch (err) {
          await sql`rollback`.execute(conn);
          throw err;
        }
        applied.push(m.name);
        log(`migration applied: ${m.name}`);
      }
    } finally {
      await sql`select pg_advisory_unlock(727001)`.execute(conn);
    }
  });
  return applied;
}

/** Our migrations hold plain DDL (no functions with bodies), so splitting on `;` at line ends is safe. */
export function splitStatements(script: string): string[] {
  return script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
