import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's checksums (API 2.1.0, docs/payment-providers.md). A payment URL and a callback (IPN, return URL)
 * are signed over their vnp_ parameters sorted by name and form-encoded as a query string (spaces as "+");
 * the merchant API's requests over their values joined by "|". Both are HMAC-SHA512 with the hash secret,
 * hex. Done by hand rather than with the vnpay package: the scheme is a few lines, and owning it lets the
 * tests check it against VNPay's documentation instead of against the same code.
 */

export function hmacSha512(secret: string, data: string): string {
  return createHmac('sha512', secret).update(Buffer.from(data, 'utf8')).digest('hex');
}

/** The signed text of a URL or callback: vnp_ parameters other than the hash itself, sorted, form-encoded. */
export function vnpaySignData(params: Record<string, string>, opts: { keepEmpty?: boolean } = {}): string {
  const sorted = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    if (!key.startsWith('vnp_') || key === 'vnp_SecureHash' || key === 'vnp_SecureHashType') continue;
    const value = params[key];
    if (value === undefined || (value === '' && !opts.keepEmpty)) continue;
    sorted.append(key, value);
  }
  return sorted.toString();
}

/**
 * Whether a callback's vnp_SecureHash is VNPay's. VNPay's own samples disagree on whether an empty value
 * (vnp_BankTranNo of a cancelled payment, say) is part of the signed text, so both readings are accepted:
 * either is an HMAC under our secret, which nobody else has.
 */
export function verifyVnpayParams(params: Record<string, string>, secret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const matches = (data: string) => timingSafeEqual(Buffer.from(hmacSha512(secret, data), 'hex'), Buffer.from(given, 'hex'));
  if (matches(vnpaySignData(params))) return true;
  return Object.values(params).some((v) => v === '') && matches(vnpaySignData(params, { keepEmpty: true }));
}

/** VNPay's dates: yyyyMMddHHmmss in Vietnam's time (Asia/Ho_Chi_Minh, UTC+7 all year, no daylight saving). */
export function vnpayDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * Text VNPay takes in vnp_OrderInfo and the refund's fields: Vietnamese without diacritics and no special
 * characters (its documentation), so the checksum is the same on both sides however a proxy encodes.
 */
export function vnpayText(text: string, max = 255): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
