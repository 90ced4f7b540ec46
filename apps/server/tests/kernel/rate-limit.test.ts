import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from '../../src/core/rate-limit.js';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const limiters: Array<[string, () => RateLimiter]> = [['memory', () => new MemoryRateLimiter()]];
// Redis runs in CI's PostgreSQL pass (scripts/test-all.sh starts one); locally it needs TEST_REDIS_URL.
if (redis) limiters.push(['redis', () => new RedisRateLimiter(redis, `rl-test:${randomUUID()}:`)]);

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('counts hits in a fixed window and reports the time left', async () => {
    const l = make();
    expect((await l.hit('k', 60)).count).toBe(1);
    const second = await l.hit('k', 60);
    expect(second.count).toBe(2);
    expect(second.resetIn).toBeGreaterThan(50);
    expect(second.resetIn).toBeLessThanOrEqual(60);
    expect((await l.peek('k')).count).toBe(2);
    expect((await l.peek('other')).count).toBe(0);
  });
  it('starts a new window after it expires, and resets on demand', async () => {
    const l = make();
    await l.hit('w', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await l.hit('w', 1)).count).toBe(1);
    await l.reset('w');
    expect((await l.peek('w')).count).toBe(0);
  });
});

describe.runIf(redis)('shared between nodes', () => {
  it('two limiters on one Redis see the same budget', async () => {
    const prefix = `rl-shared:${randomUUID()}:`;
    const a = new RedisRateLimiter(redis!, prefix);
    const b = new RedisRateLimiter(redis!, prefix);
    await a.hit('login:ip:1.2.3.4', 60);
    expect((await b.hit('login:ip:1.2.3.4', 60)).count).toBe(2);
  });
});
