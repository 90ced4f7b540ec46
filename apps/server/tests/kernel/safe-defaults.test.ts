import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Production keys that are not the development defaults. */
const KEYS = { SIGN_KEY: 'a-production-sign-key', TOKEN_SECRET: 'a-production-token-secret' };
const DEMO_MEMBER_MOBILE = '13800000001';

describe('configuration defaults per mode', () => {
  it('development (NODE_ENV unset) listens on loopback only, seeds the demo, and registers no dev route', () => {
    const c = loadConfig({});
    expect(c.NODE_ENV).toBe('development');
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.SEED_DEMO).toBe(true);
    // Only an explicit NODE_ENV=development (or test) turns the dev helpers on.
    expect(c.devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: '' }).devRoutes).toBe(false);
  });

  it('HOST still says where to listen', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('explicit development and test register the dev routes; production never does', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS }).devRoutes).toBe(false);
  });

  it('production listens on every interface and seeds no demo users unless SEED_DEMO=true', () => {
    const c = loadConfig({ NODE_ENV: 'production', ...KEYS });
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('production refuses the development keys, variants of them, and a token secret equal to the public sign key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGN_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_KEY: 'haiwai-dev-sign-key', TOKEN_SECRET: KEYS.TOKEN_SECRET })).toThrow(/SIGN_KEY: the development default/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_KEY: 'haiwai-dev-sign-key-2', TOKEN_SECRET: KEYS.TOKEN_SECRET })).toThrow(/SIGN_KEY: the development default/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_KEY: KEYS.SIGN_KEY })).toThrow(/TOKEN_SECRET: the development default/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_KEY: 'same-key-for-both-0123', TOKEN_SECRET: 'same-key-for-both-0123' })).toThrow(/TOKEN_SECRET: must differ from SIGN_KEY/);
    // Development keeps working with no setting at all.
    expect(loadConfig({}).SIGN_KEY).toBe('haiwai-dev-sign-key');
  });
});

describe('dev routes in explicit development', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The harness trusts X-Forwarded-For (TRUST_PROXY=true): the dev routes must look at the socket anyway.
    t = await startTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t?.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${DEMO_MEMBER_MOBILE}`, remoteAddress, headers });

  it('answer a loopback caller (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(ip);
      expect(res.statusCode, ip).toBe(200);
      expect(res.json().code).toBe(200);
    }
  });

  it('answer 404 to a caller on the network, whatever X-Forwarded-For claims', async () => {
    for (const ip of ['192.168.1.20', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.20', 'fe80::1']) {
      const res = await outbox(ip);
      expect(res.statusCode, ip).toBe(404);
      expect(res.json().code).toBe(404);
    }
    expect((await outbox('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('answer 404 to a request relayed by a proxy on the same machine', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it('refuse a notice sent from the network and write nothing', async () => {
    const payload = { mobile: DEMO_MEMBER_MOBILE, kind: 'system', title: 'phish', body: 'click', link: 'https://evil.example/' };
    const before = await t.db.selectFrom('notice').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/notice', remoteAddress: '192.168.1.20', payload });
    expect(res.statusCode).toBe(404);
    const after = await t.db.selectFrom('notice').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The same request from this machine goes through: the refusal above is the caller's address, not the body.
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/notice', remoteAddress: '127.0.0.1', payload })).statusCode).toBe(200);
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', ...KEYS });
  });
  afterAll(() => t?.close());

  it('registers no dev route, even for a loopback caller', async () => {
    for (const [method, url] of [['GET', `/api/dev/sms-outbox?mobile=${DEMO_MEMBER_MOBILE}`], ['POST', '/api/dev/notice']] as const) {
      const res = await t.app.inject({ method, url, remoteAddress: '127.0.0.1', ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(404);
    }
    expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/sms-outbox' })).toBe(false);
  });

  it('seeds no demo users by default', async () => {
    const demo = await t.db.selectFrom('app_user').select('id').where('mobile', '=', DEMO_MEMBER_MOBILE).executeTakeFirst();
    expect(demo).toBeUndefined();
    // The reference data (a working empty site) is there.
    expect((await t.call('lang')).code).toBe(200);
  });
});

describe('production with SEED_DEMO=true', () => {
  it('seeds the demo users when asked', async () => {
    const t = await startTestApp({ NODE_ENV: 'production', ...KEYS, SEED_DEMO: 'true' });
    try {
      const demo = await t.db.selectFrom('app_user').select('id').where('mobile', '=', DEMO_MEMBER_MOBILE).executeTakeFirst();
      expect(demo).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
