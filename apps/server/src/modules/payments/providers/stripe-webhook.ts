import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { hostileInputIssues } from '../../../core/validation.js';
import type { PaymentEvent } from './provider.js';
import type { StripeSettings } from './stripe.js';

/**
 * Stripe's webhook (docs/payment-providers.md): POST /api/pay/stripe/webhook, outside the signed API table.
 * Stripe signs the raw bytes of the body, so this route keeps them as a Buffer (its own encapsulated
 * content-type parser) and checks the `stripe-signature` header before anything is read. Stripe retries a
 * delivery until it gets a 2xx, for up to three days: an answer of 5xx asks for that, a 400 (bad signature)
 * does too but will never succeed.
 */

export const STRIPE_WEBHOOK_PATH = '/api/pay/stripe/webhook';

export interface StripeWebhookOptions {
  config: Pick<StripeSettings, 'STRIPE_WEBHOOK_SECRET'>;
  /** The engine's exactly-once settle; a thrown error becomes a 500 so Stripe delivers again. */
  settle: (event: PaymentEvent) => Promise<unknown>;
}

export async function stripeWebhookRoute(app: FastifyInstance, opts: StripeWebhookOptions): Promise<void> {
  const secret = opts.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof header !== 'string' || !header) throw new Error('no stripe-signature header');
        event = Stripe.webhooks.constructEvent(raw, header, secret);
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'stripe webhook: signature refused');
        return answer(reply, 400, 'Invalid Stripe signature');
      }
      // Signed text that could not be stored (a lone surrogate or NUL: the payload goes to a jsonb column) is
      // refused as any input is (core/validation.ts), a 400 rather than the 500 of a failed insert.
      const bad = hostileInputIssues(event)[0];
      if (bad) {
        req.log.warn({ eventId: event.id, field: bad.path.join('.'), problem: bad.message }, 'stripe webhook: event text refused');
        return answer(reply, 400, `Event refused: ${bad.path.join('.')} ${bad.message}`);
      }
      const payment = paymentEventOf(event);
      if (!payment) return answer(reply, 200, `Ignored ${event.type}`);
      try {
        await opts.settle(payment);
      } catch (err) {
        req.log.error({ err, eventId: event.id, orderNo: payment.orderNo }, 'stripe webhook: settle failed, Stripe will deliver again');
        return answer(reply, 500, 'Not settled; deliver again');
      }
      return answer(reply, 200, 'Settled');
    });
  });
}

function answer(reply: import('fastify').FastifyReply, code: number, message: string) {
  return reply.code(code).type('application/json; charset=utf-8').send(JSON.stringify({ code, message, data: null }));
}

/**
 * The payment outcome an event reports, or null for events that settle nothing: a completed session whose
 * payment is still on its way (an async method; async_payment_succeeded / _failed follow), an expired
 * session (the engine expires its own orders), a session not opened by us (no client_reference_id).
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  let outcome: PaymentEvent['outcome'];
  if (event.type === 'checkout.session.completed') {
    if (event.data.object.payment_status !== 'paid') return null;
    outcome = 'paid';
  } else if (event.type === 'checkout.session.async_payment_succeeded') outcome = 'paid';
  else if (event.type === 'checkout.session.async_payment_failed') outcome = 'failed';
  else return null;
  const session = event.data.object;
  if (!session.client_reference_id || session.amount_total === null || !session.currency) return null;
  const intent = session.payment_intent;
  return {
    provider: 'stripe',
    eventId: event.id,
    orderNo: session.client_reference_id,
    outcome,
    amount: session.amount_total,
    currency: session.currency.toUpperCase(),
    paymentRef: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
    ...(outcome === 'failed' && { failure: 'The payment method reported a failure (checkout.session.async_payment_failed)' }),
    payload: event,
  };
}
