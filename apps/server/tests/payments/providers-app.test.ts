import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payments } from '../../src/modules/payments/service.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { checkoutEvent, startStripeStandIn, stripeSignature, type StripeStandIn } from '../support/stripe-standin.js';
import { checkPaymentUrl, ipnFields, signedCallback, startVnpayStandIn, VNPAY_API_PATH, type VnpayStandIn } from '../support/vnpay-standin.js';
import { createProbeTables, probeKind } from './probe-kind.js';

/**
 * The real providers inside the whole app (configured as in production, pointed at local stand-ins of
 * api.stripe.com and VNPay's merchant API): which provider an area's currency gets, the signed callbacks
 * settling exactly once, a forged one refused, and refunds reaching the provider with their idempotency key.
 */
const WHSEC = 'whsec_standintestsecret';
const TMN = 'HWTEST01';
const VN_SECRET = 'STANDINSECRETKEY0123456789ABCDEF';
let t: TestApp;
let payments: Payments;
let stripe: StripeStandIn;
let vnpay: VnpayStandIn;
let member: { token: string; id: number };
const areas: Record<string, number> = {};

type Start = { order: { id: number; order_no: string; amount: number; currency: string; state: string }; pay: { provider: string; url: string } };
const place = (slot: string, area: string) => payments.place('probe', { slot }, { userId: member.id, siteAreaId: areas[area]!, lang: 'en', ip: '203.0.113.9' }) as Promise<Start>;
const state = async (id: number) => (await t.db.selectFrom('pay_order').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
const grants = async (id: number) => Number((await sql<{ n: string }>`select count(*) as n from probe_grant where order_id = ${id}`.execute(t.db)).rows[0]!.n);

function webhook(event: object, secret = WHSEC) {
  const payload = JSON.stringify(event);
  return t.app.inject({ method: 'POST', url: '/api/pay/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, secret) }, payload });
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  vnpay = await startVnpayStandIn({ tmnCode: TMN, secret: VN_SECRET });
  t = await startTestApp(
    {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: stripe.url,
      VNPAY_TMN_CODE: TMN,
      VNPAY_HASH_SECRET: VN_SECRET,
      VNPAY_API_URL: `${vnpay.url}${VNPAY_API_PATH}`,
    },
    { payments: { kinds: [probeKind as never], expose: (p) => (payments = p) } },
  );
  await createProbeTables(t.db);
  member = await t.login('member');
  for (const a of await t.db.selectFrom('site_area').select(['id', 'code']).execute()) areas[a.code] = a.id;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await vnpay.close();
});

describe('Stripe in the app', () => {
  it('takes a Singapore dollar order to a Checkout Session and grants once on the signed webhook, however often it comes', async () => {
    const start = await place('s1', 'singapore');
    expect(start.pay.provider).toBe('stripe');
    expect(start.order.currency).toBe('SGD');
    const sent = stripe.sessionRequests().at(-1)!;
    expect(sent.form['client_reference_id']).toBe(start.order.order_no);
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe(String(start.order.amount));
    expect(start.pay.url).toMatch(/^https?:\/\//);
    const event = checkoutEvent('checkout.session.completed', { client_reference_id: start.order.order_no, payment_status: 'paid', amount_total: start.order.amount, currency: 'sgd', payment_intent: 'pi_standin_1', metadata: { order_no: start.order.order_no } });
    const replies = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await state(start.order.id)).toBe('fulfilled');
    expect(await grants(start.order.id)).toBe(1);
  });

  it('refuses a webhook with a bad signature and grants nothing', async () => {
    const start = await place('s2', 'singapore');
    const event = checkoutEvent('checkout.session.completed', { client_reference_id: start.order.order_no, payment_status: 'paid', amount_total: start.order.amount, currency: 'sgd', payment_intent: 'pi_forged' });
    expect((await webhook(event, 'whsec_somebodyelse')).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/pay/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    expect(await state(start.order.id)).toBe('awaiting_payment');
    expect(await grants(start.order.id)).toBe(0);
  });

  it('sends an admin’s refund to Stripe with an idempotency key and books it once Stripe made it', async () => {
    const start = await place('s3', 'singapore');
    await webhook(checkoutEvent('checkout.session.completed', { client_reference_id: start.order.order_no, payment_status: 'paid', amount_total: start.order.amount, currency: 'sgd', payment_intent: 'pi_standin_3' }));
    const admin = await t.login('admin_singapore');
    const r = await t.call<{ state: string }>('adminOrderRefund', { token: admin.token, params: { id: start.order.id }, body: { amount: 500, reason: 'partial goodwill' } });
    expect(r.data.state).toBe('partly_refunded');
    await t.app.timers.runDue();
    const refund = stripe.refundRequests().at(-1)!;
    expect(refund.form).toMatchObject({ payment_intent: 'pi_standin_3', amount: '500' });
    expect(refund.idempotencyKey).toMatch(/HWR\d+/);
    const booked = await t.db.selectFrom('ledger_entry').select(['type', 'amount']).where('order_id', '=', start.order.id).orderBy('id').execute();
    expect(booked.map((b) => [b.type, Number(b.amount)])).toEqual([['payment', start.order.amount], ['refund', 500]]);
  });
});

describe('VNPay in the app', () => {
  it('takes a dong order to a signed VNPay URL and grants once on the IPN (00, then 02)', async () => {
    const start = await place('v1', 'hcm');
    expect(start.pay.provider).toBe('vnpay');
    const url = checkPaymentUrl(start.pay.url, VN_SECRET);
    expect(url.signatureValid).toBe(true);
    expect(url.params).toMatchObject({ vnp_TxnRef: start.order.order_no, vnp_Amount: String(start.order.amount * 100), vnp_CurrCode: 'VND', vnp_IpAddr: '203.0.113.9' });
    const query = signedCallback(ipnFields(TMN, { amountVnd: start.order.amount, vnp_TxnRef: start.order.order_no, vnp_TransactionNo: '55501' }), VN_SECRET);
    const first = await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${query}` });
    expect(first.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const again = await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${query}` });
    expect(again.json()).toMatchObject({ RspCode: '02' });
    expect(await state(start.order.id)).toBe('fulfilled');
    expect(await grants(start.order.id)).toBe(1);
    // The payer's browser comes back with the same fields: nothing more is granted, it lands on the result page.
    const back = await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/return?${query}` });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/pagesA/pay/result?no=${start.order.order_no}`);
    expect(await grants(start.order.id)).toBe(1);
  });

  it('answers 97 to a forged IPN and 04 to a wrong amount, granting nothing', async () => {
    const start = await place('v2', 'hcm');
    const forged = signedCallback(ipnFields(TMN, { amountVnd: start.order.amount, vnp_TxnRef: start.order.order_no }), 'not-the-secret-0123456789');
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${forged}` })).json()).toMatchObject({ RspCode: '97' });
    const wrong = signedCallback(ipnFields(TMN, { amountVnd: start.order.amount - 1000, vnp_TxnRef: start.order.order_no, vnp_TransactionNo: '55502' }), VN_SECRET);
    expect((await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${wrong}` })).json()).toMatchObject({ RspCode: '04' });
    expect(await state(start.order.id)).toBe('awaiting_payment');
  });

  it('refunds through VNPay’s merchant API', async () => {
    const start = await place('v3', 'hcm');
    const query = signedCallback(ipnFields(TMN, { amountVnd: start.order.amount, vnp_TxnRef: start.order.order_no, vnp_TransactionNo: '55503' }), VN_SECRET);
    await t.app.inject({ method: 'GET', url: `/api/pay/vnpay/ipn?${query}` });
    const admin = await t.login('admin_hcm');
    await t.call('adminOrderRefund', { token: admin.token, params: { id: start.order.id }, body: { reason: 'wrong item' } });
    await t.app.timers.runDue();
    const sent = vnpay.requests.at(-1)!;
    expect(sent.body).toMatchObject({ vnp_TxnRef: start.order.order_no, vnp_TransactionNo: '55503', vnp_TransactionType: '02', vnp_Amount: String(start.order.amount * 100) });
    const refund = await t.db.selectFrom('pay_refund').select(['state']).where('order_id', '=', start.order.id).executeTakeFirstOrThrow();
    expect(refund.state).toBe('done');
  });
});
