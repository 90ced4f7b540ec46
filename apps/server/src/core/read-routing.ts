import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { ReplicaDatabase } from '../db/replica.js';
import type { DB } from '../db/schema.js';
import type { Deps } from './deps.js';
import type { Metrics } from './metrics.js';

/**
 * Which database answers a read (docs/operations.md, "Read replicas"). Without a replica, always the primary. With
 * one (DATABASE_REPLICA_URL), a read a handler asks for with `readerFor(req)` goes to the replica unless the replica
 * is down or too far behind, or the person asking wrote something lately: after any call of theirs that may have
 * changed something (a write method not refused with a 4xx), their reads stay on the primary for the replica's
 * largest served lag plus a margin, so nobody is shown data older than their own write. Handlers use `readerFor`
 * only for public list, detail and search reads: never inside a transaction, for a write, or for a person's own
 * screens (those read the primary).
 */

/** Added to DATABASE_REPLICA_MAX_LAG_MS: how long after a write the writer's reads stay on the primary. */
export const OWN_WRITES_MARGIN_MS = 5000;

/** Methods whose successful calls count as writes. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Who wrote lately. With Redis (REDIS_URL) every node sees every mark (a key per person that expires by itself);
 * each node also keeps its own in memory, which is the whole story on one node without Redis, and covers this
 * node while Redis does not answer. A lookup Redis cannot answer says "yes": the primary, never stale data.
 */
export class RecentWriters {
  readonly #local = new Map<number, number>();
  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    readonly windowMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async mark(userId: number, now = Date.now()): Promise<void> {
    this.#local.set(userId, now + this.windowMs);
    if (this.#local.size > 10_000) for (const [id, until] of this.#local) if (until <= now) this.#local.delete(id);
    if (!this.redis) return;
    try {
      await this.redis.set(this.prefix + userId, '1', 'PX', this.windowMs);
    } catch (err) {
      this.onError(err);
    }
  }

  async wroteLately(userId: number, now = Date.now()): Promise<boolean> {
    const until = this.#local.get(userId);
    if (until !== undefined && until > now) return true;
    if (until !== undefined) this.#local.delete(userId);
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(this.prefix + userId)) === 1;
    } catch (err) {
      this.onError(err);
      return true;
    }
  }
}

type ReadTarget = 'replica' | 'primary';
/** Why a read went where it went (a metric label). */
export type ReadReason = 'replica' | 'own_write' | 'replica_unusable';

/** The app's read router (`app.reads`). */
export class ReadRouting {
  /** Reads routed since start, by why they went where they went (`replica`: to the replica; the others: to the primary). */
  readonly routed: Record<ReadReason, number> = { replica: 0, own_write: 0, replica_unusable: 0 };
  constructor(
    private readonly primary: Kysely<DB>,
    readonly replica: ReplicaDatabase | null = null,
    private readonly writers: RecentWriters | null = null,
  ) {}

  /**
   * Where a public read for `user` goes now. `whoElse` finds the person when the call did not (a public call that
   * came with a token): asked only when the replica could answer.
   */
  async reader(user: { id: number } | null, whoElse?: () => Promise<{ id: number } | null>): Promise<Kysely<DB>> {
    const replica = this.replica;
    if (!replica) return this.primary;
    if (!replica.state().usable) return this.#to('primary', 'replica_unusable');
    const who = user ?? (whoElse ? await whoElse() : null);
    if (who && this.writers && (await this.writers.wroteLately(who.id))) return this.#to('primary', 'own_write');
    return this.#to('replica', 'replica');
  }

  /** Marks `userId` as having written just now (the onSend hook does it for every successful write call). */
  markWrite(userId: number): Promise<void> {
    return this.writers?.mark(userId) ?? Promise.resolve();
  }

  #to(to: ReadTarget, why: ReadReason): Kysely<DB> {
    this.routed[why]++;
    return to === 'replica' ? this.replica!.db : this.primary;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Which database answers a public read (core/read-routing.ts). */
    reads: ReadRouting;
  }
}

/**
 * The database a public list, detail or search read of this request runs on: the replica when it may, else the
 * primary. A public call does not look its caller up; when it came with a token, the person is looked up here.
 */
export function readerFor(req: FastifyRequest): Promise<Kysely<DB>> {
  const token = req.ctx.token;
  return req.server.reads.reader(req.user, !req.user && token ? () => req.server.resolveUser(token) : undefined);
}

const markedWrites = new WeakSet<FastifyRequest>();
/** Counts a call that is not POST/PUT/PATCH/DELETE as a write of its caller (a GET that changes something of theirs). */
export function markWrite(req: FastifyRequest): void {
  markedWrites.add(req);
}

/** Decorates the app with `reads` and, with a replica, marks every successful write call's caller before the reply goes out. */
export function installReadRouting(app: FastifyInstance, deps: Pick<Deps, 'database' | 'redis' | 'log'>): void {
  const replica = deps.database.replica ?? null;
  if (!replica) {
    app.decorate('reads', new ReadRouting(deps.database.db));
    return;
  }
  if (!deps.redis) deps.log.warn('read replica without REDIS_URL: who wrote lately is known to this node only (run one node, or set REDIS_URL)');
  const onError = (err: unknown) => deps.log.warn({ err }, 'read replica: Redis did not answer about recent writes');
  const writers = new RecentWriters(deps.redis, `rw:${replica.name}:`, replica.maxLagMs + OWN_WRITES_MARGIN_MS, onError);
  const reads = new ReadRouting(deps.database.db, replica, writers);
  app.decorate('reads', reads);
  readMetrics(app.metrics, reads, replica);
  // Before the reply is sent: the writer's next request, to whichever node, already finds the mark. A refusal (4xx)
  // changed nothing; a server error may come after a commit, so it marks too.
  app.addHook('onSend', async (req, reply, payload) => {
    const changed = reply.statusCode < 400 || reply.statusCode >= 500;
    if (req.user && changed && (WRITES.has(req.method) || markedWrites.has(req))) await writers.mark(req.user.id);
    return payload;
  });
}

/** A counter that follows a running total kept elsewhere (read at each scrape). */
function followTotal(total: () => number) {
  let seen = 0;
  return function (this: { inc(n: number): void }) {
    const now = total();
    this.inc(now - seen);
    seen = now;
  };
}

/** The replica's metrics (docs/operations.md, "Read replicas"). */
function readMetrics(metrics: Metrics, reads: ReadRouting, replica: ReplicaDatabase): void {
  metrics.gauge({
    name: 'haiwai_db_replica_lag_seconds',
    help: 'How far behind the read replica was at its last check, at most (-1: not known: down, not a standby, not checked yet)',
    collect() {
      const lag = replica.state().lagMs;
      this.set(lag === null ? -1 : lag / 1000);
    },
  });
  metrics.gauge({
    name: 'haiwai_db_replica_usable',
    help: 'Whether public reads go to the read replica now (1) or stay on the primary (0: down, too far behind, not a standby)',
    collect() {
      this.set(replica.state().usable ? 1 : 0);
    },
  });
  metrics.counter({ name: 'haiwai_db_replica_statements_total', help: 'Statements the read replica answered', collect: followTotal(() => replica.counts().queries) });
  metrics.counter({
    name: 'haiwai_db_replica_fallbacks_total',
    help: 'Statements sent to the read replica that ran on the primary instead (replica unreachable, conflict with recovery, not replayed yet)',
    collect: followTotal(() => replica.counts().fallbacks),
  });
  let seen = { ...reads.routed };
  metrics.counter({
    name: 'haiwai_db_routed_reads_total',
    help: 'Public reads by why they went where they went (replica: to the replica; own_write, replica_unusable: to the primary)',
    labelNames: ['reason'],
    collect() {
      for (const reason of Object.keys(reads.routed) as ReadReason[]) this.labels(reason).inc(reads.routed[reason] - seen[reason]);
      seen = { ...reads.routed };
    },
  });
}
