import { createHmac } from 'node:crypto';
import { SIGN, signMessage } from '@haiwai/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * `_sign` = HMAC-SHA256(SIGN_KEY, String(_timestamp)). The key ships inside the web app, so this only
 * stops replay of old captured requests and casual scraping; the token is what authenticates a user.
 */
export function computeSign(key: string, timestamp: number | string): string {
  return createHmac('sha256', key).update(signMessage(timestamp)).digest('hex');
}

function pick(req: FastifyRequest, field: string): string | undefined {
  const q = (req.query as Record<string, unknown> | undefined)?.[field];
  if (typeof q === 'string' || typeof q === 'number') return String(q);
  const body = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    const b = (body as Record<string, unknown>)[field];
    if (typeof b === 'string' || typeof b === 'number') return String(b);
  }
  return undefined;
}

/**
 * The expected signature of each recent timestamp, for one key: clients sign once a second, so under load
 * thousands of calls share a timestamp and the HMAC need not be recomputed for each. Bounded: a flood of
 * distinct timestamps only clears it (each of them still pays its own HMAC, as before the cache). Kept as
 * lower-case hex and compared as text: decoding each call's hex into a buffer cost more than the check.
 */
const expectedCache = { key: '', byTimestamp: new Map<string, string>() };
const EXPECTED_CACHE_SIZE = 64;

function expectedSign(key: string, ts: string): string {
  if (expectedCache.key !== key) expectedCache.byTimestamp.clear();
  expectedCache.key = key;
  let expected = expectedCache.byTimestamp.get(ts);
  if (expected === undefined) {
    if (expectedCache.byTimestamp.size >= EXPECTED_CACHE_SIZE) expectedCache.byTimestamp.clear();
    expected = computeSign(key, ts);
    expectedCache.byTimestamp.set(ts, expected);
  }
  return expected;
}

/** Equal strings of equal length, in time that depends only on the length (like crypto.timingSafeEqual). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function verifySignature(req: FastifyRequest, key: string, nowSeconds = Math.floor(Date.now() / 1000)): void {
  const ts = pick(req, SIGN.timestampField);
  const sign = pick(req, SIGN.signField);
  if (!ts || !sign) throw badRequest('sign.missing');
  if (!/^\d{9,11}$/.test(ts)) throw badRequest('sign.invalid');
  // Hex digits in either case, as before; the expected one is lower case.
  if (!sameText(sign.length === 64 ? sign.toLowerCase() : sign, expectedSign(key, ts))) throw badRequest('sign.invalid');
  const skew = Math.abs(nowSeconds - Number(ts));
  if (skew > SIGN.maxSkewSeconds) throw badRequest('sign.stale', { seconds: skew });
}

/**
 * The value without the signing fields, so handlers and stored data never see them: a copy when it has them
 * (deleting properties would leave the object in V8's slow dictionary mode for the rest of the request), else itself.
 */
export function withoutSignFields<T>(value: T): T {
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (!(SIGN.timestampField in record) && !(SIGN.signField in record)) return value;
  const { [SIGN.timestampField]: _ts, [SIGN.signField]: _sign, ...rest } = record;
  return rest as T;
}
