import { createHmac, randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { dropConnection, jsonBody, recordEach, sendJson, sendText, startStandIn, type IncomingCall } from './standin-server';

/**
 * A local stand-in for VNPay (API 2.1.0), written from VNPay's integration documentation
 * (https://sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html, .../truy-van-hoan-tien/querydr&refund.html)
 * and its NodeJS sample, independently of the adapter, so the tests check the adapter against the
 * documentation rather than against itself:
 * - `signedCallback` signs IPN / return-URL parameters as VNPay does (sorted, encodeURIComponent with
 *   spaces as "+", joined as a query string, HMAC-SHA512 hex), and `checkPaymentUrl` verifies a payment URL
 *   the same way;
 * - the server answers the merchant API's refund (POST JSON to /merchant_webapi/api/transaction): it checks
 *   the request's checksum over the "|"-joined fields in VNPay's documented order and answers with VNPay's
 *   documented fields and codes (00 success, 97 invalid checksum, 91, 94, 95, 99...). Tests read what was
 *   sent in `requests` and script the next answers.
 */

export const VNPAY_API_PATH = '/merchant_webapi/api/transaction';

const hmac = (secret: string, data: string) => createHmac('sha512', secret).update(Buffer.from(data, 'utf-8')).digest('hex');

/** VNPay's NodeJS sample: sortObject() then querystring.stringify(..., { encode: false }). */
export function vnpaySampleSignData(params: Record<string, string>, opts: { keepEmpty?: boolean } = {}): string {
  return Object.keys(params)
    .filter((k) => k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType' && (opts.keepEmpty || params[k] !== ''))
    .map(encodeURIComponent)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k]!).replace(/%20/g, '+')}`)
    .join('&');
}

/** The query string VNPay appends to the IPN and return URLs: the fields plus their vnp_SecureHash. */
export function signedCallback(params: Record<string, string>, secret: string, opts: { keepEmpty?: boolean } = {}): string {
  const hash = hmac(secret, vnpaySampleSignData(params, opts));
  return new URLSearchParams({ ...params, vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: hash }).toString();
}

/** The fields of a payment URL, and whether its vnp_SecureHash is right by VNPay's documented algorithm. */
export function checkPaymentUrl(url: string, secret: string): { params: Record<string, string>; signatureValid: boolean } {
  const params = Object.fromEntries(new URL(url).searchParams);
  const expected = hmac(secret, vnpaySampleSignData(params));
  return { params, signatureValid: (params.vnp_SecureHash ?? '').toLowerCase() === expected };
}

/** IPN fields of a payment as VNPay sends them; `amountVnd` in dong (multiplied by 100 here as VNPay does), other keys override fields. */
export function ipnFields(tmnCode: string, over: Record<string, string | number> = {}): Record<string, string> {
  const { amountVnd = 50_000, ...rest } = over;
  const fields: Record<string, string> = {
    vnp_Amount: String(Number(amountVnd) * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang P20261128000041',
    vnp_PayDate: '20261128153012',
    vnp_ResponseCode: '00',
    vnp_TmnCode: tmnCode,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'P20261128000041',
  };
  for (const [k, v] of Object.entries(rest)) fields[k] = String(v);
  return fields;
}

/** The refund request's fields in the order VNPay's documentation joins them for vnp_SecureHash. */
const REFUND_FIELDS = ['vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TransactionType', 'vnp_TxnRef', 'vnp_Amount', 'vnp_TransactionNo', 'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo'];
const REQUIRED = [...REFUND_FIELDS, 'vnp_SecureHash'];

const REFUND_MESSAGES: Record<string, string> = {
  '00': 'Refund success',
  '02': 'Invalid TmnCode',
  '03': 'Invalid data format',
  '91': 'Transaction not found',
  '94': 'Refund request already sent before. VNPAY is processing it',
  '95': 'Transaction not successful at VNPAY. VNPAY refuses the request',
  '97': 'Invalid checksum',
  '99': 'Other errors',
};

export type VnpayStandInReply = { code: string } | { status: number; text: string } | { drop: true };

export interface VnpayStandInRequest {
  path: string;
  contentType: string | undefined;
  body: Record<string, string>;
}

export async function startVnpayStandIn(opts: { tmnCode?: string; secret?: string } = {}) {
  const tmnCode = opts.tmnCode ?? 'HWTEST01';
  const secret = opts.secret ?? 'STANDINSECRETKEY0123456789ABCDEF';
  const requests: VnpayStandInRequest[] = [];
  const scripted: VnpayStandInReply[] = [];

  function refundCode(body: Record<string, string>): string {
    if (REQUIRED.some((f) => !body[f])) return '03';
    if (body.vnp_TmnCode !== tmnCode) return '02';
    if (hmac(secret, REFUND_FIELDS.map((f) => body[f]).join('|')) !== body.vnp_SecureHash!.toLowerCase()) return '97';
    if (body.vnp_Command !== 'refund' || !['02', '03'].includes(body.vnp_TransactionType!) || !/^\d{14}$/.test(body.vnp_TransactionDate!) || body.vnp_RequestId!.length > 32) return '03';
    return '00';
  }

  function answer(res: ServerResponse, req: VnpayStandInRequest) {
    const reply = scripted.shift() ?? { code: refundCode(req.body) };
    if ('drop' in reply) return dropConnection(res);
    if ('text' in reply) return sendText(res, reply.status, reply.text, 'text/html');
    const b = req.body;
    const out: Record<string, string> = {
      vnp_ResponseId: String(randomInt(1e9, 1e10)),
      vnp_Command: 'refund',
      vnp_ResponseCode: reply.code,
      vnp_Message: REFUND_MESSAGES[reply.code] ?? 'Other errors',
      vnp_TmnCode: tmnCode,
      vnp_TxnRef: b.vnp_TxnRef ?? '',
      vnp_Amount: b.vnp_Amount ?? '',
      vnp_BankCode: 'NCB',
      vnp_PayDate: b.vnp_CreateDate ?? '',
      vnp_TransactionNo: reply.code === '00' ? String(randomInt(1e7, 1e8)) : '',
      vnp_TransactionType: b.vnp_TransactionType ?? '',
      vnp_TransactionStatus: reply.code === '00' ? '05' : '',
      vnp_OrderInfo: b.vnp_OrderInfo ?? '',
    };
    out.vnp_SecureHash = hmac(secret, Object.values(out).join('|'));
    return sendJson(res, 200, out);
  }

  const server = await startStandIn(
    recordEach(requests, vnpayRequest, (recorded, res, call) => {
      if (call.method !== 'POST' || recorded.path !== VNPAY_API_PATH) {
        res.writeHead(404).end('Not Found');
        return;
      }
      answer(res, recorded);
    }),
  );

  return {
    url: server.url,
    apiUrl: `${server.url}${VNPAY_API_PATH}`,
    tmnCode,
    secret,
    requests,
    script(...replies: VnpayStandInReply[]) {
      scripted.push(...replies);
    },
    reset() {
      requests.length = 0;
      scripted.length = 0;
    },
    close: server.close,
  };
}

export type VnpayStandIn = Awaited<ReturnType<typeof startVnpayStandIn>>;

function vnpayRequest(call: IncomingCall): VnpayStandInRequest {
  // An unparsable body is answered 03 (all fields missing).
  return { path: call.path, contentType: call.header('content-type'), body: jsonBody<Record<string, string>>(call.raw) };
}
