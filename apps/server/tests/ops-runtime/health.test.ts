import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Health } from '../../src/core/health.js';
import { registerKernelChecks } from '../../src/core/kernel-checks.js';
import type { MediaStorage } from '../../src/modules/media/storage.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * /healthz and /readyz (docs/operations.md, "Health and readiness"): ready when the database answers, every
 * migration is applied, Redis answers (with REDIS_URL) and the media storage takes a probe object; 503 naming the
 * failed check otherwise, the failure's text only for callers who may read the metrics; 503 at once when shutting
 * down while /healthz stays 200.
 */
let t: TestApp;
const outside = { remoteAddress: '203.0.113.9' };

type Ready = { status: string; checks: { name: string; ok: boolean; ms: number; error?: string }[] };
async function readyz(extra: { remoteAddress?: string } = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/readyz', ...extra });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: Ready } };
}

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => t?.close());

describe('/healthz and /readyz', () => {
  // First: the migrations check keeps a pass for good, so the missing one must be seen before any pass.
  it('a migration of this build missing from the database: 503 naming it (the text for loopback callers only)', async () => {
    const last = await t.db.selectFrom('kysely_migration' as never).selectAll().orderBy('name' as never, 'desc').limit(1).executeTakeFirstOrThrow() as { name: string; timestamp: string };
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.db);
    try {
      const local = await readyz();
      expect(local.status).toBe(503);
      expect(local.body).toMatchObject({ code: 503, data: { status: 'not_ready' } });
      const failed = local.body.data.checks.filter((c) => !c.ok);
      expect(failed).toEqual([{ name: 'migrations', ok: false, ms: expect.any(Number), error: `1 migration(s) not applied, first ${last.name}` }]);
      const far = await readyz(outside);
      expect(far.status).toBe(503);
      expect(far.body.data.checks.find((c) => c.name === 'migrations')).toEqual({ name: 'migrations', ok: false, ms: expect.any(Number) });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(t.db);
    }
  });

  it('ready: database, migrations, media storage (and Redis when configured) all pass', async () => {
    const r = await readyz(outside);
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('ready');
    const names = r.body.data.checks.map((c) => c.name).sort();
    expect(names).toEqual(['database', 'media-storage', 'migrations', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])].sort());
    expect(r.body.data.checks.every((c) => c.ok)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/healthz', ...outside });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok', shutting_down: false } });
  });

  it('Redis configured but down: the redis check fails within its timeout instead of hanging', async () => {
    const redis = new Redis('redis://127.0.0.1:9', { lazyConnect: false, maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    try {
      const health = new Health();
      registerKernelChecks(health, { database: t.database, redis }, []);
      const started = Date.now();
      const r = await health.readiness(500);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(r.ready).toBe(false);
      expect(r.checks.find((c) => c.name === 'redis')).toMatchObject({ ok: false });
      expect(r.checks.filter((c) => c.name !== 'redis').every((c) => c.ok)).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('shutting down: /readyz 503 at once (no check run), /healthz still 200, other requests 503 with Connection: close', async () => {
    const other = await startTestApp({ SEED_DEMO: 'false' });
    try {
      other.app.health.beginShutdown();
      const r = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ code: 503, data: { status: 'shutting_down', checks: [] } });
      const h = await other.app.inject({ method: 'GET', url: '/healthz' });
      expect(h.statusCode).toBe(200);
      expect(h.json()).toMatchObject({ data: { status: 'ok', shutting_down: true } });
      const api = await other.call('basisConfig', { lang: 'en' });
      expect(api.status).toBe(503);
      expect(api.message).toBe('The service is temporarily unavailable; please try again later');
      expect(api.headers.connection).toBe('close');
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('a module dependency that fails', () => {
  it('media storage that refuses writes: /readyz 503 naming media-storage, the other checks still pass', async () => {
    const broken: MediaStorage = {
      put: async () => {
        throw new Error('EROFS: read-only file system');
      },
      get: async () => null,
      exists: async () => false,
      delete: async () => undefined,
      list: async () => [],
    };
    const other = await startTestApp({ SEED_DEMO: 'false' }, { media: { storage: broken } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const checks = (res.json() as { data: Ready }).data.checks;
      expect(checks.filter((c) => !c.ok)).toEqual([{ name: 'media-storage', ok: false, ms: expect.any(Number), error: 'EROFS: read-only file system' }]);
    } finally {
      await other.close();
    }
  });
});

describe('with the web app built (its history fallback answers every other page path)', () => {
  it('/healthz, /readyz and /metrics answer themselves, never the app shell; a refused /metrics is the JSON 404', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-ops-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const other = await startTestApp({ SEED_DEMO: 'false', WEB_DIST: dist });
    try {
      const page = await other.app.inject({ method: 'GET', url: '/pages/index/my' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      for (const url of ['/healthz', '/readyz']) {
        const res = await other.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/application\/json/);
      }
      const metrics = await other.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
      const refused = await other.app.inject({ method: 'GET', url: '/metrics', ...outside });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      expect(refused.body).not.toContain('<div id="root">');
    } finally {
      await other.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
