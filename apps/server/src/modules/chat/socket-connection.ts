import { randomUUID } from 'node:crypto';
import { CODE, type clientFrame, type Lang } from '@haiwai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../core/errors.js';
import { t, type MessageKey, type MessageParams } from '../../core/messages.js';
import type { HubConnection } from './hub.js';

/** A client frame once validated. */
export type Frame = ReturnType<typeof clientFrame.parse>;

/** One open socket: who it is (once authenticated), its language, and its queue of frames. */
export class Connection implements HubConnection {
  readonly id = randomUUID();
  userId = 0;
  /** The login session behind the token it authenticated with: when that session ends, so does the socket. */
  sessionId: number | null = null;
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
  /** Its login session ended (logout, password change, account closed): say so, forget the user, close with 4401. */
  end() {
    this.error(CODE.UNAUTHORIZED, 'chat.ws_session_ended');
    this.userId = 0;
    this.sessionId = null;
    this.socket.close(4401, 'session ended');
  }
}

export function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
export function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** The frame's `req_id`, echoed on its answer. */
export const reqIdOf = (frame: { req_id?: string }) => (frame.req_id !== undefined ? { req_id: frame.req_id } : {});

/** An AppError (or anything else) as `{code, message, data}` in the socket's language. */
export function failure(c: Connection, err: unknown, log: FastifyBaseLogger) {
  if (err instanceof AppError) return { code: err.code, message: t(c.lang, err.key, err.params), data: err.data ?? null };
  const ref = randomUUID().slice(0, 8);
  log.error({ err, ref }, 'chat socket: unhandled error');
  return { code: CODE.INTERNAL, message: t(c.lang, 'error.internal', { id: ref }), data: null };
}

export function pong(c: Connection, frame: { timestamp?: number; req_id?: string }) {
  c.send({ type: 'pong', ...(frame.timestamp !== undefined ? { timestamp: frame.timestamp } : {}), server_time: Math.floor(Date.now() / 1000), ...(frame.req_id !== undefined ? { req_id: frame.req_id } : {}) });
}
