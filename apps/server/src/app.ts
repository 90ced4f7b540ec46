import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { CODE, setMediaUrlAllowlist } from '@haiwai/contracts';
import type { Config } from './config.js';
import type { Deps } from './core/deps.js';
import { readContext } from './core/context.js';
import { installReadRouting } from './core/read-routing.js';
import { installEnvelope, sendFrameworkError, sendNotFound } from './core/envelope.js';
import { AppError } from './core/errors.js';
import { Health } from './core/health.js';
import { registerDatabaseMetrics, registerKernelChecks } from './core/kernel-checks.js';
import { Metrics } from './core/metrics.js';
import { registerOpsRoutes } from './core/ops-routes.js';
import { lazyChildLogger } from './core/request-logger.js';
import { verifySignature, withoutSignFields } from './core/signing.js';
import { zodValidatorCompiler } from './core/validation.js';
import { InFlight } from './core/inflight.js';
import { setCursorKey } from './core/paging/index.js';
import { ModuleRegistry } from './core/compose.js';
import type { ModuleOptions } from './core/module.js';
import { modules } from './modules/index.js';
import { allMigrations } from './modules/migrations.js';
import { Timers } from './core/timers/index.js';
import { RESTART_CLOSE_CODE } from './core/push/index.js';
import { finishDocument, openApiDocument } from './core/openapi.js';
import { resolveToken } from './modules/auth/index.js';
import { appShell } from './modules/web/index.js';
import { registerSecurity, withScriptNonce } from './http-security.js';

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
  };
}

/** Builds the whole server: kernel hooks, every module's routes, docs and the web app. No listening here. */
export async function buildApp(deps: Omit<Deps, 'log'>, opts: ModuleOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(config);
  const full: Deps = { ...deps, log: app.log };
  setCursorKey(config.TOKEN_SECRET); // page cursors are signed: a hand-made one is a 400
  setMediaUrlAllowlist(config.MEDIA_URL_ALLOWLIST); // stored image URLs: this store's media or these hosts
  installKernel(app, full);
  installReadRouting(app, full); // public reads on the replica, if there is one (docs/operations.md, "Read replicas")
  installRequestHooks(app, config);
  await registerPlugins(app, config);
  // Module routes, then health, readiness and metrics, then the web app: its static files and history fallback come last.
  registerKernelChecks(app.health, full, Object.keys(allMigrations()));
  registerDatabaseMetrics(app.metrics, full.database);
  const registry = new ModuleRegistry(modules, full, opts, app.timers, { metrics: app.metrics, health: app.health });
  await app.register(async (api) => registry.registerRoutes(api));
  registerOpsRoutes(app, { metrics: app.metrics, health: app.health, metricsToken: config.METRICS_TOKEN, logLevel: config.LOG_LEVEL });
  await registerWebApp(app, config, registry);
  return app;
}

function createFastify(config: Config): FastifyInstance {
  return Fastify({
    logger: loggerOptions(config),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.MAX_BODY_BYTES,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    // The kernel answers 503 itself while closing (installRequestHooks), so /healthz and /metrics still answer.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError, // a path that does not decode (%ED%A0%80): 400 in the envelope
  });
}

/** Validation, the reply envelope, and what every handler reaches through the app: user lookup, in-flight count, timers, limiter. */
function installKernel(app: FastifyInstance, full: Deps): void {
  const { config } = full;
  app.setValidatorCompiler(zodValidatorCompiler);
  // Development and tests check every reply against its schema, so contract drift fails a test; production
  // trusts the typed handlers and skips the per-reply parse (measured in bench/kernel-overhead.ts).
  const unchecked = config.NODE_ENV === 'production';
  app.setSerializerCompiler(unchecked ? () => (data) => JSON.stringify(data) : serializerCompiler);
  // Unchecked, a route's shared cached data (basis/config, the UI words) is serialized once, not on every call.
  app.decorate('sharedReplies', unchecked);
  installEnvelope(app, { maxBodyBytes: config.MAX_BODY_BYTES });
  app.decorateRequest('ctx', null as never);
  app.decorateRequest('user', null);
  app.decorate('resolveUser', (token: string) => resolveToken(full.database.db, token));
  app.decorate('inFlight', new InFlight());
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  app.decorate('health', new Health(app.log));
  // Durable timers: modules register kinds on it; main.ts starts polling; closing stops it before the database goes.
  app.decorate('timers', new Timers(full.database.db, { log: app.log, metrics }));
  installShutdownHooks(app, config.SHUTDOWN_GRACE_MS);
  app.decorate('limiter', full.limiter);
  // Whoever closes the database after app.close() (main.ts, the tests) must not pull it from under a handler
  // whose client already hung up: new requests get 503 by now, the running ones finish.
  app.addHook('onClose', async () => {
    if (!(await app.inFlight.drained(config.SHUTDOWN_GRACE_MS))) app.log.warn({ running: app.inFlight.size }, 'handlers still running at close');
  });
}

/**
 * Closing (docs/operations.md, "Graceful restart"): from the first moment `/readyz` says 503 and new requests get 503,
 * and the timers stop claiming; jobs still running after half the grace period are given back to other nodes
 * (`Timers.stop`). onClose hooks run last-registered first, after the HTTP server has closed: the timers are
 * awaited after the handlers (registered before them here) and the modules' own closing.
 */
function installShutdownHooks(app: FastifyInstance, graceMs: number): void {
  let timersStopped: Promise<void> = Promise.resolve();
  app.addHook('preClose', async () => {
    app.health.beginShutdown();
    timersStopped = app.timers.stop({ waitMs: Math.floor(graceMs / 2) });
  });
  app.addHook('onClose', () => timersStopped);
  app.addHook('onClose', async () => app.metrics.close());
}

/**
 * Every request: its context and id header, then the signature check and the sign fields stripped before
 * validation. Callback style, not async: every request passes here, and a promise per hook is a microtask hop.
 */
function installRequestHooks(app: FastifyInstance, config: Config): void {
  const { health, metrics } = app;
  app.addHook('onRequest', (req, reply, done) => {
    req.ctx = readContext(req);
    reply.header('x-request-id', req.id);
    // Shutting down: a request that came in on a kept-alive connection goes elsewhere (the health routes still answer).
    if (health.shuttingDown && !req.routeOptions.config?.duringShutdown) return done(new AppError(CODE.UNAVAILABLE, 'error.unavailable', undefined, null, { connection: 'close', 'retry-after': '1' }));
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      if (config.SIGN_REQUIRED && req.routeOptions.config?.signed && req.url.startsWith('/api/')) verifySignature(req, config.SIGN_KEY);
    } catch (err) {
      return done(err as Error);
    }
    req.query = withoutSignFields(req.query);
    req.body = withoutSignFields(req.body);
    done();
  });
}

/** Security headers and CORS, API docs, uploads and sockets: registered before the modules, whose routes use them. */
async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
  await registerSecurity(app, config);
  await app.register(fastifySwagger, {
    openapi: openApiDocument(config),
    // Uploads have no JSON body schema to derive from; describe their file field for the docs here.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const field = (input.route.config as { upload?: string } | undefined)?.upload;
      if (!field) return out;
      const body = { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } };
      return { ...out, schema: { ...out.schema, consumes: ['multipart/form-data'], body } };
    },
    transformObject: (documentObject) => finishDocument((documentObject as { openapiObject: Record<string, unknown> }).openapiObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Chat frames are at most 64 KB (checked by the chat module); the socket library refuses anything past 1 MB outright.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 1 << 20 },
    // The plugin's default closes sockets without a code before the chat module says why; close them with
    // 1012 ("service restart") so clients reconnect at once, to another node, and stop accepting upgrades.
    preClose(done) {
      for (const c of this.websocketServer.clients) c.close(RESTART_CLOSE_CODE, 'server restarting');
      this.server.removeAllListeners('upgrade');
      this.websocketServer.close();
      done();
    },
  });
}

/** The built web app (when there is one): its files, the app shell at `/` and for page paths, and the 404s. */
async function registerWebApp(app: FastifyInstance, config: Config, registry: ModuleRegistry): Promise<void> {
  const webRoot = config.webDist;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Files are looked up per request (not listed once at start), so a rebuild is served without a restart.
      wildcard: true,
      // Page paths get the app shell below, with boot data; the raw file stays reachable as /index.html.
      index: false,
      cacheControl: false,
      // The web build writes .br/.gz beside each asset; serve those to clients that accept them.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed build assets never change; the shell and service worker must always be revalidated.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  const shell = hasWeb ? withScriptNonce(config, appShell(webRoot, { areas: registry.get('siteAreas'), carousels: registry.get('carousels'), geo: registry.get('ipGeo'), pagePhoto: registry.get('listingFirstPhoto'), pageCards: registry.get('listingFirstCards'), heads: registry.get('pageHeads'), origin: config.publicUrl.replace(/\/+$/, ''), cacheMs: config.PAGE_HEAD_CACHE_MS }), () => registry.get('webViewFrames').origins()) : null;
  if (shell) app.get('/', { schema: { hide: true } }, shell);
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    // A missing asset (a name with an extension) is a 404, never the app shell served as JavaScript.
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname.startsWith('/api') || isFile || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) return sendNotFound(req, reply);
    // History-mode routing: any other page path gets the app shell, which routes on the client.
    return shell!(req, reply);
  });
}
