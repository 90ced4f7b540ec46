import { randomUUID } from 'node:crypto';
import { CHAT, CODE, clientFrame, normalizeLang, type Lang } from '@haiwai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError, tooMany } from '../../core/errors.js';
import { t, type MessageKey, type MessageParams } from '../../core/messages.js';
import type { Deps } from '../../core/deps.js';
import { fieldMessages, ZodValidationError } from '../../core/validation.js';
import { parseWsToken } from '../auth/tokens.js';
import type { ChatHub, HubConnection } from './hub.js';
import type { ChatService } from './service.js';

const FRAME_TYPES = ['auth', 'ping', 'send_message', 'read', 'sync'];
const MAX_FAILED_AUTH = 5;
const AUTH_DEADLINE_MS = 20_000;

export interface SocketOptions {
  /** Sockets silent for this long are closed (the client pings every 30 s). */
  idleTimeoutMs?: number;
}

class Connection implements HubConnection {
  readonly id = randomUUID();
  userId = 0;
  lang: Lang;
  failedAuth = 0;
  lastSeen = Date.now();
  readonly openedAt = Date.now();
  /** Frames of one socket are handled one after another, so acks keep the order of sends. */
  queue: Promise<void> = Promise.resolve();
  /** Frames in `queue` not finished yet (at most CHAT.maxQueuedFrames). */
  waiting = 0;

  constructor(readonly socket: WebSocket, lang: Lang) {
    this.lang = lang;
  }
  get authed() {
    return this.userId > 0;
  }
  send(frame: object) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
  sendSerialized(data: Buffer) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(data, { binary: false });
  }
  error(code: number, key: MessageKey, params?: MessageParams, extra: { data?: unknown; req_id?: string } = {}) {
    this.send({ type: 'error', code, message: t(this.lang, key, params), ...extra });
  }
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * The chat socket at `/ws` (and `/api/ws`): JSON text frames, at most 64 KB. See docs/chat.md for the
 * protocol. A bad frame is answered with an error frame and never affects another socket.
 */
export function chatSocket(app: FastifyInstance, deps: Deps, hub: ChatHub, chat: ChatService, opts: SocketOptions = {}) {
  const { db } = deps.database;
  const idleMs = opts.idleTimeoutMs ?? CHAT.idleTimeoutSeconds * 1000;
  const open = new Set<Connection>();

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of open) {
      if (!c.authed && now - c.openedAt > AUTH_DEADLINE_MS) {
        c.error(CODE.UNAUTHORIZED, 'chat.ws_auth_timeout');
        c.socket.close(4401, 'auth timeout');
      } else if (now - c.lastSeen > idleMs) {
        c.error(408, 'chat.ws_idle');
        c.socket.close(4408, 'idle');
      }
    }
  }, Math.min(10_000, Math.max(1000, Math.floor(idleMs / 3))));
  sweep.unref();
  // Shutdown: stop taking frames, tell clients to come back (1001), and let frames already being handled
  // finish while the database is still open (they are acknowledged or, if cut off, resent by the client).
  let closing = false;
  let draining: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    closing = true;
    draining = Promise.allSettled([...open].map((c) => c.queue));
    for (const c of open) c.socket.close(1001, 'server shutting down');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.race([draining, new Promise((r) => setTimeout(r, 5000).unref())]);
  });

  async function authenticate(token: string): Promise<number | null> {
    const ws = parseWsToken(deps.config.TOKEN_SECRET, token);
    if (ws) {
      const row = await db.selectFrom('app_user').select('id').where('id', '=', ws.userId).where('ws_token_version', '=', ws.version).where('status', '=', 'active').executeTakeFirst();
      return row?.id ?? null;
    }
    // The session token works too (the spec's client sends whichever it has).
    const user = await app.resolveUser(token);
    return user?.id ?? null;
  }

  /** An AppError (or anything else) as `{code, message, data}` in the socket's language. */
  function failure(c: Connection, err: unknown, req: FastifyRequest) {
    if (err instanceof AppError) return { code: err.code, message: t(c.lang, err.key, err.params), data: err.data ?? null };
    const ref = randomUUID().slice(0, 8);
    req.log.error({ err, ref }, 'chat socket: unhandled error');
    return { code: CODE.INTERNAL, message: t(c.lang, 'error.internal', { id: ref }), data: null };
  }

  function pong(c: Connection, frame: { timestamp?: number; req_id?: string }) {
    c.send({ type: 'pong', ...(frame.timestamp !== undefined ? { timestamp: frame.timestamp } : {}), server_time: Math.floor(Date.now() / 1000), ...(frame.req_id !== undefined ? { req_id: frame.req_id } : {}) });
  }

  async function handle(c: Connection, frame: ReturnType<typeof clientFrame.parse>, req: FastifyRequest) {
    const reqId = frame.req_id !== undefined ? { req_id: frame.req_id } : {};
    switch (frame.type) {
      case 'ping':
        pong(c, frame);
        return;
      case 'auth': {
        if (frame.lang) c.lang = normalizeLang(frame.lang);
        const userId = await authenticate(frame.token);
        if (!userId) {
          c.failedAuth += 1;
          c.send({ type: 'auth_result', success: false, code: CODE.UNAUTHORIZED, message: t(c.lang, 'chat.ws_auth_failed'), data: null, ...reqId });
          if (c.failedAuth >= MAX_FAILED_AUTH) c.socket.close(4401, 'too many failed authentications');
          return;
        }
        if (c.authed) hub.remove(c);
        c.userId = userId;
        hub.add(c);
        const totalUnread = await chat.reader.totalUnread(userId);
        c.send({ type: 'auth_result', success: true, code: CODE.OK, message: t(c.lang, 'chat.ws_auth_ok'), data: { user_id: userId, server_time: Math.floor(Date.now() / 1000), heartbeat: CHAT.heartbeatSeconds, total_unread: totalUnread }, ...reqId });
        return;
      }
      default:
        break;
    }
    if (!c.authed) {
      c.error(CODE.UNAUTHORIZED, 'chat.ws_auth_required', undefined, reqId);
      return;
    }
    switch (frame.type) {
      case 'send_message': {
        const tempId = frame.data.temp_id ?? null;
        try {
          const message = await chat.sender.send(c.userId, frame.data, c.lang, c.id);
          c.send({ type: 'message_ack', temp_id: tempId, code: CODE.OK, message: t(c.lang, 'ok'), data: message, ...reqId });
        } catch (err) {
          c.send({ type: 'message_ack', temp_id: tempId, ...failure(c, err, req), ...reqId });
        }
        return;
      }
      case 'read':
        try {
          const mark = await chat.readRecall.read(c.userId, frame.conversation_id, { seq: frame.seq });
          c.send({ type: 'read_ack', code: CODE.OK, message: t(c.lang, 'ok'), data: mark, ...reqId });
        } catch (err) {
          c.send({ type: 'read_ack', ...failure(c, err, req), data: null, ...reqId });
        }
        return;
      case 'sync':
        try {
          const data = await chat.reader.sync(c.userId, frame.conversation_id, { seq: frame.after_seq }, frame.limit ?? 100, c.lang);
          c.send({ type: 'sync_result', code: CODE.OK, message: t(c.lang, 'ok'), data, ...reqId });
        } catch (err) {
          c.send({ type: 'sync_result', ...failure(c, err, req), data: null, ...reqId });
        }
        return;
    }
  }

  function onMessage(c: Connection, data: RawData, req: FastifyRequest) {
    if (closing) return;
    c.lastSeen = Date.now();
    if (byteLength(data) > CHAT.maxFrameBytes) {
      c.error(CODE.PAYLOAD_TOO_LARGE, 'chat.ws_too_large', { max: `${CHAT.maxFrameBytes / 1024} KB` });
      c.socket.close(1009, 'frame too large');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text(data));
    } catch {
      c.error(CODE.BAD_REQUEST, 'chat.ws_malformed');
      return;
    }
    const obj = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    const reqId = typeof obj?.req_id === 'string' && obj.req_id.length <= 64 ? { req_id: obj.req_id } : {};
    if (!obj || typeof obj.type !== 'string') {
      c.error(CODE.BAD_REQUEST, 'chat.ws_bad_frame', { detail: 'type' }, reqId);
      return;
    }
    if (!FRAME_TYPES.includes(obj.type)) {
      c.error(CODE.BAD_REQUEST, 'chat.ws_unknown_type', { type: obj.type.slice(0, 32) }, reqId);
      return;
    }
    const parsed = clientFrame.safeParse(obj, { reportInput: true });
    if (!parsed.success) {
      const named = fieldMessages(c.lang, new ZodValidationError(parsed.error.issues, 'frame'));
      const fields = Object.fromEntries(Object.entries(named).map(([f, m]) => [f.replace(/^frame\./, ''), m]));
      const detail = Object.entries(fields).map(([f, m]) => `${f} ${m}`).join('; ');
      if (obj.type === 'send_message') {
        const temp = (obj.data as { temp_id?: unknown } | undefined)?.temp_id;
        c.send({ type: 'message_ack', temp_id: typeof temp === 'string' ? temp.slice(0, 64) : null, code: CODE.BAD_REQUEST, message: t(c.lang, 'chat.ws_bad_frame', { detail }), data: { fields }, ...reqId });
      } else c.error(CODE.BAD_REQUEST, 'chat.ws_bad_frame', { detail }, { data: { fields }, ...reqId });
      return;
    }
    if (c.waiting >= CHAT.maxQueuedFrames) {
      busy(c, parsed.data, req);
      return;
    }
    c.waiting += 1;
    c.queue = c.queue
      .then(() => handle(c, parsed.data, req))
      .catch((err: unknown) => {
        const f = failure(c, err, req);
        c.send({ type: 'error', ...f });
      })
      .finally(() => {
        c.waiting -= 1;
      });
  }

  /**
   * A frame beyond the socket's queue bound: answered now, not queued. A send gets its `message_ack` (with
   * the temp id), anything else an `error`, both 429 with `retry_after`; a ping still gets its pong (it
   * costs nothing, and a client must not take an overloaded server for a dead connection).
   */
  function busy(c: Connection, frame: ReturnType<typeof clientFrame.parse>, req: FastifyRequest) {
    const reqId = frame.req_id !== undefined ? { req_id: frame.req_id } : {};
    if (frame.type === 'ping') {
      pong(c, frame);
      return;
    }
    const f = failure(c, tooMany('chat.ws_busy', CHAT.queueRetryAfterSeconds), req);
    if (frame.type === 'send_message') c.send({ type: 'message_ack', temp_id: frame.data.temp_id ?? null, ...f, ...reqId });
    else c.send({ type: 'error', ...f, ...reqId });
  }

  const handler = (socket: WebSocket, req: FastifyRequest) => {
    const c = new Connection(socket, req.ctx?.lang ?? 'zh');
    open.add(c);
    socket.on('message', (data: RawData) => onMessage(c, data, req));
    socket.on('error', (err) => req.log.info({ err }, 'chat socket error'));
    socket.on('close', () => {
      open.delete(c);
      if (c.authed) hub.remove(c);
    });
  };
  app.get('/ws', { websocket: true, schema: { hide: true } }, handler);
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, handler);
}
