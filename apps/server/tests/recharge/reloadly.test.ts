import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TopUpRequest } from '../../src/modules/recharge/airtime.js';
import { ReloadlyAirtimeProvider, type ReloadlySettings } from '../../src/modules/recharge/reloadly.js';
import { startReloadlyStandIn, type ReloadlyStandIn } from '../support/reloadly-standin.js';

/** The Reloadly adapter alone, against the local stand-in of Reloadly's auth host and Airtime API (no database). */

const SANDBOX_AUDIENCE = 'https://topups-sandbox.reloadly.com';
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let reloadly: ReloadlyStandIn;
beforeAll(async () => {
  reloadly = await startReloadlyStandIn();
});
afterAll(() => reloadly.close());
beforeEach(() => reloadly.reset());

function provider(over: Partial<ReloadlySettings> = {}) {
  return new ReloadlyAirtimeProvider(
    { clientId: reloadly.clientId, clientSecret: reloadly.clientSecret, audience: SANDBOX_AUDIENCE, authUrl: reloadly.url, apiUrl: reloadly.url, timeoutMs: 2000, ...over },
    silent,
  );
}

let seq = 0;
const viettel = (over: Partial<TopUpRequest> = {}): TopUpRequest => ({
  requestId: `P2026112800${++seq}`,
  operatorId: 'vn-viettel',
  countryCode: 'VN',
  phoneE164: '+84961234567',
  amountMinor: 50_000,
  currency: 'VND',
  ...over,
});

describe('Reloadly adapter: token', () => {
  it('asks the auth host for a client-credentials token for the audience, then tops up with it', async () => {
    const result = await provider().topUp(viettel({ requestId: 'P20261128000101' }));
    expect(result).toEqual({ status: 'done', providerRef: String(reloadly.transactions[0]!.transactionId) });
    expect(reloadly.tokenRequests()).toHaveLength(1);
    expect(reloadly.tokenRequests()[0]!.body).toEqual({ client_id: reloadly.clientId, client_secret: reloadly.clientSecret, grant_type: 'client_credentials', audience: SANDBOX_AUDIENCE });
    const [topUp] = reloadly.topUpRequests();
    expect(topUp!.authorization).toMatch(/^Bearer eyJ/);
    expect(topUp!.accept).toBe('application/com.reloadly.topups-v1+json');
    // The data bundle product of Viettel is passed over for the airtime one.
    expect(topUp!.body).toEqual({ operatorId: 1001, amount: 50000, useLocalAmount: true, customIdentifier: 'P20261128000101', recipientPhone: { countryCode: 'VN', number: '961234567' } });
  });

  it('reuses the token until shortly before it expires, then asks for a new one', async () => {
    let now = 1_000_000;
    reloadly.setExpiresIn(3600);
    const p = provider({ now: () => now });
    await p.topUp(viettel());
    await p.topUp(viettel());
    expect(reloadly.tokenRequests()).toHaveLength(1);
    now += 3600_000 - 30_000; // inside the last minute of its life
    await p.topUp(viettel());
    expect(reloadly.tokenRequests()).toHaveLength(2);
    expect(reloadly.transactions).toHaveLength(3);
  });

  it('shares one token request between top-ups sent at the same time', async () => {
    const p = provider();
    const results = await Promise.all([p.topUp(viettel()), p.topUp(viettel()), p.topUp(viettel())]);
    expect(results.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(reloadly.tokenRequests()).toHaveLength(1);
  });

  it('a token Reloadly no longer accepts (401) is replaced once and the call repeated', async () => {
    const p = provider();
    await p.topUp(viettel());
    reloadly.revokeTokens();
    expect((await p.topUp(viettel())).status).toBe('done');
    expect(reloadly.tokenRequests()).toHaveLength(2);
    expect(reloadly.transactions).toHaveLength(2);
  });

  it('wrong credentials: failed (provider unavailable), and no top-up is attempted', async () => {
    const result = await provider({ clientSecret: 'not-the-secret' }).topUp(viettel());
    expect(result).toMatchObject({ status: 'failed', providerRef: null, failureReason: 'provider_unavailable' });
    expect(reloadly.topUpRequests()).toHaveLength(0);
  });

  it('an auth host that cannot be reached: failed, nothing sent', async () => {
    const result = await provider({ authUrl: 'http://127.0.0.1:9' }).topUp(viettel());
    expect(result).toMatchObject({ status: 'failed', failureReason: 'provider_unavailable' });
    expect(reloadly.topUpRequests()).toHaveLength(0);
  });
});

describe('Reloadly adapter: top-ups', () => {
  it('sends the face value in the local currency’s units (THB 50.00 as 50)', async () => {
    await provider().topUp(viettel({ operatorId: 'th-ais', countryCode: 'TH', phoneE164: '+66818123456', amountMinor: 5000, currency: 'THB' }));
    expect(reloadly.topUpRequests()[0]!.body).toMatchObject({ operatorId: 2001, amount: 50, recipientPhone: { countryCode: 'TH', number: '818123456' } });
  });

  it('the same request id twice is one top-up: Reloadly refuses the duplicate customIdentifier and the first transaction is the answer', async () => {
    const p = provider();
    const first = await p.topUp(viettel({ requestId: 'P20261128000777' }));
    const again = await provider().topUp(viettel({ requestId: 'P20261128000777' }));
    expect(again).toEqual(first);
    expect(reloadly.topUpRequests()).toHaveLength(2);
    expect(reloadly.transactions).toHaveLength(1);
  });

  it('a duplicate of a top-up still processing is pending under the first transaction', async () => {
    reloadly.script('961234567', 'PROCESSING');
    const first = await provider().topUp(viettel({ requestId: 'P20261128000778' }));
    const again = await provider().topUp(viettel({ requestId: 'P20261128000778' }));
    expect(first.status).toBe('pending');
    expect(again).toEqual(first);
  });

  it('refused by the operator (REFUNDED): failed with the transaction as reference', async () => {
    reloadly.script('961234567', 'REFUNDED');
    const result = await provider().topUp(viettel());
    expect(result).toMatchObject({ status: 'failed', failureReason: 'operator_refused', providerRef: String(reloadly.transactions[0]!.transactionId) });
  });

  it.each([
    ['INVALID_RECIPIENT_PHONE', 'invalid_number'],
    ['INVALID_AMOUNT_FOR_OPERATOR', 'amount_not_accepted'],
    ['PHONE_RECENTLY_RECHARGED', 'recently_recharged'],
    ['INSUFFICIENT_BALANCE', 'provider_unavailable'],
    ['TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT', 'provider_unavailable'],
  ])('Reloadly error %s: failed (%s), no transaction', async (errorCode, reason) => {
    reloadly.script('961234567', { status: 400, errorCode, message: `${errorCode} (stand-in)` });
    const result = await provider().topUp(viettel());
    expect(result).toMatchObject({ status: 'failed', providerRef: null, failureReason: reason });
  });

  it('an operator Reloadly does not sell in that country: failed (operator unavailable) before any top-up', async () => {
    const result = await provider().topUp(viettel({ operatorId: 'vn-vietnamobile', phoneE164: '+84922345678' }));
    expect(result).toMatchObject({ status: 'failed', failureReason: 'operator_unavailable' });
    expect(reloadly.topUpRequests()).toHaveLength(0);
  });

  it('a number of another country than the one named: failed (invalid number), nothing sent', async () => {
    const result = await provider().topUp(viettel({ countryCode: 'TH' }));
    expect(result).toMatchObject({ status: 'failed', failureReason: 'invalid_number' });
    expect(reloadly.requests).toHaveLength(0);
  });
});

describe('Reloadly adapter: pending top-ups', () => {
  it('PROCESSING is pending; status stays pending until the operator answers, then done', async () => {
    reloadly.script('961234567', 'PROCESSING');
    const p = provider();
    const result = await p.topUp(viettel());
    expect(result.status).toBe('pending');
    expect(await p.status(result.providerRef!)).toEqual({ status: 'pending', providerRef: result.providerRef });
    reloadly.settle(Number(result.providerRef), 'SUCCESSFUL');
    expect(await p.status(result.providerRef!)).toEqual({ status: 'done', providerRef: result.providerRef });
  });

  it('a processing top-up the operator then refuses ends failed', async () => {
    reloadly.script('961234567', 'PROCESSING');
    const p = provider();
    const result = await p.topUp(viettel());
    reloadly.settle(Number(result.providerRef), 'REFUNDED');
    expect(await p.status(result.providerRef!)).toMatchObject({ status: 'failed', failureReason: 'operator_refused' });
  });

  it('no answer in time after sending: pending by custom identifier, settled by the transaction made meanwhile', async () => {
    reloadly.script('961234567', { hangAfterCreate: true });
    const p = provider({ timeoutMs: 300 });
    const result = await p.topUp(viettel({ requestId: 'P20261128000900' }));
    expect(result).toEqual({ status: 'pending', providerRef: 'cid:P20261128000900' });
    expect(await p.status('cid:P20261128000900')).toEqual({ status: 'done', providerRef: String(reloadly.transactions[0]!.transactionId) });
  });

  it('no answer in time and no transaction ever made: the status check calls it failed', async () => {
    reloadly.script('961234567', { hang: true });
    const p = provider({ timeoutMs: 300 });
    const result = await p.topUp(viettel({ requestId: 'P20261128000901' }));
    expect(result.status).toBe('pending');
    expect(await p.status(result.providerRef!)).toMatchObject({ status: 'failed', failureReason: 'provider_unavailable', providerRef: null });
  });

  it('a status check that cannot reach Reloadly stays pending (asked again later)', async () => {
    const p = provider({ apiUrl: 'http://127.0.0.1:9' });
    expect(await p.status('12345')).toEqual({ status: 'pending', providerRef: '12345' });
  });
});
