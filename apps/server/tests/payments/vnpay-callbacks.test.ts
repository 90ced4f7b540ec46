import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { installEnvelope } from '../../src/core/envelope.js';
import { zodValidatorCompiler } from '../../src/core/validation.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../src/modules/payments/providers/provider.js';
import { vnpayCallbackRoutes, type VnpaySettleStatus } from '../../src/modules/payments/providers/vnpay-callbacks.js';
import { ipnFields, signedCallback } from '../support/vnpay-standin.js';

/**
 * VNPay's IPN and return URL alone, in a bare Fastify instance, with a `settle` that records what it is
 * handed and answers what the test says (the engine's seam). Callbacks are signed as VNPay's sample does.
 */

const TMN = 'HWTEST01';
const SECRET = 'STANDINSECRETKEY0123456789ABCDEF';
const RESULT = '/pagesA/pay/result';
let app: FastifyInstance;
let settled: PaymentEvent[];
let answer: VnpaySettleStatus | Error;

beforeEach(async () => {
  settled = [];
  answer = 'granted';
  app = Fastify({ logger: false });
  await vnpayCallbackRoutes(app, {
    config: { VNPAY_TMN_CODE: TMN, VNPAY_HASH_SECRET: SECRET },
    resultPath: RESULT,
    settle: async (event) => {
      if (answer instanceof Error) throw answer;
      settled.push(event);
      return { status: answer };
    },
  });
  await app.ready();
});
afterEach(() => app.close());

const ipn = (query: string) => app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${query}` });
const back = (query: string) => app.inject({ method: 'GET', url: `/api/pay/vnpay/return?${query}` });

describe('VNPay IPN', () => {
  it('a paid transaction settles paid, amount in dong, and answers 00', async () => {
    const fields = ipnFields(TMN, { amountVnd: 50_000 });
    const res = await ipn(signedCallback(fields, SECRET));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(settled).toEqual([
      {
        provider: 'vnpay',
        eventId: 'P20261128000041:14422574:00',
        orderNo: 'P20261128000041',
        outcome: 'paid',
        amount: 50_000,
        currency: 'VND',
        paymentRef: '14422574',
        payload: { ...fields, vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: expect.any(String) },
      },
    ]);
  });

  it('a large amount converts exactly (vnp_Amount is dong × 100)', async () => {
    await ipn(signedCallback(ipnFields(TMN, { amountVnd: 123_456_789 }), SECRET));
    expect(settled[0]!.amount).toBe(123_456_789);
  });

  it('a bad checksum is 97 and settles nothing: tampered amount, other secret, no hash', async () => {
    const good = signedCallback(ipnFields(TMN), SECRET);
    const tampered = good.replace('vnp_Amount=5000000', 'vnp_Amount=100');
    const other = signedCallback(ipnFields(TMN), 'SOMEONEELSESECRET0123456789');
    const none = new URLSearchParams(ipnFields(TMN)).toString();
    for (const q of [tampered, other, none, '']) {
      const res = await ipn(q);
      expect(res.json()).toEqual({ RspCode: '97', Message: 'Invalid Checksum' });
    }
    expect(settled).toEqual([]);
  });

  it('a failed or cancelled payment settles failed (and VNPay gets 00 once it is recorded)', async () => {
    answer = 'failed';
    const res = await ipn(signedCallback(ipnFields(TMN, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02', vnp_TransactionNo: '0', vnp_BankTranNo: '' }), SECRET));
    expect(res.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(settled).toMatchObject([{ outcome: 'failed', eventId: 'P20261128000041:0:02', amount: 50_000, paymentRef: '0' }]);
    expect(settled[0]!.failure).toBe('VNPay response 24, transaction status 02');
  });

  it('response 00 with a transaction status other than 00 is not a payment', async () => {
    answer = 'failed';
    await ipn(signedCallback(ipnFields(TMN, { vnp_TransactionStatus: '01' }), SECRET));
    expect(settled[0]!.outcome).toBe('failed');
  });

  it('an empty field signed the way VNPay’s PHP sample signs (empty values kept) verifies too', async () => {
    answer = 'failed';
    const res = await ipn(signedCallback(ipnFields(TMN, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02', vnp_BankTranNo: '' }), SECRET, { keepEmpty: true }));
    expect(res.json().RspCode).toBe('00');
    expect(settled).toHaveLength(1);
  });

  it.each([
    ['duplicate', '02', 'Order already confirmed'],
    ['not_found', '01', 'Order not found'],
    ['amount_mismatch', '04', 'Invalid amount'],
    ['refused', '99', 'Unknown error'],
    ['refunding', '00', 'Confirm Success'],
  ] as const)("the engine's %s is RspCode %s", async (status, code, message) => {
    answer = status;
    const res = await ipn(signedCallback(ipnFields(TMN), SECRET));
    expect(res.json()).toEqual({ RspCode: code, Message: message });
  });

  it('settle throwing is 99, so VNPay delivers again', async () => {
    answer = new Error('database down');
    const res = await ipn(signedCallback(ipnFields(TMN), SECRET));
    expect(res.json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });

  it('an amount that is not whole dong is 04 without settling', async () => {
    const res = await ipn(signedCallback({ ...ipnFields(TMN), vnp_Amount: '5000050' }, SECRET));
    expect(res.json()).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(settled).toEqual([]);
  });
});

describe('VNPay return URL', () => {
  it('verifies, settles the same way, and sends the payer to the result page', async () => {
    const res = await back(signedCallback(ipnFields(TMN), SECRET));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RESULT}?no=P20261128000041`);
    expect(settled).toMatchObject([{ outcome: 'paid', eventId: 'P20261128000041:14422574:00', amount: 50_000 }]);
  });

  it('a bad checksum redirects with error=signature and settles nothing', async () => {
    const res = await back(signedCallback(ipnFields(TMN), SECRET).replace('vnp_ResponseCode=00', 'vnp_ResponseCode=24'));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RESULT}?no=P20261128000041&error=signature`);
    expect(settled).toEqual([]);
  });

  it('settle failing still lands the payer on the result page (the IPN settles it)', async () => {
    answer = new Error('database down');
    const res = await back(signedCallback(ipnFields(TMN), SECRET));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RESULT}?no=P20261128000041`);
  });

  it('an order number is escaped in the redirect', async () => {
    const res = await back(signedCallback(ipnFields(TMN, { vnp_TxnRef: 'A&B' }), SECRET));
    expect(res.headers.location).toBe(`${RESULT}?no=A%26B`);
  });
});

describe('VNPay callbacks inside the app kernel', () => {
  it('with the app’s validator, serializer and envelope, the IPN answers VNPay’s JSON', async () => {
    const kernel = Fastify({ logger: false });
    kernel.setValidatorCompiler(zodValidatorCompiler);
    kernel.setSerializerCompiler(serializerCompiler);
    installEnvelope(kernel, { maxBodyBytes: 1 << 20 });
    await kernel.register(async (api) =>
      vnpayCallbackRoutes(api, { config: { VNPAY_TMN_CODE: TMN, VNPAY_HASH_SECRET: SECRET }, resultPath: RESULT, settle: async () => ({ status: 'granted' }) }),
    );
    const res = await kernel.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${signedCallback(ipnFields(TMN), SECRET)}` });
    expect(res.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    await kernel.close();
  });
});
