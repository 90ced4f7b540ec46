import { createHash, timingSafeEqual } from 'node:crypto';
import { CODE } from '@haiwai/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './envelope.js';
import { AppError } from './errors.js';
import type { Health, Readiness } from './health.js';
import { fromThisMachine } from './loopback.js';
import { t } from './messages.js';
import type { Metrics } from './metrics.js';

/**
 * The load balancer's and Prometheus's routes, at the root beside the API (docs/operations.md): not in the API
 * table, not signed, registered before the web app so its history fallback never answers them. Their requests are
 * logged at warn level only: a probe every few seconds would bury the request log.
 *
 * - `GET /healthz`: 200 while the process runs, shutting down included (liveness).
 * - `GET /readyz`: 200 when every readiness check passes, else 503; 503 at once from SIGTERM on (readiness).
 * - `GET /metrics`: Prometheus text, for a caller on this machine (loopback, not through a proxy) or one sending
 *   `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerOpsRoutes(app: FastifyInstance, opts: { metrics: Metrics; health: Health; metricsToken: string | undefined; logLevel: LogLevel }): void {
  const { metrics, health } = opts;
  const quiet = { schema: { hide: true }, logLevel: quieter(opts.logLevel, 'warn'), config: { duringShutdown: true } };
  const mayRead = tokenCheck(opts.metricsToken);

  app.get('/healthz', quiet, async (req) => ({ code: CODE.OK, message: t(req.ctx?.lang ?? 'en', 'ok'), data: { status: 'ok', shutting_down: health.shuttingDown } }));

  app.get('/readyz', quiet, async (req, reply) => {
    const r = await health.readiness();
    const status = r.ready ? 'ready' : r.shuttingDown ? 'shutting_down' : 'not_ready';
    const code = r.ready ? CODE.OK : CODE.UNAVAILABLE;
    // Failures may name hosts and ports: their text only for those who may read the metrics.
    const detailed = mayRead(req) === 'yes';
    const checks = r.checks.map((c) => ({ name: c.name, ok: c.ok, ms: c.ms, ...(detailed && c.error ? { error: c.error } : {}) }));
    const message = t(req.ctx?.lang ?? 'en', r.ready ? 'ok' : 'error.unavailable');
    return reply.code(code).header('cache-control', 'no-store').send({ code, message, data: { status, checks } satisfies { status: string; checks: Readiness['checks'] } });
  });

  app.get('/metrics', quiet, async (req, reply) => {
    const allowed = mayRead(req);
    if (allowed !== 'yes') return refuse(req, reply, allowed);
    const { body, contentType } = await metrics.text();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}

type Verdict = 'yes' | 'no_token' | 'bad_token';

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
const LEVELS: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];
/** The less verbose of two pino levels: a route's own level must never log more than the app's. */
const quieter = (a: LogLevel, b: LogLevel) => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/** Loopback callers always; others with the right bearer token when METRICS_TOKEN is set. Compared in constant time. */
function tokenCheck(token: string | undefined): (req: FastifyRequest) => Verdict {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = token ? digest(token) : null;
  return (req) => {
    const header = req.headers.authorization;
    if (expected && typeof header === 'string' && header.startsWith('Bearer ')) {
      return timingSafeEqual(digest(header.slice(7).trim()), expected) ? 'yes' : 'bad_token';
    }
    if (fromThisMachine(req)) return 'yes';
    return expected ? 'bad_token' : 'no_token';
  };
}

/** Without METRICS_TOKEN the route does not exist for other machines (404, as the dev routes); with it, a wrong or missing token is 403. */
function refuse(req: FastifyRequest, reply: FastifyReply, why: Exclude<Verdict, 'yes'>) {
  req.log.warn({ remote: req.socket.remoteAddress, why }, 'metrics refused');
  if (why === 'no_token') return sendNotFound(req, reply);
  throw new AppError(CODE.FORBIDDEN, 'error.forbidden', undefined, null, { 'www-authenticate': 'Bearer' });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still answered while the app closes (the kernel's 503 lets it through): the health routes and /metrics. */
    duringShutdown?: boolean;
  }
  interface FastifyInstance {
    /** The app's Prometheus registry (core/metrics.ts); modules get it as `ctx.metrics`. */
    metrics: Metrics;
    /** Readiness checks and the shutdown flag (core/health.ts); modules get it as `ctx.health`. */
    health: Health;
  }
}
