import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { formFields, recordEach, sendAnswer, startStandIn, type IncomingCall } from './standin-server';

/**
 * A local stand-in for api.stripe.com, on a random port, for STRIPE_API_BASE. It answers the two calls the
 * provider makes the way Stripe documents them (https://docs.stripe.com/api/checkout/sessions/create,
 * https://docs.stripe.com/api/refunds/create, https://docs.stripe.com/api/idempotent_requests,
 * https://docs.stripe.com/api/errors): Bearer auth with the secret key, form-encoded bodies with bracketed
 * keys (line_items[0][price_data][currency]), idempotency keys that replay the first answer for the same
 * parameters and refuse other parameters, and the documented error bodies. Tests read what the provider
 * sent in `requests` (the form as Stripe receives it, flat bracketed keys) and script answers.
 */

export interface StripeStandInRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** The raw form, keys as sent (bracketed). */
  form: Record<string, string>;
  raw: string;
}

export type StripeStandInReply = { status: number; body: unknown } | { drop: true };

const hex = (n: number) => randomBytes(n).toString('hex');

/** Stripe's documented error body. */
export function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string; decline_code?: string } = {}): StripeStandInReply {
  return { status, body: { error: { type, message, ...extra, request_log_url: 'https://dashboard.stripe.com/test/logs/req_standin' } } };
}

export async function startStripeStandIn(opts: { secretKey?: string } = {}) {
  const secretKey = opts.secretKey ?? `sk_test_${hex(12)}`;
  const requests: StripeStandInRequest[] = [];
  const idempotent = new Map<string, { raw: string; reply: StripeStandInReply }>();
  const scripted: StripeStandInReply[] = [];

  function stripeAnswer(req: StripeStandInRequest): StripeStandInReply {
    if (req.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${(req.authorization ?? '').replace(/^Bearer /, '').slice(0, 12)}****`);
    }
    if (!req.contentType?.startsWith('application/x-www-form-urlencoded')) return stripeError(400, 'invalid_request_error', 'Invalid request: form-encoded body expected');
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') return createSession(req.form);
    if (req.method === 'POST' && req.path === '/v1/refunds') return createRefund(req.form);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${req.path}).`);
  }

  function answerFor(req: StripeStandInRequest): StripeStandInReply {
    const key = req.idempotencyKey;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.raw !== req.raw) {
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return earlier.reply;
    }
    const reply = scripted.shift() ?? stripeAnswer(req);
    // Stripe saves the answer of a request that ran, success or 4xx; a 5xx or a dropped one may be retried.
    if (key && !('drop' in reply) && reply.status < 500) idempotent.set(key, { raw: req.raw, reply });
    return reply;
  }

  const server = await startStandIn(
    recordEach(requests, stripeRequest, (recorded, res) => {
      const reply = answerFor(recorded);
      sendAnswer(res, 'drop' in reply ? reply : { ...reply, headers: { 'request-id': `req_${hex(7)}` } });
    }),
  );

  return {
    url: server.url,
    secretKey,
    requests,
    sessionRequests: () => requests.filter((r) => r.path === '/v1/checkout/sessions'),
    refundRequests: () => requests.filter((r) => r.path === '/v1/refunds'),
    /** Answers for the next requests, used up in order (then Stripe's own answers). */
    script(...replies: StripeStandInReply[]) {
      scripted.push(...replies);
    },
    reset() {
      requests.length = 0;
      scripted.length = 0;
      idempotent.clear();
    },
    close: server.close,
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function createSession(form: Record<string, string>): StripeStandInReply {
  const missing = ['mode', 'line_items[0][price_data][currency]', 'line_items[0][price_data][unit_amount]', 'line_items[0][quantity]', 'success_url'].find((k) => !form[k]);
  if (missing) return stripeError(400, 'invalid_request_error', `Missing required param: ${missing}.`, { code: 'parameter_missing', param: missing });
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = form.expires_at ? Number(form.expires_at) : now + 86_400;
  if (expiresAt < now + 1800 || expiresAt > now + 86_400) {
    return stripeError(400, 'invalid_request_error', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', { param: 'expires_at' });
  }
  const id = `cs_test_${hex(24)}`;
  const amount = Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']);
  const metadata = Object.fromEntries(Object.entries(form).filter(([k]) => /^metadata\[/.test(k)).map(([k, v]) => [k.slice(9, -1), v]));
  return {
    status: 200,
    body: {
      id,
      object: 'checkout.session',
      amount_total: amount,
      amount_subtotal: amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: now,
      currency: form['line_items[0][price_data][currency]'],
      expires_at: expiresAt,
      livemode: false,
      locale: form.locale ?? null,
      metadata,
      mode: form.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    },
  };
}

function createRefund(form: Record<string, string>): StripeStandInReply {
  if (!form.payment_intent && !form.charge) return stripeError(400, 'invalid_request_error', 'One of the following params should be provided for this request: payment_intent or charge.');
  if (!/^pi_\w+$/.test(form.payment_intent ?? '')) {
    return stripeError(400, 'invalid_request_error', `No such payment_intent: '${form.payment_intent}'`, { code: 'resource_missing', param: 'payment_intent' });
  }
  const metadata = Object.fromEntries(Object.entries(form).filter(([k]) => /^metadata\[/.test(k)).map(([k, v]) => [k.slice(9, -1), v]));
  return {
    status: 200,
    body: { id: `re_${hex(12)}`, object: 'refund', amount: Number(form.amount), currency: 'usd', created: Math.floor(Date.now() / 1000), metadata, payment_intent: form.payment_intent, reason: null, status: 'succeeded' },
  };
}

function stripeRequest(call: IncomingCall): StripeStandInRequest {
  return {
    method: call.method,
    path: call.path,
    contentType: call.header('content-type'),
    authorization: call.header('authorization'),
    idempotencyKey: call.header('idempotency-key'),
    stripeVersion: call.header('stripe-version'),
    form: formFields(call.raw),
    raw: call.raw,
  };
}

/** A webhook event as Stripe sends it (https://docs.stripe.com/api/events/object) about one Checkout Session. */
export function checkoutEvent(type: string, session: Record<string, unknown>, id = `evt_${hex(12)}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { id: `cs_test_${hex(12)}`, object: 'checkout.session', mode: 'payment', status: 'complete', ...session } },
  };
}

/** The `stripe-signature` header Stripe would send with this body (signed with the endpoint's secret). */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
}
