import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque random tokens; only their SHA-256 is stored, so a leaked table cannot be replayed. */
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The chat token is derived, not stored: HMAC(secret, user id + version). Rotating bumps the version,
 * which invalidates every older chat token of that user at once.
 */
export function wsTokenFor(secret: string, userId: number, version: number) {
  const mac = createHmac('sha256', secret).update(`ws:${userId}:${version}`).digest('base64url');
  return `wst_${userId}.${version}.${mac}`;
}

export function parseWsToken(secret: string, token: string): { userId: number; version: number } | null {
  const m = /^wst_(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const version = Number(m[2]);
  const expected = Buffer.from(wsTokenFor(secret, userId, version));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, version } : null;
}
