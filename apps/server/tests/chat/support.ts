import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ApiName, type ChatCard } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../../src/core/rate-limit.js';
import { httpCall, type Reply } from '../support/http-call.js';
import { startTestApp, type TestApp } from '../support/harness.js';

export type Frame = { type: string; [k: string]: unknown } & { data?: any; code?: number; message?: string; success?: boolean; temp_id?: string | null };
export type { Reply } from '../support/http-call.js';

/** Listings the fake card lookup knows (the real one comes from the listing engine). */
export const fakeCards = new Map<string, ChatCard>();
const findListingCard = async (kind: string, id: number) => fakeCards.get(`${kind}:${id}`) ?? null;

/**
 * A chat server listening on a real port (port 0), on the harness's seeded database, with the fake card
 * lookup. Users are made through the harness (same database). `node` starts one more server process
 * stand-in on the same database, sharing fan-out through `redisUrl` when given (`opts.limiter` replaces the
 * rate limiter, for tests that send more than a user's budget).
 */
export async function startChat() {
  const t: TestApp = await startTestApp();
  const nodes: FastifyInstance[] = [];
  const redises: Redis[] = [];

  async function node(redisUrl: string | null = process.env.TEST_REDIS_URL ?? null, opts: { limiter?: RateLimiter } = {}) {
    const redis = redisUrl ? new Redis(redisUrl) : null;
    if (redis) redises.push(redis);
    const limiter = opts.limiter ?? (redis ? new RedisRateLimiter(redis, `rl:${randomUUID()}:`) : new MemoryRateLimiter());
    const app = await buildApp({ config: t.config, database: t.database, limiter, redis }, { chat: { findListingCard } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    nodes.push(app);
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;

    const call = <T = any>(name: ApiName, opts: { token?: string; body?: object; query?: Record<string, string | number | undefined>; lang?: string } = {}): Promise<Reply<T>> =>
      httpCall<T>(base, name, { ...opts, signKey: t.config.SIGN_KEY });

    async function connect(path = '/ws', opts: { lang?: string } = {}) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers: { lang: opts.lang ?? 'en' } });
      const client = new Client(ws);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return client;
    }

    /** A socket authenticated as the user (ws_token by default). */
    async function online(user: { token: string; wsToken: string }, opts: { session?: boolean } = {}) {
      const c = await connect();
      const res = await c.request({ type: 'auth', token: opts.session ? user.token : user.wsToken, device_info: { platform: 'test' } }, 'auth_result');
      if (!res.success) throw new Error(`auth failed: ${res.message}`);
      return c;
    }

    return { app, port, base, call, connect, online };
  }

  const main = await node();

  /** A new member, with session and chat tokens. */
  async function user(nickname?: string) {
    const u = await t.newUser(nickname ? { nickname } : {});
    return { id: u.id, token: u.token, wsToken: u.user.ws_token, nickname: nickname ?? '' };
  }

  async function close() {
    for (const n of nodes) await n.close();
    for (const r of redises) await r.quit();
    await t.close();
  }

  return { t, ...main, node, user, close };
}

export type ChatTest = Awaited<ReturnType<typeof startChat>>;
export type TestUser = Awaited<ReturnType<ChatTest['user']>>;

/** A `ws` client that buffers every frame and lets a test wait for the next one matching a test. */
export class Client {
  readonly frames: Frame[] = [];
  #waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      this.frames.push(frame);
      const i = this.#waiters.findIndex((w) => w.test(frame));
      if (i >= 0) {
        const [w] = this.#waiters.splice(i, 1);
        frame.__taken = true;
        w!.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  send(frame: object) {
    this.ws.send(JSON.stringify(frame));
  }
  sendRaw(data: string | Buffer) {
    this.ws.send(data);
  }

  /**
   * The next not-yet-taken frame of this type (and matching `test`), waiting up to `ms`. Generous: a frame that
   * comes late on a busy machine is not a failure; what must not come is checked with `quiet`.
   */
  next(type: string, test: (f: Frame) => boolean = () => true, ms = 15_000): Promise<Frame> {
    const match = (f: Frame) => f.type === type && test(f);
    const found = this.frames.find((f) => !f.__taken && match(f));
    if (found) {
      found.__taken = true;
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const waiter = { test: match, resolve };
      this.#waiters.push(waiter);
      setTimeout(() => {
        const i = this.#waiters.indexOf(waiter);
        if (i >= 0) {
          this.#waiters.splice(i, 1);
          reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames.map((f) => f.type))}`));
        }
      }, ms);
    });
  }

  /** Frames of a type that arrived and were not taken yet (no waiting). */
  pending(type: string) {
    return this.frames.filter((f) => !f.__taken && f.type === type);
  }

  async request(frame: object, replyType: string) {
    const reqId = randomUUID().slice(0, 8);
    const p = this.next(replyType, (f) => f.req_id === reqId);
    this.send({ ...frame, req_id: reqId });
    return p;
  }

  /** Sends a message over the socket and waits for its ack. */
  sendMessage(data: Record<string, unknown>) {
    return this.request({ type: 'send_message', data }, 'message_ack');
  }

  /** Waits a little and reports whether nothing of `type` arrived. */
  async quiet(type: string, ms = 250) {
    await new Promise((r) => setTimeout(r, ms));
    return this.pending(type).length === 0;
  }

  close() {
    this.ws.close();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export { randomUUID };
