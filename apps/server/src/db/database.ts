import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withCommitHooks } from './after-commit.js';
import { PgliteDialect, startPgliteInProcess, startPgliteWorker, type PgliteLike } from './pglite-dialect.js';
import type { ReplicaDatabase } from './replica.js';
import type { DB } from './schema.js';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement script outside the query builder (migrations, test resets). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
  /** In-process PGlite only: the data folder as a tarball, which `pgliteLoad` starts another one from (tests). */
  dump?(): Promise<Blob>;
  /** A streaming replica for public reads (`withReplica` in replica.ts; docs/operations.md, "Read replicas"). */
  replica?: ReplicaDatabase;
  /** Connections and waiters right now (metrics, docs/operations.md). */
  stats?(): DatabaseStats;
}

/**
 * PostgreSQL: the pool's connections (`total`, `idle`) and callers waiting for one. PGlite: one session (`total` 1,
 * `idle` 0 or 1), holders waiting for it, and on the worker the queries sent and not answered yet (`workerPending`).
 */
export interface DatabaseStats {
  total: number;
  idle: number;
  waiting: number;
  workerPending: number | null;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  pgliteWorker?: boolean;
  /** A tarball from `Database.dump()` to start an in-process PGlite from (tests start every file from a seeded one). */
  pgliteLoad?: Blob;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  schema?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    if (opts.schema) {
      const c = await pool.connect();
      try {
        await c.query(`create schema if not exists "${opts.schema}"`);
      } finally {
        c.release();
      }
    }
    // pg's Pool.end() resolves once it has asked its connections to end, not once they have: a database dropped or
    // restarted in that window sends a FATAL to a client nobody listens to any more (an unhandled 'error' event).
    // close() waits for every connection to be gone.
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = new Kysely<DB>({ dialect: withCommitHooks(new PostgresDialect({ pool })) });
    return {
      db,
      kind: 'postgres',
      execScript: async (sql) => void (await pool.query(sql)),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, workerPending: null }),
      close: async () => {
        const ended = [...open].map((c) => new Promise<void>((resolve) => c.once('end', () => resolve())));
        await db.destroy();
        await Promise.race([Promise.all(ended), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
      },
    };
  }
  const pglite: PgliteLike =
    opts.pgliteWorker && opts.pgliteDir ? await startPgliteWorker(opts.pgliteDir) : await startPgliteInProcess(opts.pgliteDir, opts.pgliteLoad);
  const dialect = new PgliteDialect(pglite);
  const db = new Kysely<DB>({ dialect: withCommitHooks(dialect) });
  const stats = (): DatabaseStats => {
    const s = dialect.stats();
    return { total: 1, idle: s.busy ? 0 : 1, waiting: s.waiting, workerPending: s.workerPending };
  };
  return { db, kind: 'pglite', execScript: (sql) => pglite.exec(sql), close: () => db.destroy(), stats, ...(pglite.dump ? { dump: pglite.dump } : {}) };
}

export function pgliteDirFor(dataDir: string) {
  return path.join(dataDir, 'pglite');
}
