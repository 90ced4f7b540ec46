import { CHAT, CODE } from '@haiwai/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Deps } from '../../core/deps.js';
import type { Metrics } from '../../core/metrics.js';
import { RESTART_CLOSE_CODE } from '../../core/push/index.js';
import type { ChatHub } from './hub.js';
import type { ChatService } from './service.js';
import { Connection, failure } from './socket-connection.js';
import { busy, frameHandlers, readFrame } from './socket-frames.js';

const AUTH_DEADLINE_MS = 20_000;

export interface SocketOptions {
  /** Sockets silent for this long are closed (the client pings every 30 s). */
  idleTimeoutMs?: number;
}

/** Closes sockets that never authenticated in time or went silent; stopped by the returned timer. */
function startSweep(open: Set<Connection>, idleMs: number) {
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
  return sweep;
}

/**
 * The chat socket at `/ws` (and `/api/ws`): JSON text frames, at most 64 KB. See docs/chat.md for the
 * protocol. A bad frame is answered with an error frame and never affects another socket.
 */
export function chatSocket(app: FastifyInstance, deps: Deps & { metrics?: Metrics }, hub: ChatHub, chat: ChatService, opts: SocketOptions = {}) {
  const idleMs = opts.idleTimeoutMs ?? CHAT.idleTimeoutSeconds * 1000;
  const open = new Set<Connection>();
  deps.metrics?.gauge({ name: 'haiwai_ws_open_sockets', help: 'Chat sockets open on this node (authenticated or not yet)', collect() { this.set(open.size); } });

  const sweep = startSweep(open, idleMs);
  // Shutdown: stop taking frames, tell clients to come back (1012, service restart: docs/chat.md), and let frames
  // already being handled finish while the database is still open (they are acknowledged or, if cut off, resent by
  // the client with the same temp id); then wait for the group commit's batch at the database.
  let closing = false;
  let draining: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    closing = true;
    draining = Promise.allSettled([...open].map((c) => c.queue));
    for (const c of open) c.socket.close(RESTART_CLOSE_CODE, 'server restarting');
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.race([draining.then(() => chat.idle()), new Promise((r) => setTimeout(r, 5000).unref())]);
  });

  const handle = frameHandlers(app, deps, hub, chat);

  function onMessage(c: Connection, data: RawData, req: FastifyRequest) {
    if (closing) return;
    c.lastSeen = Date.now();
    const frame = readFrame(c, data);
    if (!frame) return;
    if (c.waiting >= CHAT.maxQueuedFrames) {
      busy(c, frame, req);
      return;
    }
    c.waiting += 1;
    c.queue = c.queue
      .then(() => handle(c, frame, req))
      .catch((err: unknown) => {
        const f = failure(c, err, req.log);
        c.send({ type: 'error', ...f });
      })
      .finally(() => {
        c.waiting -= 1;
      });
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
