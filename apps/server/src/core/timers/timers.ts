import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { cachedReading, type Metrics } from '../metrics.js';
import { cancelJob, claimDue, completeJob, expireAllLeases, failJob, insertJob, jobCounts, releaseLeases, type ClaimedJob } from './store.js';

/** What a handler is given: the job, and the transaction its completion commits in. */
export interface TimerJob<P> {
  id: string;
  kind: string;
  key: string | null;
  payload: P;
  runAt: Date;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
}

export interface TimerContext {
  /**
   * Do the job's database work here: the job is marked done in this same transaction, so the work commits
   * once or not at all. On PGlite this transaction holds the only connection: do not await slow network
   * calls inside it, and do not use another handle of the database (it would wait for this one).
   */
  trx: Transaction<DB>;
}

export type TimerHandler<P> = (job: TimerJob<P>, ctx: TimerContext) => Promise<void>;

export interface KindOptions {
  /** Delay before attempt `attempt + 1`, after attempt `attempt` failed. */
  backoff?: (attempt: number) => number;
}

export interface TimersOptions {
  /** Names this node in `locked_by`; unique per process by default. */
  nodeId?: string;
  /** How often an idle node looks for due jobs. */
  pollMs?: number;
  /** How long a claim holds before another node may take the job again; longer than any handler runs. */
  leaseMs?: number;
  /** Jobs claimed and run together per poll. */
  batchSize?: number;
  backoff?: (attempt: number) => number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Reports job outcomes, how late jobs start, and the jobs due and running (docs/operations.md, "Metrics"). */
  metrics?: Metrics;
}

/** What became of one attempt, as counted in `haiwai_timer_jobs_total`. */
type Outcome = 'done' | 'retry' | 'failed' | 'lost';

export interface ScheduleOptions {
  /** Names the logical job: scheduling the same key again keeps one job (see docs/timers.md). */
  key?: string;
  /** Attempts before the job is recorded as failed (default 5). */
  maxAttempts?: number;
  /** With a key: move a pending job to the new time and payload instead of keeping the first. */
  replace?: boolean;
  /** Schedule inside the caller's transaction, so the job exists only if the caller's work commits. */
  db?: Kysely<DB>;
}

/** 10 s, 20 s, 40 s… capped at one hour. */
export const defaultBackoff = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);

const silent = { info() {}, warn() {}, error() {} };

/** Thrown inside the handler's transaction to roll it back when another node took the job meanwhile. */
class LeaseLost extends Error {}

/**
 * Durable timers: jobs live in `scheduled_job`, so they survive restarts; every node polls, claims due jobs
 * with `skip locked` under a lease, and runs the kinds it registered. Execution is at least once (a node dying
 * mid-job means another attempt after the lease); the handler's database work and the job's completion
 * commit together, so that work happens once. No LISTEN/NOTIFY: it works the same on PGlite and PostgreSQL.
 */
export class Timers {
  readonly nodeId: string;
  readonly #db: Kysely<DB>;
  readonly #kinds = new Map<string, { handler: TimerHandler<unknown>; backoff: (attempt: number) => number }>();
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  readonly #backoff: (attempt: number) => number;
  readonly #log: NonNullable<TimersOptions['log']>;
  #running = false;
  #wait: NodeJS.Timeout | null = null;
  #wake: (() => void) | null = null;
  #loop: Promise<void> | null = null;
  #observe: { started(job: ClaimedJob): void; ended(kind: string, outcome: Outcome): void } = { started() {}, ended() {} };

  constructor(db: Kysely<DB>, opts: TimersOptions = {}) {
    this.#db = db;
    this.nodeId = opts.nodeId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.#pollMs = opts.pollMs ?? 1000;
    this.#leaseMs = opts.leaseMs ?? 5 * 60_000;
    this.#batchSize = opts.batchSize ?? 4;
    this.#backoff = opts.backoff ?? defaultBackoff;
    this.#log = opts.log ?? silent;
    if (opts.metrics) this.#observe = timerMetrics(opts.metrics, db, this.#log);
  }

  /** Declares what runs a kind on this node. A node claims only the kinds it registered. */
  register<P>(kind: string, handler: TimerHandler<P>, opts: KindOptions = {}): void {
    if (this.#kinds.has(kind)) throw new Error(`timer kind registered twice: ${kind}`);
    this.#kinds.set(kind, { handler: handler as TimerHandler<unknown>, backoff: opts.backoff ?? this.#backoff });
  }

  /** Schedules `kind` at `runAt` (a time in the past means as soon as a node polls). */
  async schedule<P>(kind: string, runAt: Date, payload: P, opts: ScheduleOptions = {}): Promise<{ id: string; created: boolean }> {
    return insertJob(opts.db ?? this.#db, { kind, runAt, payload, key: opts.key, maxAttempts: opts.maxAttempts, replace: opts.replace });
  }

  /** Cancels the pending job under `key`; false when there is none (already running, finished or unknown). */
  async cancel(key: string, opts: { db?: Kysely<DB> } = {}): Promise<boolean> {
    return cancelJob(opts.db ?? this.#db, key);
  }

  /** Starts polling. Idempotent. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#poll();
  }

  /**
   * Stops polling and waits for the jobs this node is running to finish. With `waitMs`, waits that long at most and
   * then gives the jobs still running back (`releaseLeases`), so another node claims them at once instead of after
   * their lease; the release itself is given `waitMs` too (on PGlite a running handler holds the one session).
   */
  async stop(opts: { waitMs?: number } = {}): Promise<void> {
    this.#running = false;
    if (this.#wait) clearTimeout(this.#wait);
    this.#wake?.();
    const loop = this.#loop;
    this.#loop = null;
    if (loop && opts.waitMs !== undefined && !(await settlesWithin(loop, opts.waitMs))) {
      const released = await settlesWithin(releaseLeases(this.#db, this.nodeId), opts.waitMs);
      this.#log.warn({ node: this.nodeId, released }, 'timers: jobs still running at stop; leases given back');
      return;
    }
    await loop;
  }

  /**
   * Ends every job lease now: only where this process is the database's one user (a PGlite folder), at start, so a
   * job left running by a process that died is claimed at once rather than when its lease runs out.
   */
  expireAllLeases(): Promise<number> {
    return expireAllLeases(this.#db);
  }

  /** One poll: claims up to a batch of due jobs and runs them. Returns how many it ran. */
  async runDue(): Promise<number> {
    const claimed = await claimDue(this.#db, { kinds: [...this.#kinds.keys()], nodeId: this.nodeId, leaseMs: this.#leaseMs, limit: this.#batchSize });
    await Promise.all(claimed.map((job) => this.#run(job)));
    return claimed.length;
  }

  async #poll(): Promise<void> {
    while (this.#running) {
      let ran = 0;
      try {
        ran = await this.runDue();
      } catch (err) {
        this.#log.error({ err }, 'timers: poll failed');
      }
      // A full batch means more may be due: go again at once.
      if (!this.#running || ran === this.#batchSize) continue;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        this.#wait = setTimeout(resolve, this.#pollMs);
      });
      this.#wake = null;
      this.#wait = null;
    }
  }

  async #run(job: ClaimedJob): Promise<void> {
    const kind = this.#kinds.get(job.kind);
    if (!kind) return; // claimDue only returns registered kinds
    this.#observe.started(job);
    const view: TimerJob<unknown> = {
      id: job.id,
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      runAt: job.run_at,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
    };
    try {
      await this.#db.transaction().execute(async (trx) => {
        await kind.handler(view, { trx });
        if (!(await completeJob(trx, job, this.nodeId))) throw new LeaseLost();
      });
      this.#observe.ended(job.kind, 'done');
    } catch (err) {
      if (err instanceof LeaseLost) {
        this.#observe.ended(job.kind, 'lost');
        this.#log.warn({ job: job.id, kind: job.kind }, 'timers: lease lost before completion; work rolled back');
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await failJob(this.#db, job, this.nodeId, message, kind.backoff(job.attempts)).catch((e: unknown) => {
        this.#log.error({ err: e, job: job.id }, 'timers: could not record a failed attempt');
        return 'lost' as const;
      });
      this.#observe.ended(job.kind, outcome);
      const log = outcome === 'failed' ? this.#log.error : this.#log.warn;
      log.call(this.#log, { err, job: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'timers: job attempt failed');
    }
  }
}

/** Whether `work` settles within `ms` (its outcome either way); it runs on regardless. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]).finally(() => clearTimeout(timer));
}

/** The timers' metrics: outcomes and start delays of this node's attempts, and the database's due and running jobs (read at most every 10 s). */
function timerMetrics(metrics: Metrics, db: Kysely<DB>, log: NonNullable<TimersOptions['log']>) {
  const outcomes = metrics.counter({ name: 'haiwai_timer_jobs_total', help: "Attempts run by this node, by kind and outcome (done; retry: failed, due again; failed: gave up; lost: another node took the job)", labelNames: ['kind', 'outcome'] });
  const delay = metrics.histogram({
    name: 'haiwai_timer_start_delay_seconds',
    help: 'How long after its time a job started on this node, by kind',
    labelNames: ['kind'],
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 1800, 7200],
  });
  const counts = cachedReading(() => jobCounts(db), 10_000, (err) => log.warn({ err }, 'timers: job counts for metrics failed'));
  metrics.gauge({
    name: 'haiwai_timer_jobs',
    help: 'Jobs in the database right now: due (pending, time come), late (due for over a minute), running, expired (running past the lease)',
    labelNames: ['state'],
    async collect() {
      const c = await counts();
      if (!c) return;
      for (const [state, n] of Object.entries(c)) this.set({ state }, n);
    },
  });
  return {
    started: (job: ClaimedJob) => delay.labels(job.kind).observe(Math.max(0, Date.now() - new Date(job.run_at).getTime()) / 1000),
    ended: (kind: string, outcome: Outcome) => outcomes.labels(kind, outcome).inc(),
  };
}
