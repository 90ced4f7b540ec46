import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayableOrder, RefundRequest, StartContext } from '../../src/modules/payments/providers/provider.js';
import { createVnpayProvider, type VnpaySettings } from '../../src/modules/payments/providers/vnpay.js';
import { checkPaymentUrl, startVnpayStandIn, type VnpayStandIn } from '../support/vnpay-standin.js';

/** The VNPay adapter alone: its payment URL checked by VNPay's documented algorithm, its refunds against the stand-in. */

let vnpay: VnpayStandIn;
beforeAll(async () => {
  vnpay = await startVnpayStandIn();
});
afterAll(() => vnpay.close());
beforeEach(() => vnpay.reset());

const PAY_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
// 2026-11-28 08:30:05 UTC is 15:30:05 in Ho Chi Minh City.
const NOW = new Date('2026-11-28T08:30:05Z');
const settings = (over: Partial<VnpaySettings> = {}): VnpaySettings => ({
  VNPAY_TMN_CODE: vnpay.tmnCode,
  VNPAY_HASH_SECRET: vnpay.secret,
  VNPAY_PAY_URL: PAY_URL,
  VNPAY_API_URL: vnpay.apiUrl,
  ...over,
});
const provider = (over: Partial<VnpaySettings> = {}) => createVnpayProvider(settings(over), { serverIp: '198.51.100.7', now: () => NOW });

const order = (over: Partial<PayableOrder> = {}): PayableOrder => ({
  id: 41,
  orderNo: 'P20261128000041',
  amount: 50_000,
  currency: 'VND',
  title: 'Ghim tin 3 ngày',
  expiresAt: new Date(NOW.getTime() + 15 * 60_000),
  userId: 7,
  attempt: 1,
  ...over,
});
const ctx: StartContext = { returnUrl: 'unused', cancelUrl: 'unused', ip: '203.0.113.9', lang: 'vi', publicUrl: 'https://app.example.com' };

describe('VNPay start: the payment URL', () => {
  it('carries the documented fields and a signature that verifies by VNPay’s algorithm', async () => {
    const started = await provider().start(order(), ctx);
    expect(started.ref).toBe('P20261128000041');
    expect(started.url.startsWith(`${PAY_URL}?`)).toBe(true);
    const { params, signatureValid } = checkPaymentUrl(started.url, vnpay.secret);
    expect(signatureValid).toBe(true);
    expect(params).toEqual({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_Amount: '5000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: 'P20261128000041',
      vnp_OrderInfo: 'Thanh toan don hang P20261128000041',
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: 'https://app.example.com/api/pay/vnpay/return',
      vnp_IpAddr: '203.0.113.9',
      vnp_CreateDate: '20261128153005',
      vnp_ExpireDate: '20261128154505',
      vnp_SecureHash: params.vnp_SecureHash,
    });
    expect(params.vnp_SecureHash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('the parameters are in sorted order in the URL, as VNPay signs them', async () => {
    const { url } = await provider().start(order(), ctx);
    const keys = [...new URL(url).searchParams.keys()].filter((k) => k !== 'vnp_SecureHash');
    expect(keys).toEqual([...keys].sort());
  });

  it('English (and Chinese, which VNPay lacks) pages are vnp_Locale en; a dual-stack IPv4 address is plain', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { url } = await provider().start(order(), { ...ctx, lang, ip: '::ffff:203.0.113.9' });
      const { params, signatureValid } = checkPaymentUrl(url, vnpay.secret);
      expect(signatureValid).toBe(true);
      expect(params.vnp_Locale).toBe('en');
      expect(params.vnp_IpAddr).toBe('203.0.113.9');
    }
  });

  it('another secret does not verify', async () => {
    const { url } = await provider().start(order(), ctx);
    expect(checkPaymentUrl(url, 'SOMEOTHERSECRET0123456789').signatureValid).toBe(false);
  });

  it('takes VND only', async () => {
    const p = provider();
    expect(p.supports('VND')).toBe(true);
    for (const c of ['USD', 'THB', 'vnd']) expect(p.supports(c)).toBe(false);
    await expect(p.start(order({ currency: 'USD', amount: 1999 }), ctx)).rejects.toThrow('VNPay takes VND only, not USD');
  });

  it('refuses to be built without its keys', () => {
    expect(() => createVnpayProvider(settings({ VNPAY_HASH_SECRET: undefined }))).toThrow('VNPAY_TMN_CODE and VNPAY_HASH_SECRET are not set');
  });
});

describe('VNPay refund: the merchant API', () => {
  const refundReq = (over: Partial<RefundRequest> = {}): RefundRequest => ({
    orderNo: 'P20261128000041',
    paymentRef: '14422574',
    // Paid at 15:31:40 Ho Chi Minh time.
    paidAt: new Date('2026-11-28T08:31:40Z'),
    amount: 50_000,
    paidAmount: 50_000,
    currency: 'VND',
    refundKey: 'HWR12',
    reason: 'pay.refund.late_payment',
    ...over,
  });

  it('a full refund: type 02, the documented fields, a checksum the API accepts', async () => {
    const result = await provider().refund(refundReq());
    const [sent] = vnpay.requests;
    expect(sent!.contentType).toBe('application/json');
    expect(sent!.body).toMatchObject({
      vnp_RequestId: 'HWR12',
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_TransactionType: '02',
      vnp_TxnRef: 'P20261128000041',
      vnp_Amount: '5000000',
      vnp_TransactionNo: '14422574',
      vnp_TransactionDate: '20261128153140',
      vnp_CreateBy: 'system',
      vnp_CreateDate: '20261128153005',
      vnp_IpAddr: '198.51.100.7',
    });
    expect(sent!.body.vnp_OrderInfo).toBe('Hoan tien don hang P20261128000041 pay refund late payment');
    expect(result.ref).toMatch(/^\d{8}$/);
  });

  it('a partial refund is type 03 with its own amount', async () => {
    await provider().refund(refundReq({ amount: 20_000 }));
    expect(vnpay.requests[0]!.body).toMatchObject({ vnp_TransactionType: '03', vnp_Amount: '2000000' });
  });

  it('a refund key longer than 32 characters becomes a stable 32-character request id', async () => {
    const key = 'refund-of-order-P20261128000041-number-0003';
    await provider().refund(refundReq({ refundKey: key }));
    await provider().refund(refundReq({ refundKey: key }));
    const [a, b] = vnpay.requests.map((r) => r.body.vnp_RequestId);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
  });

  it('the payment’s start time, when the engine gives it, is the transaction date VNPay documents', async () => {
    const req = { ...refundReq(), startedAt: new Date('2026-11-28T08:29:00Z') };
    await provider().refund(req);
    expect(vnpay.requests[0]!.body.vnp_TransactionDate).toBe('20261128152900');
  });

  it('any answer but 00 is a thrown error with VNPay’s code and message', async () => {
    vnpay.script({ code: '94' });
    await expect(provider().refund(refundReq())).rejects.toThrow('VNPay refund refused (94): Refund request already sent before. VNPAY is processing it');
    // A wrong secret is VNPay's 97, checked by the stand-in.
    await expect(provider({ VNPAY_HASH_SECRET: 'WRONGSECRET0123456789' }).refund(refundReq())).rejects.toThrow('VNPay refund refused (97): Invalid checksum');
  });

  it('an HTTP error, a page that is not JSON, or no connection is a thrown error', async () => {
    vnpay.script({ status: 502, text: '<html>Bad Gateway</html>' });
    await expect(provider().refund(refundReq())).rejects.toThrow(/^VNPay refund: HTTP 502 from 127\.0\.0\.1:\d+$/);
    vnpay.script({ status: 200, text: '<html>maintenance</html>' });
    await expect(provider().refund(refundReq())).rejects.toThrow('VNPay refund: an answer that is not JSON (<html>maintenance</html>)');
    vnpay.script({ drop: true });
    await expect(provider().refund(refundReq())).rejects.toThrow(/^VNPay refund: no answer from 127\.0\.0\.1:\d+/);
  });
});
