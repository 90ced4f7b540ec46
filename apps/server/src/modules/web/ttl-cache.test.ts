import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('reuses an answer for its time, shares one lookup between callers, asks again after', async () => {
    vi.useFakeTimers({ now: 0 });
    let loads = 0;
    const load = async () => ++loads;
    const cache = ttlCache<number>(10_000);
    const [a, b] = await Promise.all([cache('k', load), cache('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.setSystemTime(9_999);
    expect(await cache('k', load)).toBe(1);
    vi.setSystemTime(10_000);
    expect(await cache('k', load)).toBe(2);
    expect(await cache('other', load)).toBe(3);
  });

  it('drops a failed lookup, keeps nothing with 0, and holds at most max keys', async () => {
    const cache = ttlCache<number>(10_000, 2);
    await expect(cache('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('k', async () => 5)).toBe(5);
    await cache('a', async () => 1);
    await cache('b', async () => 2);
    // 'k' was the oldest of three: gone.
    expect(await cache('k', async () => 6)).toBe(6);
    let n = 0;
    const never = ttlCache<number>(0);
    await never('k', async () => ++n);
    await never('k', async () => ++n);
    expect(n).toBe(2);
  });
});
