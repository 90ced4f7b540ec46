import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { readContext } from './context.js';
import { installEnvelope } from './envelope.js';
import { conflict } from './errors.js';
import { InFlight } from './inflight.js';
import { MemoryRateLimiter } from './rate-limit.js';
import { route, type AuthUser, type RouteRateLimit } from './routes.js';
import { zodValidatorCompiler } from './validation.js';

const userOf = (token: string): AuthUser | null =>
  /^u\d+$/.test(token) ? { id: Number(token.slice(1)), role: 'member', adminSiteAreaIds: [], sessionId: 1 } : null;

let app: FastifyInstance;
afterEach(() => app?.close());

/** The kernel's pieces route() relies on, around one call of the table (jobSend: a user call that declares 429). */
async function appWith(rateLimit: RouteRateLimit<'jobSend'>) {
  app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installEnvelope(app, { maxBodyBytes: 1 << 20 });
  app.decorateRequest('ctx', null as never);
  app.decorateRequest('user', null);
  app.decorate('resolveUser', async (token: string) => userOf(token));
  app.decorate('inFlight', new InFlight());
  app.decorate('limiter', new MemoryRateLimiter());
  app.addHook('onRequest', async (req) => {
    req.ctx = readContext(req);
  });
  const calls: number[] = [];
  // The handler answers 409 so the test needs no application data; what matters is whether it ran.
  route(app, 'jobSend', async ({ body }) => {
    calls.push(body.job_id);
    throw conflict();
  }, { rateLimit });
  await app.ready();
  const send = (token: string | null, body: unknown) =>
    app.inject({ method: 'POST', url: '/api/job/send', headers: { lang: 'en', ...(token ? { token } : {}) }, payload: body as object });
  return { calls, send };
}

const perUser: RouteRateLimit<'jobSend'> = { key: ({ user }) => `test:send:${user.id}`, window: 60, max: 2, message: 'error.rate_limited' };

describe('route() rateLimit', () => {
  it('lets `max` calls through per key, then answers 429 with retry_after and Retry-After without running the handler', async () => {
    const { calls, send } = await appWith(perUser);
    expect((await send('u1', { job_id: 1 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 2 })).statusCode).toBe(409);
    const over = await send('u1', { job_id: 3 });
    expect(over.statusCode).toBe(429);
    const reply = over.json() as { code: number; message: string; data: { retry_after: number } };
    expect(reply.code).toBe(429);
    expect(reply.data.retry_after).toBeGreaterThan(0);
    expect(reply.data.retry_after).toBeLessThanOrEqual(60);
    expect(over.headers['retry-after']).toBe(String(reply.data.retry_after));
    expect(reply.message).toBe(`Too many attempts; please try again in ${reply.data.retry_after} s`);
    expect(calls).toEqual([1, 2]);
    // Another key has its own budget.
    expect((await send('u2', { job_id: 4 })).statusCode).toBe(409);
    expect(calls).toEqual([1, 2, 4]);
  });

  it('counts only calls that passed access and validation', async () => {
    const { calls, send } = await appWith(perUser);
    expect((await send(null, { job_id: 1 })).statusCode).toBe(401);
    expect((await send('u1', { job_id: 'x' })).statusCode).toBe(400);
    expect((await send('u1', {})).statusCode).toBe(400);
    expect((await send('u1', { job_id: 1 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 2 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 3 })).statusCode).toBe(429);
    expect(calls).toEqual([1, 2]);
  });

  it('spends nothing when the key is null', async () => {
    const { calls, send } = await appWith({ ...perUser, key: ({ body, user }) => (body.job_hunt_id ? null : `test:send:${user.id}`) });
    for (let i = 0; i < 4; i++) expect((await send('u1', { job_id: 1, job_hunt_id: 9 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 2 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 3 })).statusCode).toBe(409);
    expect((await send('u1', { job_id: 4 })).statusCode).toBe(429);
    expect(calls).toHaveLength(6);
  });

  it('refuses at registration a limit on a call whose table entry does not declare 429', () => {
    const bare = Fastify();
    expect(() => route(bare, 'logout', async () => ({ ok: true as const }), { rateLimit: { key: () => 'k', window: 60, max: 1, message: 'error.rate_limited' } })).toThrow(/errors: \[429\]/);
    return bare.close();
  });
});
