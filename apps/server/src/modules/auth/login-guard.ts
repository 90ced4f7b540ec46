import { AUTH } from '@haiwai/contracts';
import { tooMany } from '../../core/errors.js';
import type { RateLimiter } from '../../core/rate-limit.js';

/**
 * The wrong-password budget (AUTH.maxLoginFailuresPerAccount per AUTH.loginFailureWindowSeconds), counted per
 * account, not per spelling of its name: every account a login could mean (`app_user.id`) has its counter,
 * and so has the name as typed, normalised (`LoginIdentity.key`: a username in lower case, a phone number's
 * national digits). A failure counts on all of them; any one spent locks the login. So the bare number,
 * the number with its area code (in any spelling), the whole +number and the username of one account share
 * one budget; and a name no account has is counted exactly like one an account has (the same answers, try
 * by try), so the lock tells nobody whether an account exists.
 */
export class LoginGuard {
  readonly #keys: string[];

  constructor(private readonly limiter: RateLimiter, identityKey: string, accountIds: readonly number[]) {
    this.#keys = [`login:name:${identityKey}`, ...accountIds.map((id) => `login:user:${id}`)];
  }

  /** Throws the lock's 429 when any budget is spent already (before any password is checked). */
  async check() {
    const counts = await Promise.all(this.#keys.map((k) => this.limiter.peek(k)));
    const spent = counts.filter((c) => c.count >= AUTH.maxLoginFailuresPerAccount);
    if (spent.length) throw tooMany('auth.account_locked', Math.max(...spent.map((c) => c.resetIn)));
  }

  /** Counts a wrong password everywhere; the one that spends a budget answers with the lock's 429 at once. */
  async failed() {
    const counts = await Promise.all(this.#keys.map((k) => this.limiter.hit(k, AUTH.loginFailureWindowSeconds)));
    const spent = counts.filter((c) => c.count >= AUTH.maxLoginFailuresPerAccount);
    if (spent.length) throw tooMany('auth.account_locked', Math.max(...spent.map((c) => c.resetIn)));
  }

  /** The right password: the name's and this account's counters start again. */
  async succeeded(accountId: number) {
    await Promise.all([this.limiter.reset(this.#keys[0]!), this.limiter.reset(`login:user:${accountId}`)]);
  }
}
