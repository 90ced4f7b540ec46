import type { Redis } from 'ioredis';
import { tooMany } from './errors.js';
import type { MessageKey } from './messages.js';

/**
 * Fixed-window counters. In memory for one process; in Redis when REDIS_URL is set, so every API node
 * shares the same budget (fixed decision: Redis carries shared rate limits).
 */
export interface RateLimiter {
  /** Counts one hit; returns the count in the window and seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  peek(key: string): Promise<{ count: number; resetIn: number }>;
  reset(key: string): Promise<void>;
}

/** A budget: at most `max` hits per key in a fixed window of `window` seconds; past it a 429 saying `message`. */
export interface RateRule {
  window: number;
  max: number;
  message: MessageKey;
}

/**
 * Counts one hit on `key` and, once the rule's budget is spent, throws its 429 (`data.retry_after` and a
 * Retry-After header: seconds until the window resets). Routes declare it (`route(..., { rateLimit })`);
 * services whose limit sits mid-way (chat send) call it directly.
 */
export async function spend(limiter: RateLimiter, key: string, rule: RateRule): Promise<void> {
  const { count, resetIn } = await limiter.hit(key, rule.window);
  if (count > rule.max) throw tooMany(rule.message, resetIn);
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #sweepAt = 0;

  async hit(key: string, windowSeconds: number) {
    const now = Date.now();
    this.#sweep(now);
    let w = this.#windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.#windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetIn: Math.ceil((w.resetAt - now) / 1000) };
  }
  async peek(key: string) {
    const now = Date.now();
    const w = this.#windows.get(key);
    if (!w || w.resetAt <= now) return { count: 0, resetIn: 0 };
    return { count: w.count, resetIn: Math.ceil((w.resetAt - now) / 1000) };
  }
  async reset(key: string) {
    this.#windows.delete(key);
  }
  /** Drops expired windows at most once a minute so memory stays bounded. */
  #sweep(now: number) {
    if (now < this.#sweepAt) return;
    this.#sweepAt = now + 60_000;
    for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: Redis, private readonly prefix = 'rl:') {}
  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    const res = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 1);
    const ttl = Number(res?.[2]?.[1] ?? windowSeconds * 1000);
    return { count, resetIn: Math.max(1, Math.ceil(ttl / 1000)) };
  }
  async peek(key: string) {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetIn: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
