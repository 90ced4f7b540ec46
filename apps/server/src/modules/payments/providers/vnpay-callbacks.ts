import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PaymentEvent } from './provider.js';
import { VNPAY_AMOUNT_FACTOR, VNPAY_IPN_PATH, VNPAY_RETURN_PATH, vnpayKeys, type VnpaySettings } from './vnpay.js';
import { verifyVnpayParams } from './vnpay-sign.js';

/**
 * VNPay's callbacks (docs/payment-providers.md). The IPN (GET /api/pay/vnpay/ipn, server to server, set in
 * VNPay's merchant portal) is what VNPay counts on: it retries until it reads RspCode 00 or 02. The return
 * URL (GET /api/pay/vnpay/return) is the payer's browser coming back with the same signed fields; it
 * settles too, because the engine's settle is exactly-once and an IPN cannot reach a developer's machine.
 */

/** What the engine's settle answers (settle.ts SettleResult), for VNPay's RspCode. */
export type VnpaySettleStatus =
  /** A payment granted. */
  | 'granted'
  /** A failure recorded (or one reported for an order no longer open). */
  | 'failed'
  /** A payment taken but given back (late, or a second payment of a paid order): VNPay need not deliver again. */
  | 'refunding'
  /** This delivery, or another report of the same payment, was settled before. */
  | 'duplicate'
  | 'not_found'
  /** The amount VNPay reports is not the order's. */
  | 'amount_mismatch'
  /** Anything else the engine will not take (VNPay will deliver again). */
  | 'refused';
export interface VnpaySettleResult {
  status: VnpaySettleStatus;
}

export interface VnpayCallbackOptions {
  config: Pick<VnpaySettings, 'VNPAY_TMN_CODE' | 'VNPAY_HASH_SECRET'>;
  settle: (event: PaymentEvent) => Promise<VnpaySettleResult>;
  /** The web app's result page (PAYMENT.resultPath); the payer lands on `${resultPath}?no=<order number>`. */
  resultPath: string;
}

/** VNPay's documented IPN answers. */
export const VNPAY_IPN_REPLY = {
  granted: { RspCode: '00', Message: 'Confirm Success' },
  failed: { RspCode: '00', Message: 'Confirm Success' },
  refunding: { RspCode: '00', Message: 'Confirm Success' },
  duplicate: { RspCode: '02', Message: 'Order already confirmed' },
  not_found: { RspCode: '01', Message: 'Order not found' },
  amount_mismatch: { RspCode: '04', Message: 'Invalid amount' },
  refused: { RspCode: '99', Message: 'Unknown error' },
  checksum: { RspCode: '97', Message: 'Invalid Checksum' },
} as const;

type Query = Record<string, string>;

export async function vnpayCallbackRoutes(app: FastifyInstance, opts: VnpayCallbackOptions): Promise<void> {
  const { secret } = vnpayKeys(opts.config);
  await app.register(async (scope) => {
    scope.get(VNPAY_IPN_PATH, { schema: { hide: true } }, async (req, reply) => {
      const query = plainQuery(req.query);
      if (!verifyVnpayParams(query, secret)) {
        req.log.warn({ txnRef: query.vnp_TxnRef }, 'vnpay ipn: bad checksum');
        return reply.send(VNPAY_IPN_REPLY.checksum);
      }
      return reply.send(VNPAY_IPN_REPLY[await settleCallback(query, opts.settle, req.log)]);
    });
    scope.get(VNPAY_RETURN_PATH, { schema: { hide: true } }, async (req, reply) => {
      const query = plainQuery(req.query);
      const to = `${opts.resultPath}?no=${encodeURIComponent(query.vnp_TxnRef ?? '')}`;
      if (!verifyVnpayParams(query, secret)) {
        req.log.warn({ txnRef: query.vnp_TxnRef }, 'vnpay return: bad checksum');
        return reply.redirect(`${to}&error=signature`, 302);
      }
      // The result page reads the order's state; whatever settle said, the IPN has its own go at it.
      await settleCallback(query, opts.settle, req.log);
      return reply.redirect(to, 302);
    });
  });
}

/** Settles a verified callback; what to tell VNPay, from the engine's answer. */
async function settleCallback(query: Query, settle: VnpayCallbackOptions['settle'], log: FastifyBaseLogger): Promise<VnpaySettleStatus> {
  const event = vnpayEventOf(query);
  if (!event) return 'amount_mismatch';
  try {
    return (await settle(event)).status;
  } catch (err) {
    log.error({ err, orderNo: event.orderNo, eventId: event.eventId }, 'vnpay: settle failed, VNPay will deliver again');
    return 'refused';
  }
}

/**
 * The PaymentEvent of a verified callback: paid only when both the response code and the transaction
 * status are 00. Null when vnp_Amount is not a whole number of dong (never from VNPay; answered 04).
 */
export function vnpayEventOf(query: Query): PaymentEvent | null {
  const raw = query.vnp_Amount ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) % VNPAY_AMOUNT_FACTOR !== 0) return null;
  const txnRef = query.vnp_TxnRef ?? '';
  const transactionNo = query.vnp_TransactionNo ?? '';
  const status = query.vnp_TransactionStatus ?? '';
  const paid = query.vnp_ResponseCode === '00' && status === '00';
  return {
    provider: 'vnpay',
    eventId: `${txnRef}:${transactionNo}:${status}`,
    orderNo: txnRef,
    outcome: paid ? 'paid' : 'failed',
    amount: Number(raw) / VNPAY_AMOUNT_FACTOR,
    currency: 'VND',
    paymentRef: transactionNo,
    ...(!paid && { failure: `VNPay response ${query.vnp_ResponseCode ?? '?'}, transaction status ${status || '?'}` }),
    payload: query,
  };
}

/** Fastify's parsed query as plain strings (a repeated key keeps its first value; nothing of VNPay repeats). */
function plainQuery(query: unknown): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}
