import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque random tokens; only their SHA-256 is stored, so a leaked table cannot be replayed. */
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What a chat token names: the user, the login session it was issued to, and the user's chat token version. */
export interface WsTokenClaims {
  userId: number;
  sessionId: number;
  version: number;
}

/**
 * The chat token is derived, not stored: HMAC(secret, user id + session id + version). It is bound to the
 * login session it was issued to, so ending that session (logout, a password change elsewhere, closing the
 * account) ends the chat token too; rotating bumps the user's version, which invalidates every older chat
 * token of that user at once. Tokens of the earlier shape (no session) no longer parse: a client told 401
 * refreshes user info and gets one of this shape.
 */
export function wsTokenFor(secret: string, claims: WsTokenClaims) {
  const { userId, sessionId, version } = claims;
  const mac = createHmac('sha256', secret).update(`ws:${userId}:${sessionId}:${version}`).digest('base64url');
  return `wst_${userId}.${sessionId}.${version}.${mac}`;
}

export function parseWsToken(secret: string, token: string): WsTokenClaims | null {
  const m = /^wst_(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const claims = { userId: Number(m[1]), sessionId: Number(m[2]), version: Number(m[3]) };
  const expected = Buffer.from(wsTokenFor(secret, claims));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claims : null;
}
