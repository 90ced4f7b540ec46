import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../../core/settings.js';
import type { PayableOrder, PaymentProvider, RefundRequest, StartContext } from './provider.js';

/**
 * Stripe Checkout (docs/payment-providers.md): `start` opens a Checkout Session for one order, `refund`
 * refunds its PaymentIntent. What was paid comes back through the webhook (stripe-webhook.ts), never from
 * the payer's return to the app.
 */

export type StripeSettings = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>;

type MethodType = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/**
 * Payment methods offered per currency besides card, as Stripe documents them for Checkout (each method's
 * "presentment currencies"): WeChat Pay aud/cad/cny/eur/gbp/hkd/jpy/sgd/usd/dkk/nok/sek/chf; Alipay
 * aud/cad/cny/eur/gbp/hkd/jpy/myr/nzd/sgd/usd; PromptPay thb; PayNow sgd; GrabPay sgd/myr. Sent as
 * `allowed_payment_method_types` (API 2026-10-28.endive replaced `payment_method_types` with it): a filter
 * on what Stripe finds eligible, so a method not activated in the Dashboard, or not offered in the
 * account's country, is left out of the page instead of failing the session.
 */
export const STRIPE_METHODS_BY_CURRENCY: Readonly<Record<string, readonly MethodType[]>> = {
  USD: ['wechat_pay', 'alipay'],
  SGD: ['wechat_pay', 'alipay', 'paynow', 'grabpay'],
  MYR: ['alipay', 'grabpay'],
  THB: ['promptpay'],
  CNY: ['wechat_pay', 'alipay'],
  HKD: ['wechat_pay', 'alipay'],
  JPY: ['wechat_pay', 'alipay'],
  AUD: ['wechat_pay', 'alipay'],
  CAD: ['wechat_pay', 'alipay'],
  EUR: ['wechat_pay', 'alipay'],
  GBP: ['wechat_pay', 'alipay'],
};

/**
 * Currencies whose minor unit in Stripe's API is not ISO 4217's (ours, packages/contracts minorDigits):
 * ISK and UGX are zero-decimal in ISO but Stripe counts them in hundredths (amounts divisible by 100); the
 * three-decimal dinars are three-decimal in both, but Stripe only takes amounts whose last digit is 0.
 * Refused rather than converted: an amount we cannot pass through unchanged is one we could misstate.
 */
export const STRIPE_REFUSED_CURRENCIES: ReadonlySet<string> = new Set(['ISK', 'UGX', 'BHD', 'JOD', 'KWD', 'OMR', 'TND', 'IQD', 'LYD']);

/** Card everywhere, plus what Stripe offers in this currency. */
export function stripeMethodsFor(currency: string): MethodType[] {
  return ['card', ...(STRIPE_METHODS_BY_CURRENCY[currency.toUpperCase()] ?? [])];
}

const LOCALES: Record<StartContext['lang'], Stripe.Checkout.SessionCreateParams.Locale> = { zh: 'zh', en: 'en', vi: 'vi' };
/** Stripe's earliest allowed expires_at is 30 minutes ahead (and its latest 24 hours). */
const MIN_SESSION_MS = 30 * 60_000;

export function stripeClient(settings: StripeSettings): Stripe {
  if (!settings.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const base = settings.STRIPE_API_BASE ? new URL(settings.STRIPE_API_BASE) : null;
  return new Stripe(settings.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }),
  });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    supports: (currency) => /^[A-Z]{3}$/.test(currency) && !STRIPE_REFUSED_CURRENCIES.has(currency),
    async start(order, ctx) {
      const session = await createSession(stripe, order, ctx);
      if (!session.url) throw new Error(`Stripe: Checkout Session ${session.id} has no URL`);
      return { url: session.url, ref: session.id };
    },
    async refund(req: RefundRequest) {
      const refund = await callStripe('refund', () =>
        stripe.refunds.create(
          { payment_intent: req.paymentRef, amount: req.amount, metadata: { order_no: req.orderNo, refund_key: req.refundKey } },
          { idempotencyKey: `refund:${req.refundKey}` },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe: refund ${refund.id} ${refund.status}`);
      return { ref: refund.id };
    },
  };
}

async function createSession(stripe: Stripe, order: PayableOrder, ctx: StartContext): Promise<Stripe.Checkout.Session> {
  const params = sessionParams(order, ctx, stripeMethodsFor(order.currency));
  return callStripe('checkout', () => stripe.checkout.sessions.create(params, { idempotencyKey: sessionKey(order, params) }));
}

export function sessionParams(order: PayableOrder, ctx: StartContext, methods: MethodType[]): Stripe.Checkout.SessionCreateParams {
  const metadata = { order_no: order.orderNo, order_id: String(order.id) };
  return {
    mode: 'payment',
    client_reference_id: order.orderNo,
    line_items: [{ quantity: 1, price_data: { currency: order.currency.toLowerCase(), unit_amount: order.amount, product_data: { name: order.title.slice(0, 250) || order.orderNo } } }],
    metadata,
    payment_intent_data: { metadata },
    allowed_payment_method_types: methods,
    ...(methods.includes('wechat_pay') && { payment_method_options: { wechat_pay: { client: 'web' } } }),
    success_url: ctx.returnUrl,
    cancel_url: ctx.cancelUrl,
    locale: LOCALES[ctx.lang],
    expires_at: sessionExpiry(order.expiresAt),
  };
}

/**
 * Our order waits 15 minutes; Stripe's session at least 30. The session closes 30 minutes after the order
 * does: for an open order that is always past Stripe's minimum, and it is the same value when a start is
 * retried, so the idempotency key replays the first session instead of failing on changed parameters. A
 * payment made after the order expired still arrives as a webhook; the engine decides what to do with it.
 */
export function sessionExpiry(orderExpiresAt: Date): number {
  return Math.ceil((orderExpiresAt.getTime() + MIN_SESSION_MS) / 1000);
}

/**
 * One key per order, attempt and request: a retried start gets the same session back from Stripe, a new
 * attempt (the engine's count) opens a new one, and a start in another language is a new request rather
 * than Stripe's "same key, other parameters" error.
 */
function sessionKey(order: PayableOrder, params: Stripe.Checkout.SessionCreateParams): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  return `checkout:${order.orderNo}:${order.attempt}:${digest}`;
}

async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw stripeFailure(what, err);
  }
}

/** A short message for the engine's log and the order's record; the original error stays as `cause`. */
function stripeFailure(what: string, err: unknown): Error {
  if (err instanceof Stripe.errors.StripeError) {
    const kind = [err.rawType ?? err.type, err.code].filter(Boolean).join('/');
    return new Error(`Stripe ${what} failed (${kind}${err.statusCode ? ` ${err.statusCode}` : ''}): ${err.message}`, { cause: err });
  }
  return new Error(`Stripe ${what} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
}
