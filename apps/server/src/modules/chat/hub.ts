import { randomUUID } from 'node:crypto';
import type { Lang } from '@haiwai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { t, type MessageKey } from '../../core/messages.js';

/** One authenticated socket, as the hub sees it. */
export interface HubConnection {
  readonly id: string;
  readonly userId: number;
  readonly lang: Lang;
  send(frame: object): void;
}

/**
 * One push to some users. The frame is shared; `patches` merge per-user fields into the object at
 * `patchPath` (unread counts, the sender's temp id, a member's pin and mute), `localized` writes a text
 * in each socket's language. Plain JSON, so it can travel through Redis unchanged.
 */
export interface FanoutEvent {
  users: number[];
  frame: { type: string; data: unknown };
  patches?: Record<string, Record<string, unknown>>;
  patchPath?: string[];
  localized?: { path: string[]; key: MessageKey }[];
  /** A socket that already has the answer (the sender's, which got an ack). */
  exceptConnection?: string;
}

function at(obj: unknown, path: string[]): Record<string, unknown> | null {
  let cur: unknown = obj;
  for (const p of path) {
    if (!cur || typeof cur !== 'object') return null;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur && typeof cur === 'object' ? (cur as Record<string, unknown>) : null;
}

/**
 * Fan-out of chat pushes to every device of every receiver. Sockets of this process are in memory;
 * with Redis, every event is also published on a channel all nodes of the same database subscribe to,
 * and each node delivers to its own sockets (events carry the publishing node's id, so none is
 * delivered twice).
 */
export class ChatHub {
  readonly #byUser = new Map<number, Set<HubConnection>>();
  readonly #node = randomUUID();
  #sub: Redis | null = null;
  #channel = '';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Subscribes to the shared channel (with Redis). The channel is named after the database and schema. */
  async start() {
    if (!this.redis || this.#sub) return;
    const row = await sql<{ db: string; schema: string }>`select current_database() as db, current_schema() as schema`.execute(this.db);
    this.#channel = `chat:fanout:${row.rows[0]?.db ?? ''}:${row.rows[0]?.schema ?? ''}`;
    // Subscribes on every (re)connection, so a Redis that is down at start or restarts later is picked up;
    // the server starts anyway (pushes then reach this node's sockets only, and others catch up by seq).
    const sub = this.redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null });
    this.#sub = sub;
    sub.on('error', (err) => this.log.warn({ err }, 'chat fan-out subscriber error'));
    const subscribed = new Promise<void>((resolve) => {
      sub.on('ready', () => {
        sub.subscribe(this.#channel).then(
          () => resolve(),
          (err: unknown) => this.log.warn({ err }, 'chat fan-out subscribe failed'),
        );
      });
    });
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== this.#channel) return;
      try {
        const ev = JSON.parse(raw) as FanoutEvent & { node: string };
        if (ev.node !== this.#node) this.#deliver(ev);
      } catch (err) {
        this.log.warn({ err }, 'chat fan-out: unreadable event');
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

  publish(ev: FanoutEvent) {
    if (ev.users.length === 0) return;
    this.#deliver(ev);
    if (this.redis && this.#channel) {
      this.redis.publish(this.#channel, JSON.stringify({ ...ev, node: this.#node })).catch((err: unknown) => {
        // The message is stored already; receivers on other nodes catch up by seq on their next sync.
        this.log.warn({ err }, 'chat fan-out publish failed');
      });
    }
  }

  #deliver(ev: FanoutEvent) {
    for (const userId of ev.users) {
      const conns = this.#byUser.get(userId);
      if (!conns) continue;
      const patch = ev.patches?.[String(userId)];
      for (const conn of conns) {
        if (conn.id === ev.exceptConnection) continue;
        let frame: object = ev.frame;
        if (patch || ev.localized?.length) {
          const copy = structuredClone(ev.frame);
          if (patch) {
            const target = at(copy, ev.patchPath ?? ['data']);
            if (target) Object.assign(target, patch);
          }
          for (const l of ev.localized ?? []) {
            const target = at(copy, l.path.slice(0, -1));
            if (target) target[l.path[l.path.length - 1]!] = t(conn.lang, l.key);
          }
          frame = copy;
        }
        conn.send(frame);
      }
    }
  }
}
