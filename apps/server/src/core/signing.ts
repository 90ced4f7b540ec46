import { createHmac, timingSafeEqual } from 'node:crypto';
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
 * distinct timestamps only clears it (each of them still pays its own HMAC, as before the cache).
 */
const expectedCache = { key: '', byTimestamp: new Map<string, Buffer>() };
const EXPECTED_CACHE_SIZE = 64;

function expectedSign(key: string, ts: string): Buffer {
  if (expectedCache.key !== key) expectedCache.byTimestamp.clear();
  expectedCache.key = key;
  let expected = expectedCache.byTimestamp.get(ts);
  if (!expected) {
    if (expectedCache.byTimestamp.size >= EXPECTED_CACHE_SIZE) expectedCache.byTimestamp.clear();
    expected = Buffer.from(computeSign(key, ts), 'hex');
    expectedCache.byTimestamp.set(ts, expected);
  }
  return expected;
}

export function verifySignature(req: FastifyRequest, key: string, nowSeconds = Math.floor(Date.now() / 1000)): void {
  const ts = pick(req, SIGN.timestampField);
  const sign = pick(req, SIGN.signField);
  if (!ts || !sign) throw badRequest('sign.missing');
  if (!/^\d{9,11}$/.test(ts)) throw badRequest('sign.invalid');
  const expected = expectedSign(key, ts);
  const given = /^[0-9a-f]{64}$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('sign.invalid');
  const skew = Math.abs(nowSeconds - Number(ts));
  if (skew > SIGN.maxSkewSeconds) throw badRequest('sign.stale', { seconds: skew });
}

/** Removes the signing fields so handlers and stored data never see them. */
export function stripSignFields(value: unknown): void {
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    delete (value as Record<string, unknown>)[SIGN.timestampField];
    delete (value as Record<string, unknown>)[SIGN.signField];
  }
}
