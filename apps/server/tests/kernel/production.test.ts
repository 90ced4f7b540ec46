import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production', SIGN_KEY: 'a-production-sign-key', TOKEN_SECRET: 'a-production-token-secret' });
});
afterAll(() => t.close());

describe('production mode', () => {
  it('does not expose the development SMS outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=13800000001' });
    expect(res.statusCode).toBe(404);
  });
  it('signs with the configured key', async () => {
    expect((await t.call('lang')).code).toBe(200);
  });
  it('never leaks internals in a 500', async () => {
    // A table missing under the server's feet stands in for any unexpected failure.
    await t.database.execScript('drop table language');
    const r = await t.call('lang', { lang: 'en' });
    expect(r.status).toBe(500);
    expect(r.message).toMatch(/^Something went wrong on our side; please try again later \(ref [0-9a-f]{8}\)$/);
    expect(JSON.stringify(r.data ?? null)).not.toMatch(/stack|select|Error/i);
  });
});
