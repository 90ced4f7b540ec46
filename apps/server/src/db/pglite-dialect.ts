import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** What the driver needs of a PGlite, whether in this thread or behind a worker. */
export interface PgliteLike {
  query(sql: string, params: readonly unknown[]): Promise<{ rows: unknown[]; affectedRows: number }>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The whole data folder as a tarball (in-process PGlite only): tests start each file from a seeded one. */
  dump?(): Promise<Blob>;
  /** Worker only: messages posted to the worker and not answered yet (metrics). */
  pending?(): number;
}

export class DbError extends Error {
  constructor(message: string, readonly code?: string, readonly detail?: string, readonly constraint?: string) {
    super(message);
  }
}

/** PGlite on a worker thread: queries are messages; results come back structured-cloned. */
export async function startPgliteWorker(dataDir: string): Promise<PgliteLike> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir }, execArgv: [] });
  const pending = new Map<number, { resolve: (v: { rows: unknown[]; affectedRows: number }) => void; reject: (e: Error) => void }>();
  let next = 1;
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean }) => {
      if (m.ready) {
        worker.off('error', reject);
        resolve();
      }
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (m: { id: number; rows?: unknown[]; affectedRows?: number; error?: { message: string; code?: string; detail?: string; constraint?: string } }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.reject(new DbError(m.error.message, m.error.code, m.error.detail, m.error.constraint));
    else p.resolve({ rows: m.rows ?? [], affectedRows: m.affectedRows ?? 0 });
  });
  worker.on('error', (err) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  });
  const send = (msg: Record<string, unknown>) =>
    new Promise<{ rows: unknown[]; affectedRows: number }>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  return {
    query: (sql, params) => send({ type: 'query', sql, params }),
    exec: async (sql) => void (await send({ type: 'exec', sql })),
    pending: () => pending.size,
    close: async () => {
      await send({ type: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/**
 * PGlite on the calling thread (PGLITE_WORKER=false): simpler, but long queries block the event loop. `load`, a
 * tarball from `dump()`, starts it from that state instead of an empty cluster.
 */
export async function startPgliteInProcess(dataDir: string | undefined, load?: Blob): Promise<PgliteLike> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { btree_gin }, ...(load ? { loadDataDir: load } : {}) });
  return {
    query: async (sql, params) => {
      try {
        const r = await db.query(sql, params as unknown[]);
        return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
      } catch (err) {
        const e = err as { message: string; code?: string; detail?: string; constraint?: string };
        throw new DbError(e.message, e.code, e.detail, e.constraint);
      }
    },
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}

/**
 * PGlite is one Postgres session. Kysely may run several queries at once and holds a connection for a
 * whole transaction, so the single connection is handed out one holder at a time (FIFO).
 */
class PgliteDriver implements Driver {
  #queue: Array<() => void> = [];
  #busy = false;
  /** Holders waiting for the one session, and whether someone holds it (metrics). */
  get stats() {
    return { waiting: this.#queue.length, busy: this.#busy };
  }
  readonly #conn: DatabaseConnection;

  constructor(private readonly pg: PgliteLike) {
    this.#conn = {
      executeQuery: async <R>(q: CompiledQuery): Promise<QueryResult<R>> => {
        const r = await pg.query(q.sql, q.parameters);
        return { rows: r.rows as R[], numAffectedRows: BigInt(r.affectedRows) };
      },
      streamQuery: () => {
        throw new Error('streaming is not supported on PGlite');
      },
    };
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#busy = true;
    return this.#conn;
  }
  async releaseConnection() {
    const next = this.#queue.shift();
    if (next) next();
    else this.#busy = false;
  }
  async beginTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy() {
    await this.pg.close();
  }
}

export class PgliteDialect implements Dialect {
  #driver: PgliteDriver | null = null;
  constructor(private readonly pg: PgliteLike) {}
  /** The session's holders (metrics): waiting for it, and busy; the worker's unanswered messages. */
  stats() {
    return { waiting: this.#driver?.stats.waiting ?? 0, busy: this.#driver?.stats.busy ?? false, workerPending: this.pg.pending?.() ?? null };
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return (this.#driver = new PgliteDriver(this.pg));
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
