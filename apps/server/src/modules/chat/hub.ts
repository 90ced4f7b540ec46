import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PushHub, type FanoutEvent, type HubConnection } from '../../core/push/index.js';

export { EventFrames, frameFor, type FanoutEvent, type HubConnection } from '../../core/push/index.js';

/**
 * Chat's view of the push channel (core/push): the sockets by user and the fan-out of chat events between
 * nodes. The app's channel is passed in (`new ChatHub(ctx.push)`); built from a database, Redis and a log
 * it makes a channel of its own (tests of the frames do).
 */
export class ChatHub {
  readonly push: PushHub;

  constructor(dbOrPush: Kysely<DB> | PushHub, redis: Redis | null = null, log?: FastifyBaseLogger) {
    this.push = dbOrPush instanceof PushHub ? dbOrPush : new PushHub(() => dbOrPush, redis, log!);
  }

  start() {
    return this.push.start();
  }
  close() {
    return this.push.close();
  }
  add(conn: HubConnection) {
    this.push.add(conn);
  }
  remove(conn: HubConnection) {
    this.push.remove(conn);
  }
  /** Sockets of a user on this node (tests and diagnostics). */
  localConnections(userId: number) {
    return this.push.localConnections(userId);
  }
  /** A chat event to its receivers on every node (per-user patches, the sender's socket left out). */
  publish(ev: FanoutEvent) {
    this.push.fanout(ev);
  }
}
