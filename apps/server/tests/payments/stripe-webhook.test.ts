import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { installEnvelope } from '../../src/core/envelope.js';
import { withoutSignFields } from '../../src/core/signing.js';
import { zodValidatorCompiler } from '../../src/core/validation.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../src/modules/payments/providers/provider.js';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoute } from '../../src/modules/payments/providers/stripe-webhook.js';
import { checkoutEvent, stripeSignature } from '../support/stripe-standin.js';

/**
 * The webhook route alone, in a bare Fastify instance, with a `settle` that records what it is handed (the
 * engine's seam). Bodies are signed the way Stripe signs them (Stripe.webhooks.generateTestHeaderString).
 */

const SECRET = 'whsec_standin0123456789';
let app: FastifyInstance;
let settled: PaymentEvent[];
let settleFails: boolean;

beforeEach(async () => {
  settled = [];
  settleFails = false;
  app = Fastify({ logger: false });
  // The real app parses JSON for every other route: the webhook's own parser must win in its scope only.
  app.post('/api/other', async (req) => ({ got: req.body }));
  await stripeWebhookRoute(app, {
    config: { STRIPE_WEBHOOK_SECRET: SECRET },
    settle: async (event) => {
      if (settleFails) throw new Error('database down');
      settled.push(event);
      return { status: 'granted' };
    },
  });
  await app.ready();
});
afterEach(() => app.close());

function deliver(payload: string, signature: string | null, contentType = 'application/json; charset=utf-8') {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': contentType, ...(signature !== null && { 'stripe-signature': signature }) },
    payload,
  });
}

/** Stripe's own formatting (pretty-printed): the signature covers these exact bytes, not a re-serialisation. */
const body = (event: object) => JSON.stringify(event, null, 2);

const paidSession = { client_reference_id: 'P20261128000041', amount_total: 1999, currency: 'usd', payment_status: 'paid', payment_intent: 'pi_3Pabc123', metadata: { order_no: 'P20261128000041', order_id: '41' } };

describe('Stripe webhook', () => {
  it('checkout.session.completed and paid: settles once per delivery with the normalised event', async () => {
    const event = checkoutEvent('checkout.session.completed', paidSession, 'evt_1PaidA');
    const payload = body(event);
    const res = await deliver(payload, stripeSignature(payload, SECRET));
    expect(res.statusCode).toBe(200);
    expect(settled).toEqual([
      { provider: 'stripe', eventId: 'evt_1PaidA', orderNo: 'P20261128000041', outcome: 'paid', amount: 1999, currency: 'USD', paymentRef: 'pi_3Pabc123', payload: event },
    ]);
    // Stripe delivers again (a lost 200): the route hands it on again; the engine makes it exactly-once by eventId.
    const again = await deliver(payload, stripeSignature(payload, SECRET));
    expect(again.statusCode).toBe(200);
    expect(settled.map((e) => e.eventId)).toEqual(['evt_1PaidA', 'evt_1PaidA']);
  });

  it('a VND amount (zero-decimal in Stripe and ISO) comes through as is', async () => {
    const payload = body(checkoutEvent('checkout.session.completed', { ...paidSession, amount_total: 50_000, currency: 'vnd' }));
    await deliver(payload, stripeSignature(payload, SECRET));
    expect(settled[0]).toMatchObject({ amount: 50_000, currency: 'VND', outcome: 'paid' });
  });

  it('an async method: completed-but-unpaid is ignored, then async_payment_succeeded settles paid', async () => {
    const unpaid = body(checkoutEvent('checkout.session.completed', { ...paidSession, payment_status: 'unpaid' }));
    const res = await deliver(unpaid, stripeSignature(unpaid, SECRET));
    expect(res.statusCode).toBe(200);
    expect(settled).toEqual([]);
    const later = body(checkoutEvent('checkout.session.async_payment_succeeded', paidSession, 'evt_async_ok'));
    expect((await deliver(later, stripeSignature(later, SECRET))).statusCode).toBe(200);
    expect(settled).toMatchObject([{ eventId: 'evt_async_ok', outcome: 'paid', paymentRef: 'pi_3Pabc123' }]);
  });

  it('async_payment_failed settles failed', async () => {
    const payload = body(checkoutEvent('checkout.session.async_payment_failed', { ...paidSession, payment_status: 'unpaid' }, 'evt_async_fail'));
    expect((await deliver(payload, stripeSignature(payload, SECRET))).statusCode).toBe(200);
    expect(settled).toMatchObject([{ eventId: 'evt_async_fail', outcome: 'failed', amount: 1999, currency: 'USD', orderNo: 'P20261128000041' }]);
    expect(settled[0]!.failure).toMatch(/async_payment_failed/);
  });

  it('other events, and sessions not opened by us, are answered 200 and settle nothing', async () => {
    for (const [type, session] of [
      ['checkout.session.expired', { ...paidSession, payment_status: 'unpaid', status: 'expired' }],
      ['payment_intent.succeeded', { object: 'payment_intent', amount: 1999 }],
      ['checkout.session.completed', { ...paidSession, client_reference_id: null }],
    ] as const) {
      const payload = body(checkoutEvent(type, session));
      const res = await deliver(payload, stripeSignature(payload, SECRET));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, message: `Ignored ${type}` });
    }
    expect(settled).toEqual([]);
  });

  it('a bad, missing, stale or other-secret signature is a 400 and settles nothing', async () => {
    const payload = body(checkoutEvent('checkout.session.completed', paidSession));
    const tampered = payload.replace('1999', '1');
    const cases = [
      stripeSignature(payload, 'whsec_someoneelse'),
      null,
      '',
      't=1,v1=deadbeef',
      stripeSignature(payload, SECRET, Math.floor(Date.now() / 1000) - 3600),
    ];
    for (const signature of cases) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Invalid Stripe signature', data: null });
    }
    expect((await deliver(tampered, stripeSignature(payload, SECRET))).statusCode).toBe(400);
    expect(settled).toEqual([]);
  });

  it('the signature is over the raw bytes whatever the content type says', async () => {
    const payload = body(checkoutEvent('checkout.session.completed', paidSession));
    const res = await deliver(payload, stripeSignature(payload, SECRET), 'text/plain');
    expect(res.statusCode).toBe(200);
    expect(settled).toHaveLength(1);
  });

  it('settle throwing is a 500, so Stripe delivers again', async () => {
    settleFails = true;
    const payload = body(checkoutEvent('checkout.session.completed', paidSession));
    const res = await deliver(payload, stripeSignature(payload, SECRET));
    expect(res.statusCode).toBe(500);
    expect(settled).toEqual([]);
  });

  it("the raw parser stays in the webhook's scope: other routes still get parsed JSON", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/other', payload: { a: 1 } });
    expect(res.json()).toEqual({ got: { a: 1 } });
  });

  it('refuses to start without a webhook secret', async () => {
    const bare = Fastify();
    await expect(stripeWebhookRoute(bare, { config: { STRIPE_WEBHOOK_SECRET: undefined }, settle: async () => null })).rejects.toThrow('STRIPE_WEBHOOK_SECRET is not set');
    await bare.close();
  });
});

describe('Stripe webhook inside the app kernel', () => {
  it('with the app’s validator, serializer, envelope, sign-field hook and multipart parser, it still reads raw bytes', async () => {
    const kernel = Fastify({ logger: false });
    kernel.setValidatorCompiler(zodValidatorCompiler);
    kernel.setSerializerCompiler(serializerCompiler);
    installEnvelope(kernel, { maxBodyBytes: 1 << 20 });
    kernel.addHook('preValidation', async (req) => {
      req.body = withoutSignFields(req.body);
    });
    await kernel.register(fastifyMultipart);
    const seen: PaymentEvent[] = [];
    await kernel.register(async (api) => stripeWebhookRoute(api, { config: { STRIPE_WEBHOOK_SECRET: SECRET }, settle: async (e) => seen.push(e) }));
    const payload = body(checkoutEvent('checkout.session.completed', paidSession));
    const res = await kernel.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, SECRET) }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'Settled', data: null });
    expect(seen).toHaveLength(1);
    await kernel.close();
  });
});
