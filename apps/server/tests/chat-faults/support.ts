import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHAT_CLIENT, TIMING, type ApiName } from '@haiwai/contracts';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { spawnServer, type ServerProcess } from '../support/server-process.js';
import { copyDataDir, createDatabase } from '../support/seeded-databases.js';
import { pgliteDirFor } from '../../src/db/database.js';
import { DEV_SIGN_KEY, httpCall, type HttpCallOptions, type Reply } from '../support/http-call.js';

/**
 * Support for the fault tests: real server processes (spawnServer), users made through the real HTTP API,
 * a socket client that behaves like the spec's client (backoff, resend with the same temp id, catch-up from
 * the last seen seq), and a TCP proxy that can cut or black-hole connections.
 */

export { DEV_SIGN_KEY };
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------
// Where the server keeps its data: a PGlite folder, or a fresh PostgreSQL database of TEST_DATABASE_URL
// ---------------------------------------------------------------------------------------------------

export interface ServerData {
  /** Environment for spawnServer (DATABASE_URL when on PostgreSQL). */
  env: Record<string, string>;
  dataDir: string;
  kind: 'pglite' | 'postgres';
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A data folder (PGlite lives in it) and, with TEST_DATABASE_URL, a PostgreSQL database of its own, so processes of
 * this test share the database with nobody else and `drop()` leaves nothing behind. Both start as a copy of the run's
 * migrated and reference-seeded database (tests/support/seeded-databases.ts, no demo): a first start migrated and
 * seeded for a quarter of a minute each time. `fresh` gives an empty one, for tests of the first start itself.
 */
export async function serverData(tag: string, opts: { fresh?: boolean } = {}): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `haiwai-${tag}-`));
  const base = process.env.TEST_DATABASE_URL;
  const seeded = opts.fresh ? undefined : inject('seededDatabases').empty;
  if (seeded) copyDataDir(seeded, dataDir);
  if (!base) {
    if (seeded?.pgliteDir) cpSync(seeded.pgliteDir, pgliteDirFor(dataDir), { recursive: true });
    return { env: {}, dataDir, kind: 'pglite', url: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${tag.replace(/\W/g, '_')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabase(base, name, seeded?.template);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    env: { DATABASE_URL: url },
    dataDir,
    kind: 'postgres',
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server (compiled, as `npm start` runs it) on `port`, with the test's data: reference data only, unless
 * the test asks for the demo (`SEED_DEMO: 'true'`). The demo's listings, articles and pictures took most of each
 * first start, and these tests register their own members.
 */
export function startServerProcess(port: number, data: ServerData, env: Record<string, string> = {}): ServerProcess {
  return spawnServer({
    port,
    dataDir: data.dataDir,
    capture: true,
    entry: inject('serverEntry'),
    // TRUST_PROXY: users are registered from distinct (forwarded) addresses, as the harness does.
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', TRUST_PROXY: 'true', SEED_DEMO: 'false', ...data.env, ...env },
  });
}

// ---------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------

export type { Reply } from '../support/http-call.js';

/** A signed API call to a server process (see support/http-call.ts). */
export function call<T = any>(base: string, name: ApiName, opts: Omit<HttpCallOptions, 'lang' | 'signKey'> = {}): Promise<Reply<T>> {
  return httpCall<T>(base, name, opts);
}

export interface ChatUser {
  id: number;
  token: string;
  wsToken: string;
  nickname: string;
}

let userSeq = 0;
/** A new member registered through the API (SMS code read from the development outbox). */
export async function registerUser(base: string, nickname: string): Promise<ChatUser> {
  userSeq += 1;
  const mobile = `137${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100000).padStart(5, '0')}${String(userSeq % 100).padStart(2, '0')}`;
  const ip = `10.77.${(process.pid + userSeq) % 250}.${userSeq % 250}`;
  const sent = await call(base, 'smsCode', { body: { area_code: '86', mobile, purpose: 'register' }, ip });
  if (sent.code !== 200) throw new Error(`smsCode failed: ${sent.message}`);
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  const res = await call<{ token: string; user: { id: number; ws_token: string } }>(base, 'accountRegister', {
    body: { area_code: '86', mobile, code, password: 'Passw0rd!x', nickname },
    ip,
  });
  if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
  return { id: res.data.user.id, token: res.data.token, wsToken: res.data.user.ws_token, nickname };
}

/** Every message of a conversation as `user` sees it over HTTP, oldest first (pages of 100 via before_id). */
export async function fullHistory(base: string, user: ChatUser, conversationId: number): Promise<Msg[]> {
  const all: Msg[] = [];
  let before: number | undefined;
  for (;;) {
    const r = await call<{ messages: Msg[]; has_more: boolean }>(base, 'chatHistory', { token: user.token, query: { conversation_id: conversationId, limit: 100, before_id: before } });
    if (r.code !== 200) throw new Error(`history failed: ${r.status} ${r.message}`);
    all.unshift(...r.data.messages);
    if (!r.data.has_more || r.data.messages.length === 0) break;
    before = r.data.messages[0]!.message_id;
  }
  return all;
}

// ---------------------------------------------------------------------------------------------------
// The client
// ---------------------------------------------------------------------------------------------------

export interface Msg {
  message_id: number;
  conversation_id: number;
  seq: number;
  sender_id: number;
  content: { text?: string };
  temp_id: string | null;
  recalled: boolean;
  read_by: number[];
  [k: string]: unknown;
}
export type Frame = { type: string; req_id?: string; code?: number; success?: boolean; temp_id?: string | null; data?: any; message?: string };

export type OutState = 'sending' | 'sent' | 'failed';
export interface Outgoing {
  tempId: string;
  conversationId: number;
  text: string;
  state: OutState;
  /** The stored message, from the ack. */
  message?: Msg;
  /** How many times the frame went out (1 + resends). */
  attempts: number;
  /** Marked failed at least once (no ack before the connection went away). */
  everFailed: boolean;
  sentAt: number;
}

export interface ClientOptions {
  name: string;
  user: ChatUser;
  /** ws URL; a function so a test can point the client elsewhere. */
  url: string | (() => string);
  /** Base of the HTTP API (conversation list for catch-up). */
  base: string;
  /**
   * Multiplies every client timing of the spec (reconnect delays 1.5^attempt s capped at 30 s, heartbeat 30 s,
   * 60 s without a frame → reconnect). 1 = the spec's timings; tests use a small scale.
   */
  timeScale?: number;
  /** Language of this socket's texts (auth frame `lang`). */
  lang?: string;
}

/**
 * The spec's chat client (section 4), in Node with `ws`: disconnected → connecting → connected →
 * authenticated; ping every 30 s; no frame for 60 s → drop and reconnect; up to 10 reconnects with
 * 1.5^attempt s (capped at 30 s), the count reset on open. After (re)authentication it catches up: the
 * conversation list over HTTP, then `sync` from the highest seq it holds without a gap, while has_more.
 * Messages without an ack when the connection goes away are marked failed; `retryFailed()` sends them again
 * with the same temp_id (as a person tapping retry).
 */
export class ChatClient {
  state: 'disconnected' | 'connecting' | 'connected' | 'authenticated' = 'disconnected';
  readonly outbox = new Map<string, Outgoing>();
  /** conversation → seq → message, from pushes, acks and catch-up. */
  readonly store = new Map<number, Map<number, Msg>>();
  /** message id → how many new_message pushes carried it. */
  readonly pushes = new Map<number, number>();
  /** Violations seen while receiving (two different messages with one seq, …). */
  readonly problems: string[] = [];
  /** Pushes that arrived with a seq lower than one already held for that conversation. */
  outOfOrder = 0;
  readonly frames: Frame[] = [];
  /** Every connect attempt: when, and the delay that was waited before it (0 for the first). */
  readonly attemptsLog: { at: number; delay: number; attempt: number }[] = [];
  authCount = 0;
  gaveUp = false;

  readonly #opts: Required<Omit<ClientOptions, 'url'>> & { url: () => string };
  #ws: WebSocket | null = null;
  #attempts = 0;
  #stopped = false;
  #timers = new Set<NodeJS.Timeout>();
  #heartbeat: NodeJS.Timeout | null = null;
  #idle: NodeJS.Timeout | null = null;
  #waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  #stateWaiters: (() => void)[] = [];
  /** The catch-up running, with the authentication (`authCount`) it started on. */
  #catchingUp: { auth: number; run: Promise<void> } | null = null;
  #tempSeq = 0;

  constructor(opts: ClientOptions) {
    const url = opts.url;
    this.#opts = { timeScale: 1, lang: 'en', ...opts, url: typeof url === 'string' ? () => url : url };
  }

  get name() {
    return this.#opts.name;
  }
  get user() {
    return this.#opts.user;
  }

  /** Delay before reconnect attempt `attempt` (1-based), scaled: 1.5^attempt s, capped at 30 s. */
  reconnectDelay(attempt: number) {
    return Math.min(CHAT_CLIENT.reconnectBaseMs * CHAT_CLIENT.reconnectFactor ** attempt, TIMING.reconnectCapMs) * this.#opts.timeScale;
  }

  start() {
    this.#stopped = false;
    this.#connect(0);
    return this;
  }

  stop() {
    this.#stopped = true;
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    this.#clearLiveness();
    this.#ws?.terminate();
    this.#ws = null;
    this.#setState('disconnected');
  }

  /** Drops the socket as a dead network would (no close handshake); the client reconnects by itself. */
  dropSocket() {
    this.#ws?.terminate();
  }

  #later(fn: () => void, ms: number) {
    const t = setTimeout(() => {
      this.#timers.delete(t);
      fn();
    }, ms);
    this.#timers.add(t);
    return t;
  }

  #setState(s: ChatClient['state']) {
    this.state = s;
    const ws = this.#stateWaiters.splice(0);
    for (const w of ws) w();
  }

  #connect(delay: number) {
    if (this.#stopped) return;
    this.attemptsLog.push({ at: Date.now(), delay, attempt: this.#attempts });
    this.#setState('connecting');
    const ws = new WebSocket(this.#opts.url(), { headers: { lang: 'en' } });
    this.#ws = ws;
    ws.on('open', () => {
      if (this.#ws !== ws) return;
      this.#attempts = 0;
      this.#setState('connected');
      this.#armLiveness();
      this.#raw({ type: 'auth', token: this.#opts.user.wsToken, device_info: { platform: 'fault-test', name: this.#opts.name }, lang: this.#opts.lang });
    });
    ws.on('message', (raw) => {
      if (this.#ws !== ws) return;
      this.#armIdle();
      this.#onFrame(JSON.parse(raw.toString()) as Frame);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#clearLiveness();
      // No ack before the connection went away: the message is shown as failed.
      for (const o of this.outbox.values()) {
        if (o.state === 'sending') {
          o.state = 'failed';
          o.everFailed = true;
        }
      }
      this.#setState('disconnected');
      this.#scheduleReconnect();
    });
  }

  #scheduleReconnect() {
    if (this.#stopped) return;
    if (this.#attempts >= TIMING.maxReconnects) {
      this.gaveUp = true;
      return;
    }
    this.#attempts += 1;
    const delay = this.reconnectDelay(this.#attempts);
    this.#later(() => this.#connect(delay), delay);
  }

  #armLiveness() {
    this.#clearLiveness();
    const beat = TIMING.heartbeatMs * this.#opts.timeScale;
    this.#heartbeat = setInterval(() => this.#raw({ type: 'ping', timestamp: Date.now() }), beat);
    this.#armIdle();
  }
  #armIdle() {
    if (this.#idle) clearTimeout(this.#idle);
    // 60 s without any frame: the connection is presumed dead; drop it and reconnect.
    this.#idle = setTimeout(() => this.#ws?.terminate(), TIMING.socketIdleReconnectMs * this.#opts.timeScale);
  }
  #clearLiveness() {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#idle) clearTimeout(this.#idle);
    this.#heartbeat = this.#idle = null;
  }

  #raw(frame: object) {
    const ws = this.#ws;
    if (ws && ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  #onFrame(f: Frame) {
    this.frames.push(f);
    switch (f.type) {
      case 'auth_result':
        if (f.success) {
          this.authCount += 1;
          this.#setState('authenticated');
          void this.#catchUpAfterAuth();
        } else this.problems.push(`auth failed: ${f.message}`);
        break;
      case 'message_ack': {
        const o = f.temp_id ? this.outbox.get(f.temp_id) : undefined;
        if (o && f.code === 200) {
          o.state = 'sent';
          o.message = f.data as Msg;
          this.#hold(f.data as Msg);
        } else if (o) {
          o.state = 'failed';
          o.everFailed = true;
          this.problems.push(`send ${o.tempId} answered ${f.code} ${f.message}`);
        }
        break;
      }
      case 'new_message':
        this.pushes.set(f.data.message_id, (this.pushes.get(f.data.message_id) ?? 0) + 1);
        this.#hold(f.data as Msg, true);
        break;
      case 'message_recalled':
        this.#hold(f.data as Msg);
        break;
      default:
        break;
    }
    const i = this.#waiters.findIndex((w) => w.test(f));
    if (i >= 0) this.#waiters.splice(i, 1)[0]!.resolve(f);
  }

  #hold(m: Msg, push = false) {
    let conv = this.store.get(m.conversation_id);
    if (!conv) this.store.set(m.conversation_id, (conv = new Map()));
    const had = conv.get(m.seq);
    if (had && had.message_id !== m.message_id) this.problems.push(`seq ${m.seq} of conversation ${m.conversation_id}: message ${had.message_id} and ${m.message_id}`);
    if (push && !had && conv.size > 0 && m.seq < Math.max(...conv.keys())) this.outOfOrder += 1;
    conv.set(m.seq, had && !m.recalled ? { ...had, ...m, content: had.recalled ? had.content : m.content } : m);
  }

  /** Highest seq held with nothing missing below it (the "last seen seq" catch-up starts from). */
  contiguous(conversationId: number) {
    const conv = this.store.get(conversationId);
    let n = 0;
    while (conv?.has(n + 1)) n += 1;
    return n;
  }

  /** Next frame matching, or reject after `ms` (or at once when `signal` aborts). */
  next(test: (f: Frame) => boolean, ms = 10_000, signal?: AbortSignal): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const w = { test, resolve };
      const give = (err: Error) => {
        const i = this.#waiters.indexOf(w);
        if (i < 0) return;
        this.#waiters.splice(i, 1);
        clearTimeout(timer);
        reject(err);
      };
      this.#waiters.push(w);
      const timer = setTimeout(() => give(new Error(`${this.name}: no frame matching ${test.toString().slice(0, 160)} within ${ms} ms; last frames: ${this.frames.slice(-5).map((f) => f.type).join(", ")}`)), ms);
      signal?.addEventListener('abort', () => give(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason))), { once: true });
    });
  }

  readonly #taken = new WeakSet<Frame>();

  /** The first frame matching that no `take` returned yet, received already or arriving within `ms`. */
  async take(test: (f: Frame) => boolean, ms = 10_000, signal?: AbortSignal): Promise<Frame> {
    const ok = (f: Frame) => !this.#taken.has(f) && test(f);
    const had = this.frames.find(ok);
    const f = had ?? (await this.next(ok, ms, signal));
    this.#taken.add(f);
    return f;
  }

  /** Frames matching that arrived and were not taken. */
  untaken(test: (f: Frame) => boolean) {
    return this.frames.filter((f) => !this.#taken.has(f) && test(f));
  }

  async request(frame: Record<string, unknown>, replyType: string, ms = 10_000) {
    // A frame for a socket that is not open is never answered: fail now rather than after `ms`.
    const ws = this.#ws;
    if (ws?.readyState !== WebSocket.OPEN) throw new Error(`${this.name}: not connected (${this.state}) for ${String(frame.type)}`);
    const reqId = randomUUID().slice(0, 8);
    // The answer can only come on this socket: once it closes, fail now too (the next connection catches up on its
    // own, as the app does). Waiting on instead left a catch-up started before a cut hanging past the reconnect.
    const lost = new AbortController();
    const onClose = () => lost.abort(new Error(`${this.name}: connection lost before the answer to ${String(frame.type)}`));
    ws.once('close', onClose);
    try {
      const p = this.take((f) => f.type === replyType && f.req_id === reqId, ms, lost.signal);
      this.#raw({ ...frame, req_id: reqId });
      return await p;
    } finally {
      ws.off('close', onClose);
    }
  }

  async waitState(s: ChatClient['state'], ms = 60_000) {
    const deadline = Date.now() + ms;
    while (this.state !== s) {
      if (Date.now() > deadline) throw new Error(`${this.name}: still ${this.state} after ${ms} ms (wanted ${s}; gave up: ${this.gaveUp})`);
      await new Promise<void>((resolve) => {
        this.#stateWaiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Sends a text message (state `sending` until its ack). Not connected: failed at once, as the web client shows it. */
  send(conversationId: number, text: string): Outgoing {
    this.#tempSeq += 1;
    const tempId = `${this.name.replace(/[^A-Za-z0-9_.:-]/g, "_")}-${this.#tempSeq}-${randomUUID().slice(0, 6)}`;
    const o: Outgoing = { tempId, conversationId, text, state: 'sending', attempts: 0, everFailed: false, sentAt: Date.now() };
    this.outbox.set(tempId, o);
    this.#emit(o);
    return o;
  }

  #emit(o: Outgoing) {
    o.attempts += 1;
    o.sentAt = Date.now();
    if (this.state !== 'authenticated') {
      o.state = 'failed';
      o.everFailed = true;
      return;
    }
    o.state = 'sending';
    this.#raw({ type: 'send_message', data: { conversation_id: o.conversationId, type: 'text', content: { text: o.text }, temp_id: o.tempId } });
  }

  /** Sends every failed message again with its own temp_id (the retry button). */
  retryFailed() {
    const failed = [...this.outbox.values()].filter((o) => o.state === 'failed');
    for (const o of failed) this.#emit(o);
    return failed.length;
  }

  /** Waits until nothing is `sending` any more. */
  async settled(ms = 30_000) {
    const deadline = Date.now() + ms;
    while ([...this.outbox.values()].some((o) => o.state === 'sending')) {
      if (Date.now() > deadline) throw new Error(`${this.name}: messages still sending after ${ms} ms`);
      await sleep(20);
    }
  }

  /** Catch-up: the conversation list (HTTP), then socket `sync` after the last contiguous seq, while has_more. */
  /**
   * The catch-up a client runs on every (re)authentication. A request that fails in transit (the HTTP connection
   * dropped around a restart) is tried again, as an app does on its next trigger; one overtaken by a lost
   * connection is left to the next authentication's catch-up; only a catch-up that keeps failing on a live
   * connection, or that the server answers with an error, is a problem.
   */
  async #catchUpAfterAuth() {
    const auth = this.authCount;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.catchUp();
      } catch (err) {
        // The connection was lost meanwhile (the server died, the network cut): the next authentication runs its
        // own catch-up, as an app's reconnect does; this one failing is no problem of the server's.
        if (this.authCount !== auth || this.state !== 'authenticated') return;
        const inTransit = err instanceof TypeError && /fetch failed/.test(err.message);
        if (!inTransit || attempt === 3) {
          const cause = (err as { cause?: unknown }).cause;
          this.problems.push(`catch-up failed: ${String(err)}${cause ? ` (${String(cause)})` : ''}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Catches up every conversation; a call during a run of the same authentication shares it. */
  catchUp(): Promise<void> {
    if (this.#catchingUp?.auth === this.authCount) return this.#catchingUp.run;
    const run = (async () => {
      const list = await call<{ list: { id: number; last_seq: number }[] }>(this.#opts.base, 'chatConversationList', { token: this.#opts.user.token, query: { limit: 100 } });
      if (list.code !== 200) throw new Error(`conversation list ${list.status}: ${list.message}`);
      for (const c of list.data.list) {
        let after = this.contiguous(c.id);
        while (after < c.last_seq) {
          const r = await this.request({ type: 'sync', conversation_id: c.id, after_seq: after, limit: 100 }, 'sync_result');
          if (r.code !== 200) throw new Error(`sync ${r.code}: ${r.message}`);
          for (const m of r.data.messages as Msg[]) this.#hold(m);
          const next = this.contiguous(c.id);
          if (!r.data.has_more || next === after) break;
          after = next;
        }
      }
    })();
    const mine = { auth: this.authCount, run: run.finally(() => {
      if (this.#catchingUp === mine) this.#catchingUp = null;
    }) };
    this.#catchingUp = mine;
    return mine.run;
  }

  /** Messages held for a conversation, by seq. */
  held(conversationId: number): Msg[] {
    return [...(this.store.get(conversationId)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
  }
}

// ---------------------------------------------------------------------------------------------------
// A TCP proxy that can cut every connection (RST both ways) or black-hole them (silently stop forwarding)
// ---------------------------------------------------------------------------------------------------

export class CuttableProxy {
  readonly #server: net.Server;
  readonly #pairs = new Set<{ a: net.Socket; b: net.Socket; dead: boolean }>();
  /** While false, new connections are accepted and immediately destroyed (the client sees it fail). */
  accepting = true;
  port = 0;
  accepted = 0;
  refused = 0;
  /** When `cutOnNextDownstream` cut. */
  cutAt = 0;
  #cutOnDownstream: ((chunk: Buffer) => boolean) | null = null;

  constructor(private readonly targetPort: number) {
    this.#server = net.createServer((a) => {
      if (!this.accepting) {
        this.refused += 1;
        a.resetAndDestroy();
        return;
      }
      this.accepted += 1;
      const b = net.connect(this.targetPort, '127.0.0.1');
      const pair = { a, b, dead: false };
      this.#pairs.add(pair);
      a.on('data', (d) => {
        if (!pair.dead) b.write(d);
      });
      b.on('data', (d) => {
        if (pair.dead) return;
        if (this.#cutOnDownstream?.(d)) {
          this.#cutOnDownstream = null;
          this.accepting = false;
          this.cutAt = Date.now();
          this.cut();
          return;
        }
        a.write(d);
      });
      const end = () => {
        this.#pairs.delete(pair);
        a.destroy();
        b.destroy();
      };
      a.on('error', end).on('close', end);
      b.on('error', end).on('close', end);
    });
  }

  async listen() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
    return this;
  }

  get open() {
    return this.#pairs.size;
  }

  /** Cuts every connection: both sides get a reset, whatever was in flight is gone. */
  cut() {
    for (const p of [...this.#pairs]) {
      p.dead = true;
      p.a.resetAndDestroy();
      p.b.resetAndDestroy();
    }
  }

  /**
   * Cuts every connection, and refuses new ones until `accepting` is set again, the moment the server next
   * sends bytes that `match` (an ack or a push of a given message), instead of forwarding them: by then the
   * server has read and stored that message, whatever the test process's own timing.
   */
  cutOnNextDownstream(match: (chunk: Buffer) => boolean) {
    this.#cutOnDownstream = match;
  }

  /** Stops forwarding on every open connection without closing anything (a dead NAT, a pulled cable). */
  blackhole() {
    for (const p of this.#pairs) p.dead = true;
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
