import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The invitation link's token: `<expiry seconds>.<mac>`, the mac an HMAC (TOKEN_SECRET) of the contract, its
 * invitation nonce and the expiry. It cannot be forged or moved to another contract, it ends with the contract's
 * signing window, and a new nonce (none is issued again today) would end every earlier link.
 */
export const newNonce = () => randomBytes(12).toString('base64url');

const mac = (secret: string, id: number, nonce: string, exp: number) =>
  createHmac('sha256', secret).update(`agreement-invite:${id}:${nonce}:${exp}`).digest('base64url').slice(0, 32);

export function inviteToken(secret: string, id: number, nonce: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${exp}.${mac(secret, id, nonce, exp)}`;
}

export function tokenValid(secret: string, id: number, nonce: string | null, token: string | undefined, now = Date.now()): boolean {
  if (!token || !nonce) return false;
  const m = /^(\d{9,11})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return false;
  const exp = Number(m[1]);
  if (exp * 1000 <= now) return false;
  const want = Buffer.from(mac(secret, id, nonce, exp));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got);
}
