import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reloadlyEndpoints } from '../../src/modules/recharge/settings.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { ReloadlyAirtimeProvider } from '../../src/modules/recharge/reloadly.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startReloadlyStandIn, type ReloadlyStandIn } from '../support/reloadly-standin.js';

/** A paid top-up sent by the timer job through the Reloadly adapter, against the local Reloadly stand-in. */
let t: TestApp;
let reloadly: ReloadlyStandIn;
let buyer: { token: string; id: number };
let hcm: number;

beforeAll(async () => {
  reloadly = await startReloadlyStandIn();
  const airtime = new ReloadlyAirtimeProvider(
    { clientId: reloadly.clientId, clientSecret: reloadly.clientSecret, audience: reloadlyEndpoints('sandbox').audience, authUrl: reloadly.url, apiUrl: reloadly.url },
    pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  );
  t = await startTestApp({}, { recharge: { airtime } });
  buyer = await t.login('member');
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
  await reloadly.close();
});

async function paid(mobile: string) {
  const start = await t.call<{ order: { id: number; order_no: string } }>('rechargePhoneSave', { token: buyer.token, siteAreaId: hcm, body: { area_code: '84', mobile, operator: 'vn-viettel', face_value: 100_000 } });
  await t.call('paySandboxConfirm', { token: buyer.token, body: { id: start.data.order.id, outcome: 'paid' } });
  await t.app.timers.runDue();
  return start.data.order;
}
const state = async (id: number) => (await t.call<{ state: string; failure: string | null }>('rechargePhoneInfo', { token: buyer.token, params: { id } })).data;

describe('phone top-up through Reloadly', () => {
  it('sends the order number as customIdentifier, the local amount, and ends done', async () => {
    const order = await paid('0961112233');
    expect(reloadly.topUpRequests().at(-1)!.body).toEqual({ operatorId: 1001, amount: 100000, useLocalAmount: true, customIdentifier: order.order_no, recipientPhone: { countryCode: 'VN', number: '961112233' } });
    expect(await state(order.id)).toMatchObject({ state: 'done' });
    const row = await t.db.selectFrom('recharge_topup').select(['provider', 'provider_ref']).where('order_id', '=', String(order.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'reloadly', provider_ref: String(reloadly.transactions.at(-1)!.transactionId) });
  });

  it('an operator refusal ends refunded', async () => {
    reloadly.script('961112244', { status: 400, errorCode: 'INVALID_RECIPIENT_PHONE', message: 'Invalid recipient phone (stand-in)' });
    const order = await paid('0961112244');
    expect(await state(order.id)).toMatchObject({ state: 'refunded', failure: '运营商不认这个号码，款项已原路退回' });
  });
});

describe('configuration', () => {
  it('refuses AIRTIME_PROVIDER=reloadly without its credentials, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', AIRTIME_PROVIDER: 'reloadly' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', AIRTIME_PROVIDER: 'reloadly', RELOADLY_CLIENT_ID: 'client-id-1' })).toThrow(/RELOADLY_CLIENT_SECRET: required when AIRTIME_PROVIDER=reloadly/);
    const c = loadConfig({ NODE_ENV: 'test', AIRTIME_PROVIDER: 'reloadly', RELOADLY_CLIENT_ID: 'client-id-1', RELOADLY_CLIENT_SECRET: 'secret-secret', RELOADLY_ENVIRONMENT: 'production' });
    expect(reloadlyEndpoints(c.RELOADLY_ENVIRONMENT, c.RELOADLY_AUTH_URL, c.RELOADLY_API_URL)).toEqual({ audience: 'https://topups.reloadly.com', authUrl: 'https://auth.reloadly.com', apiUrl: 'https://topups.reloadly.com' });
  });
});
