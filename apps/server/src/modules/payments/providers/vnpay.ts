import { createHash } from 'node:crypto';
import type { Config } from '../../../core/settings.js';
import type { PayableOrder, PaymentProvider, RefundRequest, StartContext } from './provider.js';
import { hmacSha512, vnpayDate, vnpaySignData, vnpayText } from './vnpay-sign.js';

/**
 * VNPay (docs/payment-providers.md), VND only: `start` builds the signed URL of VNPay's payment page, and
 * `refund` calls VNPay's merchant API. What was paid arrives through the IPN and the return URL
 * (vnpay-callbacks.ts).
 */

export type VnpaySettings = Pick<Config, 'VNPAY_TMN_CODE' | 'VNPAY_HASH_SECRET' | 'VNPAY_PAY_URL' | 'VNPAY_API_URL'>;

export const VNPAY_VERSION = '2.1.0';
export const VNPAY_RETURN_PATH = '/api/pay/vnpay/return';
export const VNPAY_IPN_PATH = '/api/pay/vnpay/ipn';
/** VNPay counts amounts in hundredths of a dong: vnp_Amount = VND × 100. */
export const VNPAY_AMOUNT_FACTOR = 100;
const REQUEST_ID_MAX = 32;
const API_TIMEOUT_MS = 20_000;

/**
 * A refund request the engine may also tell when the payment was opened: VNPay documents
 * vnp_TransactionDate as the payment's vnp_CreateDate; without it the payment time stands in.
 */
export type VnpayRefundRequest = RefundRequest & { startedAt?: Date };

export function createVnpayProvider(settings: VnpaySettings, opts: { serverIp?: string; now?: () => Date } = {}): PaymentProvider {
  const { tmnCode, secret } = vnpayKeys(settings);
  const now = opts.now ?? (() => new Date());
  return {
    name: 'vnpay',
    supports: (currency) => currency === 'VND',
    async start(order, ctx) {
      if (order.currency !== 'VND') throw new Error(`VNPay takes VND only, not ${order.currency}`);
      const params = paymentParams(order, ctx, tmnCode, now());
      // The query is the signed text itself (sorted, form-encoded) plus the hash, as VNPay's samples build it.
      const signed = vnpaySignData(params);
      const url = new URL(settings.VNPAY_PAY_URL);
      url.search = `${signed}&vnp_SecureHash=${hmacSha512(secret, signed)}`;
      return { url: url.toString(), ref: order.orderNo };
    },
    refund: (req: VnpayRefundRequest) => refund(settings.VNPAY_API_URL, { tmnCode, secret, serverIp: opts.serverIp ?? '127.0.0.1' }, req, now()),
  };
}

export function vnpayKeys(settings: Pick<VnpaySettings, 'VNPAY_TMN_CODE' | 'VNPAY_HASH_SECRET'>) {
  if (!settings.VNPAY_TMN_CODE || !settings.VNPAY_HASH_SECRET) throw new Error('VNPAY_TMN_CODE and VNPAY_HASH_SECRET are not set');
  return { tmnCode: settings.VNPAY_TMN_CODE, secret: settings.VNPAY_HASH_SECRET };
}

function paymentParams(order: PayableOrder, ctx: StartContext, tmnCode: string, at: Date): Record<string, string> {
  return {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: tmnCode,
    vnp_Amount: String(order.amount * VNPAY_AMOUNT_FACTOR),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: order.orderNo,
    vnp_OrderInfo: vnpayText(`Thanh toan don hang ${order.orderNo}`),
    vnp_OrderType: 'other',
    vnp_Locale: ctx.lang === 'vi' ? 'vn' : 'en',
    vnp_ReturnUrl: `${ctx.publicUrl}${VNPAY_RETURN_PATH}`,
    vnp_IpAddr: plainIp(ctx.ip),
    vnp_CreateDate: vnpayDate(at),
    vnp_ExpireDate: vnpayDate(order.expiresAt),
  };
}

/** An IPv4 client seen through a dual-stack socket (::ffff:1.2.3.4) is the IPv4 address VNPay expects. */
function plainIp(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || '127.0.0.1';
}

/**
 * vnp_RequestId: at most 32 characters and unique per request; derived from our refund key so a retried
 * refund sends the same id (VNPay answers 94 to a repeat within its window rather than refunding twice).
 */
export function vnpayRequestId(refundKey: string): string {
  if (/^[A-Za-z0-9]{1,32}$/.test(refundKey)) return refundKey;
  return createHash('sha256').update(refundKey).digest('hex').slice(0, REQUEST_ID_MAX);
}

/** The refund's fields in the order VNPay's checksum joins them with "|". */
export const VNPAY_REFUND_HASH_FIELDS = [
  'vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TransactionType', 'vnp_TxnRef', 'vnp_Amount',
  'vnp_TransactionNo', 'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo',
] as const;

interface RefundAuth {
  tmnCode: string;
  secret: string;
  serverIp: string;
}

async function refund(apiUrl: string, auth: RefundAuth, req: VnpayRefundRequest, at: Date) {
  const body: Record<string, string> = {
    vnp_RequestId: vnpayRequestId(req.refundKey),
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: auth.tmnCode,
    vnp_TransactionType: req.amount >= req.paidAmount ? '02' : '03',
    vnp_TxnRef: req.orderNo,
    vnp_Amount: String(req.amount * VNPAY_AMOUNT_FACTOR),
    vnp_TransactionNo: req.paymentRef,
    vnp_TransactionDate: vnpayDate(req.startedAt ?? req.paidAt),
    vnp_CreateBy: 'system',
    vnp_CreateDate: vnpayDate(at),
    vnp_IpAddr: auth.serverIp,
    vnp_OrderInfo: vnpayText(`Hoan tien don hang ${req.orderNo} ${req.reason}`) || `Hoan tien ${req.orderNo}`,
  };
  body.vnp_SecureHash = hmacSha512(auth.secret, VNPAY_REFUND_HASH_FIELDS.map((f) => body[f]).join('|'));
  const answer = await postJson(apiUrl, body);
  const code = String(answer.vnp_ResponseCode ?? '');
  if (code !== '00') {
    const message = typeof answer.vnp_Message === 'string' && answer.vnp_Message ? answer.vnp_Message : 'no message';
    throw new Error(`VNPay refund refused (${code || 'no code'}): ${message}`);
  }
  const ref = answer.vnp_TransactionNo ?? answer.vnp_ResponseId;
  return { ref: ref === undefined || ref === null || ref === '' ? body.vnp_RequestId! : String(ref) };
}

async function postJson(url: string, body: Record<string, string>): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (err) {
    throw new Error(`VNPay refund: no answer from ${new URL(url).host} (${(err as Error).message})`, { cause: err });
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`VNPay refund: HTTP ${res.status} from ${new URL(url).host}`);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new Error(`VNPay refund: an answer that is not JSON (${text.slice(0, 80)})`);
}
