import type { ApiName, ApiRoute, Api, Lang } from '@haiwai/contracts';
import { api, envelope } from '@haiwai/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.js';
import { forbidden, unauthorized } from './errors.js';
import type { RequestContext } from './context.js';
import type { InFlight } from './inflight.js';
import { requirePermission } from './staff-access.js';
import type { AuthUser } from './auth-user.js';
import { spend, type RateLimiter, type RateRule } from './rate-limit.js';

export type { AuthUser } from './auth-user.js';

type Part<R, K extends string> = R extends Record<K, z.ZodTypeAny> ? z.output<R[K]> : undefined;
type UserOf<R extends ApiRoute> = R['access'] extends 'user' | 'admin' ? AuthUser : AuthUser | null;

export interface Call<N extends ApiName> {
  body: Part<Api[N], 'body'>;
  query: Part<Api[N], 'query'>;
  params: Part<Api[N], 'params'>;
  ctx: RequestContext;
  user: UserOf<Api[N]>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends ApiName> = (call: Call<N>) => Promise<z.input<Api[N]['data']>>;

/**
 * A call's rate limit, declared beside it: counted after access and validation, before the handler. `key`
 * names whose budget a call spends (`job:send:${user.id}`); null spends none (a save that limits only creation).
 */
export interface RouteRateLimit<N extends ApiName> extends RateRule {
  key: (call: Call<N>) => string | null;
}

export interface RouteOptions<N extends ApiName> {
  /** Old spellings of the path (spec aliases): same handler, undocumented. */
  aliases?: string[];
  rateLimit?: RouteRateLimit<N>;
  /**
   * The handler answers with objects shared between calls (a node cache's entries) that nobody changes: where
   * the app serializes without checking (production), each object's reply is serialized once per language.
   */
  sharedData?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
    user: AuthUser | null;
  }
  interface FastifyInstance {
    resolveUser(token: string): Promise<AuthUser | null>;
    /** Handlers still running (the app's close waits for them before the database goes). */
    inFlight: InFlight;
    /** The node's rate limiter (Deps.limiter), for routes that declare a `rateLimit`. */
    limiter: RateLimiter;
    /** True where replies are serialized without a schema check (production): `sharedData` replies are then kept as bytes. */
    sharedReplies?: boolean;
  }
  interface FastifyContextConfig {
    signed?: boolean;
    upload?: string;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** The envelope's bytes per shared data object and language: exactly what serializing `ok(lang, data)` gives. */
const replyBytes = new WeakMap<object, Partial<Record<Lang, Buffer>>>();

function sharedReply(lang: Lang, data: object): Buffer {
  let byLang = replyBytes.get(data);
  if (!byLang) replyBytes.set(data, (byLang = {}));
  return (byLang[lang] ??= Buffer.from(JSON.stringify(ok(lang, data))));
}

/**
 * The access check of a call that is not public: the token's user, then the role the call needs; an admin call's
 * permission (its table entry's `permission`, default 'manage') must be held in at least one area, and the handler
 * sees the user scoped to those areas (core/staff-access.ts, docs/roles.md).
 */
function accessCheck(def: ApiRoute) {
  const { access } = def;
  return async (req: FastifyRequest) => {
    if (req.ctx.token) {
      req.user = await req.server.resolveUser(req.ctx.token);
      if (!req.user && access !== 'optional') throw unauthorized('error.token_expired');
    }
    if ((access === 'user' || access === 'admin') && !req.user) throw unauthorized();
    if (access === 'admin' && req.user) {
      if (req.user.role !== 'admin' && req.user.role !== 'super_admin') throw forbidden();
      req.user = requirePermission(req.user, def.permission);
    }
  };
}

/**
 * Registers one call of the shared API table: schemas (for validation and OpenAPI) come from the table,
 * the access level is enforced before the handler, then a declared rate limit, and the handler's result is
 * wrapped in the envelope.
 */
export function route<N extends ApiName>(app: FastifyInstance, name: N, handler: Handler<N>, opts: RouteOptions<N> = {}) {
  const def = api[name] as ApiRoute;
  const limit = opts.rateLimit;
  // The API document lists a call's statuses from its table entry: a limit it does not declare would be undocumented.
  if (limit && !def.errors?.includes(429)) throw new Error(`route ${name}: a rate limit needs errors: [429] in its API table entry`);
  const schema: Record<string, unknown> = {
    summary: def.summary,
    tags: [def.tag],
    operationId: name,
    response: { 200: envelope(def.data) },
  };
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  // Old spellings of a path (spec aliases) run the same handler; only the main path is documented.
  for (const url of [`/api${def.path}`, ...(opts.aliases ?? []).map((a) => `/api${a}`)]) app.route({
    method: def.method,
    url,
    schema: url === `/api${def.path}` ? schema : { ...schema, hide: true },
    config: { signed: def.signed !== false, upload: def.upload },
    // preValidation, so a caller without a token hears 401 before any complaint about the body. A public
    // call has nothing to check: no hook at all (every hook is a step of every request).
    preValidation: def.access === 'public' ? undefined : accessCheck(def),
    handler: async (req, reply) => {
      const call = { body: req.body, query: req.query, params: req.params, ctx: req.ctx, user: req.user, req, reply } as Call<N>;
      const key = limit?.key(call);
      if (limit && key) await spend(req.server.limiter, key, limit);
      const data = await req.server.inFlight.track(handler(call));
      // A call whose answer is a file (a CSV export) sends it itself.
      if (reply.sent) return reply;
      if (opts.sharedData && req.server.sharedReplies && data && typeof data === 'object') {
        return reply.type(JSON_TYPE).send(sharedReply(req.ctx.lang, data));
      }
      return ok(req.ctx.lang, data);
    },
  });
}
