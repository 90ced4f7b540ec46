import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayableOrder, RefundRequest, StartContext } from '../../src/modules/payments/providers/provider.js';
import { createStripeProvider, STRIPE_METHODS_BY_CURRENCY } from '../../src/modules/payments/providers/stripe.js';
import { startStripeStandIn, stripeError, type StripeStandIn } from '../support/stripe-standin.js';

/** The Stripe adapter alone, against the local stand-in of api.stripe.com (no database). */

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

const provider = () => createStripeProvider({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url });

function order(over: Partial<PayableOrder> = {}): PayableOrder {
  return { attempt: 1, id: 41, orderNo: 'P20261128000041', amount: 50_000, currency: 'VND', title: 'Ghim tin 3 ngày', expiresAt: new Date(Date.now() + 15 * 60_000), userId: 7, ...over };
}

const ctx: StartContext = {
  returnUrl: 'https://app.example.com/pagesA/pay/result?no=P20261128000041',
  cancelUrl: 'https://app.example.com/pagesA/pay/result?no=P20261128000041&cancelled=1',
  ip: '203.0.113.9',
  lang: 'vi',
  publicUrl: 'https://app.example.com',
};

/** The payment method types a session request allowed, in order. */
const methodsOf = (form: Record<string, string>) =>
  Object.keys(form)
    .filter((k) => k.startsWith('allowed_payment_method_types['))
    .sort()
    .map((k) => form[k]);

describe('Stripe start: a Checkout Session', () => {
  it('sends the documented form: one line item in our minor units, the order references, urls, locale, expiry and an idempotency key', async () => {
    const o = order();
    const started = await provider().start(o, ctx);
    const [sent] = stripe.sessionRequests();
    expect(sent).toBeDefined();
    expect(sent!.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(sent!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'vnd',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][product_data][name]': 'Ghim tin 3 ngày',
      client_reference_id: o.orderNo,
      'metadata[order_no]': o.orderNo,
      'metadata[order_id]': '41',
      'payment_intent_data[metadata][order_no]': o.orderNo,
      'payment_intent_data[metadata][order_id]': '41',
      success_url: ctx.returnUrl,
      cancel_url: ctx.cancelUrl,
      locale: 'vi',
    });
    // Our order expires in 15 minutes; the session 30 minutes after that (Stripe's minimum is 30 ahead).
    expect(Number(sent!.form.expires_at)).toBe(Math.ceil((o.expiresAt.getTime() + 30 * 60_000) / 1000));
    expect(methodsOf(sent!.form)).toEqual(['card']);
    expect(sent!.idempotencyKey).toMatch(new RegExp(`^checkout:${o.orderNo}:1:[0-9a-f]{16}$`));
    expect(started.ref).toMatch(/^cs_test_/);
    expect(started.url).toBe(`https://checkout.stripe.com/c/pay/${started.ref}`);
  });

  it('a USD amount is passed in cents unchanged; zh and en map to Stripe locales', async () => {
    await provider().start(order({ amount: 1999, currency: 'USD' }), { ...ctx, lang: 'zh' });
    await provider().start(order({ amount: 1999, currency: 'USD', orderNo: 'P2' }), { ...ctx, lang: 'en' });
    const [zh, en] = stripe.sessionRequests();
    expect(zh!.form['line_items[0][price_data][unit_amount]']).toBe('1999');
    expect(zh!.form['line_items[0][price_data][currency]']).toBe('usd');
    expect(zh!.form.locale).toBe('zh');
    expect(en!.form.locale).toBe('en');
  });

  it.each([
    ['SGD', ['card', 'wechat_pay', 'alipay', 'paynow', 'grabpay']],
    ['MYR', ['card', 'alipay', 'grabpay']],
    ['THB', ['card', 'promptpay']],
    ['USD', ['card', 'wechat_pay', 'alipay']],
    ['PHP', ['card']],
    ['IDR', ['card']],
    ['AED', ['card']],
    ['VND', ['card']],
  ])('%s offers %j', async (currency, methods) => {
    await provider().start(order({ currency, amount: 10_000 }), ctx);
    const [sent] = stripe.sessionRequests();
    expect(methodsOf(sent!.form)).toEqual(methods);
    // WeChat Pay in Checkout needs its client named.
    expect(sent!.form['payment_method_options[wechat_pay][client]']).toBe(methods.includes('wechat_pay') ? 'web' : undefined);
  });

  it('the methods table names only currencies in upper case (the lookup upper-cases)', () => {
    for (const currency of Object.keys(STRIPE_METHODS_BY_CURRENCY)) expect(currency).toMatch(/^[A-Z]{3}$/);
  });

  it('a retried start (same order, attempt and request) gets the same session back; a new attempt opens a new one', async () => {
    const p = provider();
    const o = order();
    const first = await p.start(o, ctx);
    const again = await p.start(o, ctx);
    const next = await p.start({ ...o, attempt: 2 }, ctx);
    expect(again).toEqual(first);
    expect(next.ref).not.toBe(first.ref);
    const keys = stripe.sessionRequests().map((r) => r.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toMatch(new RegExp(`^checkout:${o.orderNo}:2:`));
  });

  it('a start in another language is another request: a new key, not an idempotency error', async () => {
    const p = provider();
    const o = order();
    const vi = await p.start(o, ctx);
    const en = await p.start(o, { ...ctx, lang: 'en' });
    expect(en.ref).not.toBe(vi.ref);
  });

  it("Stripe's refusal surfaces as a thrown error with a short message", async () => {
    stripe.script(stripeError(400, 'invalid_request_error', 'Amount must convert to at least 50 cents.', { code: 'amount_too_small', param: 'line_items[0][price_data][unit_amount]' }));
    await expect(provider().start(order({ amount: 10, currency: 'USD' }), ctx)).rejects.toThrow(
      'Stripe checkout failed (invalid_request_error/amount_too_small 400): Amount must convert to at least 50 cents.',
    );
  });

  it('a wrong secret key is a thrown authentication error', async () => {
    const wrong = createStripeProvider({ STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url });
    await expect(wrong.start(order(), ctx)).rejects.toThrow(/Stripe checkout failed \(invalid_request_error 401\): Invalid API Key provided/);
  });

  it('supports the areas’ currencies and refuses those whose minor unit Stripe counts differently', () => {
    const p = provider();
    for (const c of ['VND', 'THB', 'MYR', 'PHP', 'SGD', 'IDR', 'AED', 'USD', 'JPY', 'KRW']) expect(p.supports(c)).toBe(true);
    for (const c of ['ISK', 'UGX', 'KWD', 'BHD', 'vnd', '']) expect(p.supports(c)).toBe(false);
  });
});

describe('Stripe refund', () => {
  const refundReq = (over: Partial<RefundRequest> = {}): RefundRequest => ({
    orderNo: 'P20261128000041',
    paymentRef: 'pi_3Pabc123',
    paidAt: new Date(),
    amount: 1500,
    paidAmount: 1999,
    currency: 'USD',
    refundKey: 'rf_000123',
    reason: 'customer asked',
    ...over,
  });

  it('refunds the PaymentIntent by the amount, with our refund key as the idempotency key', async () => {
    const result = await provider().refund(refundReq());
    const [sent] = stripe.refundRequests();
    expect(sent!.form).toMatchObject({ payment_intent: 'pi_3Pabc123', amount: '1500', 'metadata[order_no]': 'P20261128000041', 'metadata[refund_key]': 'rf_000123' });
    expect(sent!.idempotencyKey).toBe('refund:rf_000123');
    expect(result.ref).toMatch(/^re_/);
  });

  it('a retried refund (same key) is the same refund', async () => {
    const p = provider();
    const a = await p.refund(refundReq());
    const b = await p.refund(refundReq());
    expect(b.ref).toBe(a.ref);
  });

  it("Stripe's refusal is a thrown error the engine's timer retries", async () => {
    await expect(provider().refund(refundReq({ paymentRef: 'cs_not_an_intent' }))).rejects.toThrow(
      "Stripe refund failed (invalid_request_error/resource_missing 400): No such payment_intent: 'cs_not_an_intent'",
    );
    stripe.script(stripeError(400, 'invalid_request_error', 'Charge ch_1 has already been refunded.', { code: 'charge_already_refunded' }));
    await expect(provider().refund(refundReq({ refundKey: 'rf_other' }))).rejects.toThrow(/charge_already_refunded/);
  });

  it('a failed refund object is an error too', async () => {
    stripe.script({ status: 200, body: { id: 're_failed1', object: 'refund', amount: 1500, status: 'failed', payment_intent: 'pi_3Pabc123' } });
    await expect(provider().refund(refundReq())).rejects.toThrow('Stripe: refund re_failed1 failed');
  });

  it('a connection that drops (after the client’s own retries) is a thrown error', async () => {
    stripe.script({ drop: true }, { drop: true }, { drop: true });
    await expect(provider().refund(refundReq())).rejects.toThrow(/^Stripe refund failed \(StripeConnectionError/);
    // The client retried with the same idempotency key, so Stripe could never refund twice.
    expect(new Set(stripe.refundRequests().map((r) => r.idempotencyKey))).toEqual(new Set(['refund:rf_000123']));
  }, 15_000);
});
