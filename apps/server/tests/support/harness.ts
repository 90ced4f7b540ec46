import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiName } from '@haiwai/contracts';
import { api } from '@haiwai/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { Redis } from 'ioredis';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../../src/core/rate-limit.js';
import { computeSign } from '../../src/core/signing.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { inject } from 'vitest';
import { allMigrations } from '../../src/modules/migrations.js';
import { runSeeds } from '../../src/core/seed-runner.js';
import { copyDataDir, databaseOfOwn, dumpOf } from './seeded-databases.js';
import { DEMO_PASSWORD } from '../../src/modules/auth/seed/demo-users.js';
import { modules } from '../../src/modules/index.js';
import type { ModuleOptions } from '../../src/core/module.js';
import { imageStoreFor } from '../../src/seed/store-image.js';

export { DEMO_PASSWORD };

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string | number>;
  token?: string | null;
  lang?: string;
  siteAreaId?: number;
  headers?: Record<string, string>;
  /** 'none' sends no signature; 'stale' signs a timestamp 10 minutes old; 'bad' sends a wrong one. */
  sign?: 'ok' | 'none' | 'stale' | 'bad';
  ip?: string;
}

export interface Reply<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
  headers: LightMyRequestResponse['headers'];
}

/**
 * One real server per test file, on a real database of its own: PostgreSQL (a database copied from the run's seeded
 * template, tests/support/seeded-databases.ts) when TEST_DATABASE_URL is set, else an in-memory PGlite loaded from the
 * seeded tarball. Seeded like a first start: reference data, and the demo accounts (not their listings, which take
 * long to write; tests/seed runs those) unless `SEED_DEMO: 'false'` is passed. Migrations and seeds still run at
 * start, as on any restart, and find nothing to do.
 */
export async function startTestApp(env: Record<string, string> = {}, moduleOptions: ModuleOptions = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-test-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true', ...env });
  const seeded = inject('seededDatabases')[config.SEED_DEMO ? 'accounts' : 'empty'];
  copyDataDir(seeded, dataDir);
  const url = process.env.TEST_DATABASE_URL;
  const own = url ? await databaseOfOwn(url, seeded.template) : undefined;
  const database: Database = await openDatabase({
    databaseUrl: own?.url,
    pgliteLoad: url ? undefined : dumpOf(seeded),
    pgliteWorker: false,
    poolSize: 4,
  });
  await migrate(database, allMigrations());
  await runSeeds(database.db, modules, { storeImage: imageStoreFor(dataDir, database), demo: config.SEED_DEMO ? { only: ['auth'] } : false });
  // With TEST_REDIS_URL (CI's PostgreSQL run) rate limits go through Redis, as on a multi-node deployment.
  const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : null;
  const limiter: RateLimiter = redis ? new RedisRateLimiter(redis, `rl:${randomUUID()}:`) : new MemoryRateLimiter();
  const app: FastifyInstance = await buildApp({ config, database, limiter, redis }, moduleOptions);
  await app.ready();

  async function request<T = unknown>(method: string, url: string, opts: CallOptions = {}): Promise<Reply<T>> {
    const ts = Math.floor(Date.now() / 1000) - (opts.sign === 'stale' ? 600 : 0);
    const signFields = opts.sign === 'none' ? {} : { _timestamp: ts, _sign: opts.sign === 'bad' ? 'f'.repeat(64) : computeSign(config.SIGN_KEY, ts) };
    const isGet = method === 'GET' || method === 'DELETE';
    const query = { ...(opts.query ?? {}), ...(isGet ? signFields : {}) };
    const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)] as [string, string])).toString();
    const body = isGet ? undefined : opts.body === undefined ? signFields : typeof opts.body === 'object' && opts.body !== null ? { ...(opts.body as object), ...signFields } : opts.body;
    const res = await app.inject({
      method: method as 'GET',
      url: qs ? `${url}?${qs}` : url,
      headers: {
        ...(opts.token ? { token: opts.token } : {}),
        lang: opts.lang ?? 'zh',
        siteareaid: String(opts.siteAreaId ?? 0),
        terminal: '3',
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        ...(opts.headers ?? {}),
      },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const json = res.headers['content-type']?.toString().includes('json') ? (res.json() as { code: number; message: string; data: T }) : { code: -1, message: res.body, data: null as T };
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data, headers: res.headers };
  }

  /** Calls an entry of the shared API table by name, filling `:params` into the path. */
  function call<T = unknown>(name: ApiName, opts: CallOptions = {}) {
    const def = api[name];
    const url = `/api${def.path.replace(/:(\w+)/g, (_, k: string) => String(opts.params?.[k] ?? `:${k}`))}`;
    return request<T>(def.method, url, opts);
  }

  async function latestSms(mobile: string, areaCode = '86') {
    const row = await database.db.selectFrom('sms_outbox').select(['code', 'purpose', 'body']).where('mobile', '=', mobile).where('area_code', '=', areaCode).orderBy('id', 'desc').executeTakeFirst();
    if (!row) throw new Error(`no SMS sent to +${areaCode} ${mobile}`);
    return row;
  }

  let seq = 0;
  /** Factory: a brand-new member registered through the API (SMS code and all). Each call, a new number. */
  async function newUser(opts: { password?: string; nickname?: string; ip?: string } = {}) {
    seq += 1;
    const mobile = `139${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10000).padStart(4, '0')}${String(seq).padStart(2, '0')}`.slice(0, 13);
    const ip = opts.ip ?? `10.9.${seq % 250}.${(seq * 7) % 250}`;
    const sent = await call('smsCode', { body: { area_code: '86', mobile, purpose: 'register' }, ip });
    if (sent.code !== 200) throw new Error(`smsCode failed: ${sent.message}`);
    const { code } = await latestSms(mobile);
    const password = opts.password ?? 'Passw0rd!x';
    const res = await call<{ token: string; refresh_token: string; user: { id: number; ws_token: string } }>('accountRegister', {
      body: { area_code: '86', mobile, code, password, nickname: opts.nickname ?? `测试${seq}` },
      ip,
    });
    if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
    return { mobile, password, token: res.data.token, refreshToken: res.data.refresh_token, id: res.data.user.id, user: res.data.user };
  }

  async function login(account: string, password = DEMO_PASSWORD) {
    const res = await call<{ token: string; user: { id: number } }>('login', { body: { account, password }, ip: `10.8.${++seq % 250}.1` });
    if (res.code !== 200) throw new Error(`login failed: ${res.message}`);
    return { token: res.data.token, id: res.data.user.id };
  }

  async function close() {
    await app.close();
    await database.close();
    await own?.drop();
    await redis?.quit();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, config, database, db: database.db, request, call, latestSms, newUser, login, close, dataDir };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
