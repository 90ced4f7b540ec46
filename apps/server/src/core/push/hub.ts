import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MessageKey } from '../messages.js';
import type { Metrics } from '../metrics.js';
import { EventFrames, type FanoutEvent, type HubConnection } from './frames.js';

/** Who a push goes to: one user, a group of users (each on every open socket), or every open socket. */
export type PushTarget = { user: number } | { users: readonly number[] } | { everyone: true };

/** One push, as a module writes it. The frame on the wire is `{"type": event, "data": payload}`. */
export interface PushMessage {
  to: PushTarget;
  /** The frame's `type`: lower-case with underscores (`notice_unread`); documented in docs/push.md. */
  event: string;
  /** The frame's `data`: plain JSON (it travels through Redis as is). */
  payload: unknown;
  /** Server messages written into the payload in each socket's language: `path` under the frame, e.g. `['data', 'title']`. */
  localized?: { path: string[]; key: MessageKey }[];
  /** Per-user fields merged into `data` at delivery (user id → fields), e.g. each receiver's own count. */
  perUser?: Record<string, Record<string, unknown>>;
}

/**
 * Login sessions that ended (logout, a password change, a closed account): their sockets are closed on every
 * node. `sessions` names them; without it every socket of the user is meant, except `exceptSession`'s.
 */
export interface SessionEnd {
  user: number;
  sessions?: readonly number[];
  exceptSession?: number;
}

/**
 * What travels on the shared channel: a push, or sessions to end (with no receivers, so older nodes deliver nothing).
 * `at`: when it was published (ms since the epoch), for the fan-out lag; older nodes leave it out.
 */
type WireEvent = FanoutEvent & { node: string; sessionEnd?: SessionEnd; at?: number };

/** The fan-out's metrics: per event, how long after its publication it was written to this node's sockets. */
interface PushObserver {
  delivered(path: 'local' | 'redis', lagMs: number): void;
}

const EVENT = /^[a-z][a-z0-9_]{1,63}$/;

/**
 * The push channel: the open sockets of this node by user, and fan-out between nodes. A socket that
 * authenticated registers itself (`add`, `remove`: the chat module's `/ws` socket does); modules publish to
 * users and the frame reaches every open socket of each, on whichever node it is. With Redis, every event
 * is also published on `chat:fanout:<database>:<schema>` (the channel name predates this service; kept so
 * nodes of different versions still understand each other); every node subscribes and delivers to its own
 * sockets (events carry the publishing node's id, so none is delivered twice). Without Redis, one process
 * needs nothing else.
 *
 * Pushes are best effort: a receiver that is offline, or on a node that missed the event, gets nothing, so
 * what a push says must also be readable over HTTP (the client fetches once on start and after every
 * reconnect). The frame is serialized once per language and per-user shape (`EventFrames`).
 */
export class PushHub {
  readonly #byUser = new Map<number, Set<HubConnection>>();
  readonly #node = randomUUID();
  #sub: Redis | null = null;
  #channel = '';
  readonly #observe: PushObserver | null;

  constructor(
    private readonly dbOf: () => Kysely<DB>,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
    metrics?: Metrics,
  ) {
    this.#observe = metrics ? pushMetrics(metrics, this.#byUser) : null;
  }

  /** Whether events reach other nodes (Redis is configured). */
  get sharedAcrossNodes(): boolean {
    return this.redis !== null;
  }

  /** Subscribes to the shared channel (with Redis). The channel is named after the database and schema. */
  async start() {
    if (!this.redis || this.#sub) return;
    const row = await sql<{ db: string; schema: string }>`select current_database() as db, current_schema() as schema`.execute(this.dbOf());
    this.#channel = `chat:fanout:${row.rows[0]?.db ?? ''}:${row.rows[0]?.schema ?? ''}`;
    // Subscribes on every (re)connection, so a Redis that is down at start or restarts later is picked up;
    // the server starts anyway (pushes then reach this node's sockets only, and others catch up over HTTP).
    const sub = this.redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
    this.#sub = sub;
    sub.on('error', (err) => this.log.warn({ err }, 'push fan-out subscriber error'));
    const subscribed = new Promise<void>((resolve) => {
      sub.on('ready', () => {
        sub.subscribe(this.#channel).then(
          () => resolve(),
          (err: unknown) => this.log.warn({ err }, 'push fan-out subscribe failed'),
        );
      });
    });
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.#channel) return;
      try {
        const ev = JSON.parse(raw) as WireEvent;
        if (ev.node === this.#node) return;
        if (ev.sessionEnd) this.#endLocal(ev.sessionEnd);
        else {
          this.#deliver(ev);
          if (ev.at) this.#observe?.delivered('redis', Date.now() - ev.at);
        }
      } catch (err) {
        this.log.warn({ err }, 'push fan-out: unreadable event');
      }
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
  }

  async close() {
    const sub = this.#sub;
    this.#sub = null;
    sub?.disconnect();
  }

  /** Registers an authenticated socket (its user and language are read at each delivery). */
  add(conn: HubConnection) {
    let set = this.#byUser.get(conn.userId);
    if (!set) this.#byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
  }

  remove(conn: HubConnection) {
    const set = this.#byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.#byUser.delete(conn.userId);
  }

  /** Sockets of a user on this node (tests and diagnostics). */
  localConnections(userId: number) {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * Sends `{type: event, data: payload}` to every open socket of the target, on every node. Returns at once;
   * never throws for delivery problems (a failed Redis publish is logged).
   */
  publish(msg: PushMessage) {
    if (!EVENT.test(msg.event)) throw new Error(`push: invalid event name ${msg.event}`);
    const to = msg.to;
    const users = 'user' in to ? [to.user] : 'users' in to ? [...new Set(to.users)] : [];
    this.fanout({
      users,
      ...('everyone' in to ? { everyone: true } : {}),
      frame: { type: msg.event, data: msg.payload },
      ...(msg.perUser ? { patches: msg.perUser } : {}),
      ...(msg.localized?.length ? { localized: msg.localized } : {}),
    });
  }

  /** The low-level event (shared frame, per-user patches, the sender's socket left out): what chat publishes. */
  fanout(ev: FanoutEvent) {
    if (ev.users.length === 0 && !ev.everyone) return;
    const at = Date.now();
    this.#deliver(ev);
    this.#observe?.delivered('local', Date.now() - at);
    this.#share({ ...ev, node: this.#node, at });
  }

  /**
   * Closes the sockets of ended login sessions, here and on every other node (each socket is told, then
   * closed: `HubConnection.end`). Call it after the sessions are revoked in the database; a socket that
   * authenticates at that moment checks its session again once registered, so none slips through.
   */
  endSessions(end: SessionEnd) {
    this.#endLocal(end);
    this.#share({ users: [], frame: { type: 'session_end', data: null }, sessionEnd: end, node: this.#node });
  }

  #share(ev: WireEvent) {
    if (!this.redis || !this.#channel) return;
    this.redis.publish(this.#channel, JSON.stringify(ev)).catch((err: unknown) => {
      // Pushes are stored already (receivers on other nodes catch up on their next fetch); an ended session's
      // socket elsewhere is refused at its next authentication.
      this.log.warn({ err }, 'push fan-out publish failed');
    });
  }

  #endLocal(end: SessionEnd) {
    const conns = this.#byUser.get(end.user);
    if (!conns) return;
    for (const conn of [...conns]) {
      const sid = conn.sessionId ?? null;
      const ended = end.sessions ? sid !== null && end.sessions.includes(sid) : sid === null || sid !== end.exceptSession;
      if (!ended) continue;
      this.remove(conn);
      conn.end?.();
    }
  }

  /**
   * Writes the event to this node's sockets now, synchronously, nothing awaited: events reach each socket in
   * the order they were published here or arrived on the channel (which keeps each node's publish order), so
   * a publisher that publishes in order (chat: a conversation's messages by seq) is delivered in order.
   */
  #deliver(ev: FanoutEvent) {
    const frames = new EventFrames(ev);
    const send = (userId: number, conns: Set<HubConnection>) => {
      const patch = ev.patches?.[String(userId)];
      for (const conn of conns) {
        if (conn.id === ev.exceptConnection) continue;
        conn.sendSerialized(frames.for(conn.lang, patch));
      }
    };
    if (ev.everyone) {
      for (const [userId, conns] of this.#byUser) send(userId, conns);
      return;
    }
    for (const userId of ev.users) {
      const conns = this.#byUser.get(userId);
      if (conns) send(userId, conns);
    }
  }
}

/** `haiwai_push_fanout_lag_seconds` by path (local: written here as published; redis: from another node) and the open sockets registered here. */
function pushMetrics(metrics: Metrics, byUser: Map<number, Set<HubConnection>>): PushObserver {
  const lag = metrics.histogram({
    name: 'haiwai_push_fanout_lag_seconds',
    help: 'From a push being published to its frames written to this node\'s sockets; path local (published here) or redis (from another node, across clocks)',
    labelNames: ['path'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  });
  const local = lag.labels('local');
  const redis = lag.labels('redis');
  metrics.gauge({
    name: 'haiwai_push_sockets',
    help: 'Authenticated sockets registered in the push channel on this node',
    collect() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      this.set(n);
    },
  });
  return { delivered: (path, ms) => (path === 'local' ? local : redis).observe(Math.max(0, ms) / 1000) };
}
