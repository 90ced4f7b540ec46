import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRIVATE_MEDIA } from '@haiwai/contracts/media';

/** `<reader id>.<expiry, unix seconds>.<MAC, 128 bits base64url>`: the last path segment of a signed link. */
export const LINK_TOKEN = /^([1-9]\d{0,9})\.(\d{10})\.([A-Za-z0-9_-]{22})$/;

export type LinkCheck = { ok: true; readerId: number; expires: number } | { ok: false; why: 'invalid' | 'expired' };

/**
 * Signed links to private files (docs/media.md): `/api/media/private/<hash>/<reader>.<expires>.<mac>`, an HMAC-SHA256
 * under a key derived from TOKEN_SECRET over the file, the reader and the expiry, so a link names one file for one
 * reader until a time no more than 10 minutes away. Links are made per 5-minute window (they expire at the end of
 * the next one), so asking twice in a window gives the same URL and the browser does not load a picture twice.
 * Variant parameters (`?w=&h=&format=`) ride on the link unsigned: any size of a file its reader may see.
 */
export class LinkSigner {
  readonly #key: Buffer;

  constructor(
    secret: string,
    /** Milliseconds since the epoch; tests move it. */
    readonly now: () => number = Date.now,
  ) {
    // A key of its own, so a link's MAC can never stand for anything else signed with TOKEN_SECRET.
    this.#key = createHmac('sha256', secret).update('haiwai private media links v1').digest();
  }

  /** Unix seconds at which links made now expire: the end of the window after the current one (5 to 10 minutes on). */
  expiresAt(): number {
    const w = PRIVATE_MEDIA.windowSeconds;
    return (Math.floor(this.now() / 1000 / w) + 2) * w;
  }

  sign(hash: string, readerId: number, expires: number = this.expiresAt()): string {
    return `${PRIVATE_MEDIA.pathPrefix}${hash}/${readerId}.${expires}.${this.#mac(hash, readerId, expires).toString('base64url')}`;
  }

  check(hash: string, token: string): LinkCheck {
    const m = LINK_TOKEN.exec(token);
    if (!m) return { ok: false, why: 'invalid' };
    const readerId = Number(m[1]);
    const expires = Number(m[2]);
    const given = Buffer.from(m[3]!, 'base64url');
    const want = this.#mac(hash, readerId, expires);
    if (given.length !== want.length || !timingSafeEqual(given, want)) return { ok: false, why: 'invalid' };
    const now = this.now() / 1000;
    if (expires <= now) return { ok: false, why: 'expired' };
    // Only we sign, and never further out than this: a longer one means the rules changed under it.
    if (expires - now > PRIVATE_MEDIA.maxLinkSeconds) return { ok: false, why: 'invalid' };
    return { ok: true, readerId, expires };
  }

  #mac(hash: string, readerId: number, expires: number): Buffer {
    return createHmac('sha256', this.#key).update(`${hash}:${readerId}:${expires}`).digest().subarray(0, 16);
  }
}
