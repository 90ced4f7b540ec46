import { CHAT, CODE, clientFrame, normalizeLang, type ChatMessage } from '@haiwai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { tooMany } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { Deps } from '../../core/deps.js';
import { checkInput, fieldMessages, ZodValidationError } from '../../core/validation.js';
import { resolveWsToken, sessionIsLive } from '../auth/index.js';
import type { ChatHub } from './hub.js';
import type { ChatService } from './service.js';
import { byteLength, failure, pong, reqIdOf, text, type Connection, type Frame } from './socket-connection.js';

const FRAME_TYPES = ['auth', 'ping', 'send_message', 'read', 'sync'];
const MAX_FAILED_AUTH = 5;

/**
 * A raw frame checked and parsed: too large (the socket is closed), not JSON, no or unknown type, or invalid
 * fields are answered here and give null.
 */
export function readFrame(c: Connection, data: RawData): Frame | null {
  if (byteLength(data) > CHAT.maxFrameBytes) {
    c.error(CODE.PAYLOAD_TOO_LARGE, 'chat.ws_too_large', { max: `${CHAT.maxFrameBytes / 1024} KB` });
    c.socket.close(1009, 'frame too large');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(text(data));
  } catch {
    c.error(CODE.BAD_REQUEST, 'chat.ws_malformed');
    return null;
  }
  const obj = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const reqId = typeof obj?.req_id === 'string' && obj.req_id.length <= 64 ? { req_id: obj.req_id } : {};
  if (!obj || typeof obj.type !== 'string') {
    c.error(CODE.BAD_REQUEST, 'chat.ws_bad_frame', { detail: 'type' }, reqId);
    return null;
  }
  if (!FRAME_TYPES.includes(obj.type)) {
    c.error(CODE.BAD_REQUEST, 'chat.ws_unknown_type', { type: obj.type.slice(0, 32) }, reqId);
    return null;
  }
  // The same check as every HTTP input (core/validation.ts): the schema, then lone surrogates, control characters and depth.
  const parsed = checkInput(clientFrame, obj);
  if (parsed.success) return parsed.data;
  const named = fieldMessages(c.lang, new ZodValidationError(parsed.issues, 'frame'));
  const fields = Object.fromEntries(Object.entries(named).map(([f, m]) => [f.replace(/^frame\./, ''), m]));
  const detail = Object.entries(fields).map(([f, m]) => `${f} ${m}`).join('; ');
  if (obj.type === 'send_message') {
    const temp = (obj.data as { temp_id?: unknown } | undefined)?.temp_id;
    c.send({ type: 'message_ack', temp_id: typeof temp === 'string' ? temp.slice(0, 64) : null, code: CODE.BAD_REQUEST, message: t(c.lang, 'chat.ws_bad_frame', { detail }), data: { fields }, ...reqId });
  } else c.error(CODE.BAD_REQUEST, 'chat.ws_bad_frame', { detail }, { data: { fields }, ...reqId });
  return null;
}

/** What each valid frame does, run in the socket's queue. */
export function frameHandlers(app: FastifyInstance, deps: Deps, hub: ChatHub, chat: ChatService) {
  const { db } = deps.database;

  /** The user and login session behind a chat token (`wst_…`) or a session token, while that session lives. */
  async function authenticate(token: string): Promise<{ userId: number; sessionId: number } | null> {
    if (token.startsWith('wst_')) return resolveWsToken(db, deps.config.TOKEN_SECRET, token);
    // The session token works too (the spec's client sends whichever it has).
    const user = await app.resolveUser(token);
    return user ? { userId: user.id, sessionId: user.sessionId } : null;
  }

  function refuse(c: Connection, reqId: { req_id?: string }) {
    c.failedAuth += 1;
    c.send({ type: 'auth_result', success: false, code: CODE.UNAUTHORIZED, message: t(c.lang, 'chat.ws_auth_failed'), data: null, ...reqId });
    if (c.failedAuth >= MAX_FAILED_AUTH) c.socket.close(4401, 'too many failed authentications');
  }

  async function auth(c: Connection, frame: Extract<Frame, { type: 'auth' }>) {
    const reqId = reqIdOf(frame);
    if (frame.lang) c.lang = normalizeLang(frame.lang);
    const who = await authenticate(frame.token);
    if (!who) return refuse(c, reqId);
    if (c.authed) hub.remove(c);
    c.userId = who.userId;
    c.sessionId = who.sessionId;
    hub.add(c);
    // The session may have ended between the check above and the registration, its end published before this
    // socket was there to be closed: checked once more now that it is registered, nothing slips through.
    if (!(await sessionIsLive(db, who.sessionId))) {
      hub.remove(c);
      c.userId = 0;
      c.sessionId = null;
      return refuse(c, reqId);
    }
    const totalUnread = await chat.reader.totalUnread(who.userId);
    c.send({ type: 'auth_result', success: true, code: CODE.OK, message: t(c.lang, 'chat.ws_auth_ok'), data: { user_id: who.userId, server_time: Math.floor(Date.now() / 1000), heartbeat: CHAT.heartbeatSeconds, total_unread: totalUnread }, ...reqId });
  }

  /** The calls of an authenticated socket; each answers with its own ack type (a send's when its push goes out). */
  async function call(c: Connection, frame: Exclude<Frame, { type: 'auth' | 'ping' }>, req: FastifyRequest) {
    const reqId = reqIdOf(frame);
    switch (frame.type) {
      case 'send_message': {
        const tempId = frame.data.temp_id ?? null;
        const ack = (message: ChatMessage) => c.send({ type: 'message_ack', temp_id: tempId, code: CODE.OK, message: t(c.lang, 'ok'), data: message, ...reqId });
        try {
          await chat.sender.send(c.userId, frame.data, c.lang, { id: c.id, ack });
        } catch (err) {
          c.send({ type: 'message_ack', temp_id: tempId, ...failure(c, err, req.log), ...reqId });
        }
        return;
      }
      case 'read':
        try {
          const mark = await chat.readRecall.read(c.userId, frame.conversation_id, { seq: frame.seq });
          c.send({ type: 'read_ack', code: CODE.OK, message: t(c.lang, 'ok'), data: mark, ...reqId });
        } catch (err) {
          c.send({ type: 'read_ack', ...failure(c, err, req.log), data: null, ...reqId });
        }
        return;
      case 'sync':
        try {
          const data = await chat.reader.sync(c.userId, frame.conversation_id, { seq: frame.after_seq }, frame.limit ?? 100, c.lang);
          c.send({ type: 'sync_result', code: CODE.OK, message: t(c.lang, 'ok'), data, ...reqId });
        } catch (err) {
          c.send({ type: 'sync_result', ...failure(c, err, req.log), data: null, ...reqId });
        }
        return;
    }
  }

  async function handle(c: Connection, frame: Frame, req: FastifyRequest) {
    if (frame.type === 'ping') return pong(c, frame);
    if (frame.type === 'auth') return auth(c, frame);
    if (!c.authed) return c.error(CODE.UNAUTHORIZED, 'chat.ws_auth_required', undefined, reqIdOf(frame));
    return call(c, frame, req);
  }

  return handle;
}

/**
 * A frame beyond the socket's queue bound: answered now, not queued. A send gets its `message_ack` (with
 * the temp id), anything else an `error`, both 429 with `retry_after`; a ping still gets its pong (it
 * costs nothing, and a client must not take an overloaded server for a dead connection).
 */
export function busy(c: Connection, frame: Frame, req: FastifyRequest) {
  const reqId = reqIdOf(frame);
  if (frame.type === 'ping') {
    pong(c, frame);
    return;
  }
  const f = failure(c, tooMany('chat.ws_busy', CHAT.queueRetryAfterSeconds), req.log);
  if (frame.type === 'send_message') c.send({ type: 'message_ack', temp_id: frame.data.temp_id ?? null, ...f, ...reqId });
  else c.send({ type: 'error', ...f, ...reqId });
}
