import { Kysely, PostgresDialect, sql, type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

/**
 * A streaming replica of the primary's database (DATABASE_REPLICA_URL; docs/operations.md, "Read replicas"): a
 * read-only pool whose statements run on the primary instead whenever the replica cannot answer them, and a check
 * every second of how far behind it is. Which reads come here is decided by core/read-routing.ts.
 */

/** How often the replica's replay position is compared with the primary's WAL position. */
export const REPLICA_CHECK_EVERY_MS = 1000;
/** A check that takes longer counts as the replica being down. */
const CHECK_TIMEOUT_MS = 2000;

export interface ReplicaLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ReplicaOptions {
  url: string;
  /** The primary: what the replica is measured against, and where its reads go when it cannot answer them. */
  primary: Kysely<DB>;
  /** PostgreSQL schema (the primary's search_path). */
  schema?: string;
  poolSize?: number;
  /** Reads go to the replica only while it is at most this far behind (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  log?: ReplicaLog;
}

export type ReplicaStatus = 'unchecked' | 'ok' | 'lagging' | 'down' | 'not_standby';

export interface ReplicaState {
  /** Whether reads may go to the replica now: it answers, is a standby, and is at most maxLagMs behind. */
  usable: boolean;
  status: ReplicaStatus;
  /** How far behind it was at the last check, at most (ms); null when not known. */
  lagMs: number | null;
}

export interface ReplicaDatabase {
  /** Reads only, outside transactions. A statement the replica cannot answer runs on the primary (`isReplicaFault`). */
  db: Kysely<DB>;
  /** The database (and schema) it replicates: keys shared by the nodes are scoped by it. */
  name: string;
  maxLagMs: number;
  state(): ReplicaState;
  /** Checks now (the loop checks every second) and answers the new state. */
  check(): Promise<ReplicaState>;
  /** Statements the replica answered, and statements sent to it that ran on the primary instead. */
  counts(): { queries: number; fallbacks: number };
  close(): Promise<void>;
}

/** A WAL position as PostgreSQL prints it (`16/B374D848`), as a byte offset. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  if (!hi || !lo) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/** What the replica says about itself at a check. */
export interface ReplicaReport {
  standby: boolean;
  /** pg_last_wal_replay_lsn(). */
  replayed: bigint | null;
  /** now() − pg_last_xact_replay_timestamp() on the replica, in ms. */
  sinceLastReplayMs: number | null;
}

/**
 * How far behind the replica is, as the time `caughtUpTo` before which every commit is on the replica. Two bounds,
 * the later one wins: the primary's WAL position is sampled every check (`at` read before asking, so every commit
 * acknowledged before `at` lies at or below it), and the newest sample the replica has replayed past is such a time;
 * and the commit time of the last transaction the replica replayed (the next one committed after it). A replica that
 * replays nothing falls behind by itself: `usable` compares `caughtUpTo` with the time of asking, not of the check.
 */
export class ReplicaHealth {
  #samples: Array<{ at: number; lsn: bigint }> = [];
  #caughtUpTo: number | null = null;
  #lagMs: number | null = null;
  #status: 'unchecked' | 'answering' | 'down' | 'not_standby' = 'unchecked';

  constructor(readonly maxLagMs: number) {}

  /** The primary's WAL position, read at `at` (taken before the question was sent). */
  primaryAt(at: number, lsn: bigint): void {
    this.#samples.push({ at, lsn });
    // Samples older than any lag that can still be served are of no use; one older sample stays as a bound.
    const keepFrom = at - this.maxLagMs - 3 * REPLICA_CHECK_EVERY_MS;
    while (this.#samples.length > 2 && this.#samples[1]!.at < keepFrom) this.#samples.shift();
  }

  replicaSaid(r: ReplicaReport, now: number): void {
    if (!r.standby) {
      this.#status = 'not_standby';
      this.#caughtUpTo = null;
      return;
    }
    this.#status = 'answering';
    let sampled: number | null = null;
    for (let i = this.#samples.length - 1; i >= 0 && r.replayed !== null; i--) {
      if (this.#samples[i]!.lsn <= r.replayed) {
        sampled = this.#samples[i]!.at;
        break;
      }
    }
    const byCommit = r.sinceLastReplayMs === null ? null : now - Math.max(0, r.sinceLastReplayMs);
    this.#caughtUpTo = sampled === null ? byCommit : byCommit === null ? sampled : Math.max(sampled, byCommit);
    this.#lagMs = this.#caughtUpTo === null ? null : Math.max(0, now - this.#caughtUpTo);
  }

  /** The replica did not answer (or a statement found it gone): no reads until a check finds it again. */
  down(): void {
    this.#status = 'down';
    this.#caughtUpTo = null;
    this.#lagMs = null;
  }

  state(now = Date.now()): ReplicaState {
    if (this.#status === 'unchecked' || this.#status === 'down' || this.#status === 'not_standby') return { usable: false, status: this.#status, lagMs: null };
    const usable = this.#caughtUpTo !== null && now - this.#caughtUpTo <= this.maxLagMs;
    return { usable, status: usable ? 'ok' : 'lagging', lagMs: this.#lagMs };
  }
}

/** SQLSTATE classes and codes after which the replica is taken out until the next check finds it answering. */
const GONE = /^(08|53|57P|58)/;
/**
 * SQLSTATEs of a statement the replica could not answer but the primary can: a conflict with recovery (40001), a
 * table, column, function, schema or database it has not replayed yet, a write sent to it by mistake (25006).
 */
const NOT_HERE = new Set(['40001', '42P01', '42703', '42883', '3F000', '3D000', '25006']);

/** Whether a statement that failed on the replica should run on the primary; `gone`: the replica itself is unreachable. */
export function isReplicaFault(err: unknown): { gone: boolean } | null {
  const code = (err as { code?: unknown } | null)?.code;
  // No SQLSTATE: the connection failed (refused, reset, timed out, terminated), not the statement.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return { gone: true };
  if (GONE.test(code)) return { gone: true };
  return NOT_HERE.has(code) ? { gone: false } : null;
}

interface FallbackHooks {
  primary: Kysely<DB>;
  served(): void;
  fellBack(err: unknown, gone: boolean): void;
}

/** A replica connection, or none (the replica could not be reached): statements then run on the primary. */
class FallbackConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection | null, private readonly hooks: FallbackHooks) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inner) {
      try {
        const result = await this.inner.executeQuery<R>(query);
        this.hooks.served();
        return result;
      } catch (err) {
        // Inside a transaction a statement cannot move to another server: the error is the caller's.
        const fault = this.inTransaction ? null : isReplicaFault(err);
        if (!fault) throw err;
        this.hooks.fellBack(err, fault.gone);
      }
    }
    return this.hooks.primary.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.inner) return yield* this.inner.streamQuery<R>(query, chunkSize);
    yield await this.hooks.primary.executeQuery<R>(query);
  }
}

/** The replica pool's driver, where a connection that cannot be had gives way to the primary. */
class FallbackDriver implements Driver {
  constructor(private readonly inner: Driver, private readonly hooks: FallbackHooks) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new FallbackConnection(await this.inner.acquireConnection(), this.hooks);
    } catch (err) {
      this.hooks.fellBack(err, true);
      return new FallbackConnection(null, this.hooks);
    }
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    const conn = c as FallbackConnection;
    if (!conn.inner) throw new Error('read replica: no transaction without a replica connection (use the primary)');
    await this.inner.beginTransaction(conn.inner, settings);
    conn.inTransaction = true;
  }
  async commitTransaction(c: DatabaseConnection) {
    (c as FallbackConnection).inTransaction = false;
    await this.inner.commitTransaction((c as FallbackConnection).inner!);
  }
  async rollbackTransaction(c: DatabaseConnection) {
    (c as FallbackConnection).inTransaction = false;
    await this.inner.rollbackTransaction((c as FallbackConnection).inner!);
  }
  async releaseConnection(c: DatabaseConnection) {
    const inner = (c as FallbackConnection).inner;
    if (inner) await this.inner.releaseConnection(inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

function fallbackDialect(dialect: Dialect, hooks: FallbackHooks): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new FallbackDriver(dialect.createDriver(), hooks),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** The database name (and schema) a URL names: what the replica shares with the primary. */
function databaseName(url: string, schema?: string): string {
  const u = new URL(url);
  const db = decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres';
  return schema ? `${db}.${schema}` : db;
}

/** Asks the replica where it is, bounded by CHECK_TIMEOUT_MS. */
async function askReplica(pool: pg.Pool): Promise<ReplicaReport> {
  const question = pool.query<{ standby: boolean; replayed: string | null; since_ms: number | null }>(
    `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
       (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_ms`,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('replica check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    const row = (await Promise.race([question, late])).rows[0]!;
    return { standby: row.standby, replayed: row.replayed === null ? null : lsnValue(row.replayed), sinceLastReplayMs: row.since_ms };
  } finally {
    clearTimeout(timer);
    question.catch(() => undefined);
  }
}

/** Opens the replica's pool and starts checking it. A replica that is down at start is not an error: reads stay on the primary. */
export async function openReplica(opts: ReplicaOptions): Promise<ReplicaDatabase> {
  const options = [`-c default_transaction_read_only=on`, ...(opts.schema ? [`-c search_path=${opts.schema}`] : [])].join(' ');
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, options, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
  const health = new ReplicaHealth(opts.maxLagMs);
  const counts = { queries: 0, fallbacks: 0 };
  const log = opts.log;
  let reported: ReplicaStatus = 'unchecked';
  const report = () => {
    const s = health.state();
    const line = { replica: s.status, lagMs: s.lagMs };
    if (s.status !== reported && s.usable) log?.info(line, `read replica: ${s.status}`);
    else if (s.status !== reported) log?.warn(line, `read replica: ${s.status}`);
    reported = s.status;
    return s;
  };
  // An idle client whose server went away (a restart, a failover) must not become an unhandled 'error' event.
  pool.on('error', () => health.down());
  const hooks: FallbackHooks = {
    primary: opts.primary,
    served: () => void counts.queries++,
    fellBack: (err, gone) => {
      counts.fallbacks++;
      if (gone) health.down();
      if ((err as { code?: string }).code === '25006') log?.warn({ err }, 'read replica: a write was sent to the replica (ran on the primary)');
      report();
    },
  };
  const db = new Kysely<DB>({ dialect: fallbackDialect(new PostgresDialect({ pool }), hooks) });
  const loop = checkLoop(pool, opts.primary, health, report);
  await loop.check();
  return {
    db,
    name: databaseName(opts.url, opts.schema),
    maxLagMs: opts.maxLagMs,
    state: () => health.state(),
    check: loop.check,
    counts: () => ({ ...counts }),
    close: async () => {
      await loop.stop();
      await db.destroy();
    },
  };
}

/** Checks now and then every REPLICA_CHECK_EVERY_MS (one at a time), until stopped. */
function checkLoop(pool: pg.Pool, primary: Kysely<DB>, health: ReplicaHealth, report: () => ReplicaState) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<ReplicaState> | null = null;
  const once = async (): Promise<ReplicaState> => {
    const at = Date.now();
    try {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
      health.primaryAt(at, lsnValue(rows[0]!.lsn));
      health.replicaSaid(await askReplica(pool), Date.now());
    } catch {
      health.down();
    }
    return report();
  };
  const check = (): Promise<ReplicaState> => {
    running ??= once().finally(() => {
      running = null;
      if (timer) clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void check(), REPLICA_CHECK_EVERY_MS).unref();
    });
    return running;
  };
  return {
    check,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * `database` (PostgreSQL) with a replica of its database attached as `replica`; closing it closes the replica first.
 * main.ts opens it with DATABASE_REPLICA_URL; tests open one the same way.
 */
export async function withReplica<T extends { db: Kysely<DB>; kind: string; close(): Promise<void> }>(database: T, opts: Omit<ReplicaOptions, 'primary'>): Promise<T & { replica: ReplicaDatabase }> {
  if (database.kind !== 'postgres') throw new Error('a read replica needs PostgreSQL (DATABASE_URL)');
  const replica = await openReplica({ ...opts, primary: database.db });
  return {
    ...database,
    replica,
    close: async () => {
      await replica.close();
      await database.close();
    },
  };
}
