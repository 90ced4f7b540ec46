import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { setMediaUrlAllowlist } from '@haiwai/contracts';
import type { Config } from './config.js';
import type { Deps } from './core/deps.js';
import { readContext } from './core/context.js';
import { installEnvelope, sendFrameworkError, sendNotFound } from './core/envelope.js';
import { lazyChildLogger } from './core/request-logger.js';
import { verifySignature, withoutSignFields } from './core/signing.js';
import { zodValidatorCompiler } from './core/validation.js';
import { InFlight } from './core/inflight.js';
import { setCursorKey } from './core/paging/index.js';
import { ModuleRegistry } from './core/compose.js';
import type { ModuleOptions } from './core/module.js';
import { modules } from './modules/index.js';
import { Timers } from './core/timers/index.js';
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
  installRequestHooks(app, config);
  await registerPlugins(app, config);
  // Module routes, then the health check, then the web app: its static files and history fallback come last.
  const registry = new ModuleRegistry(modules, full, opts, app.timers);
  await app.register(async (api) => registry.registerRoutes(api));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, message: 'ok', data: { status: 'ok' } }));
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
    return503OnClosing: true,
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
  // Durable timers: modules register kinds on it; main.ts starts polling; closing stops it before the database goes.
  app.decorate('timers', new Timers(full.database.db, { log: app.log }));
  app.addHook('onClose', () => app.timers.stop());
  app.decorate('limiter', full.limiter);
  // Whoever closes the database after app.close() (main.ts, the tests) must not pull it from under a handler
  // whose client already hung up: new requests get 503 by now, the running ones finish.
  app.addHook('onClose', async () => {
    if (!(await app.inFlight.drained(config.SHUTDOWN_GRACE_MS))) app.log.warn({ running: app.inFlight.size }, 'handlers still running at close');
  });
}

/**
 * Every request: its context and id header, then the signature check and the sign fields stripped before
 * validation. Callback style, not async: every request passes here, and a promise per hook is a microtask hop.
 */
function installRequestHooks(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (req, reply, done) => {
    req.ctx = readContext(req);
    reply.header('x-request-id', req.id);
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
    // 1001 ("going away") so clients reconnect to another node, and stop accepting upgrades.
    preClose(done) {
      for (const c of this.websocketServer.clients) c.close(1001, 'server shutting down');
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
  const shell = hasWeb ? withScriptNonce(config, appShell(webRoot, { areas: registry.get('siteAreas'), carousels: registry.get('carousels'), geo: registry.get('ipGeo'), pagePhoto: registry.get('listingFirstPhoto'), pageCards: registry.get('listingFirstCards') })) : null;
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
