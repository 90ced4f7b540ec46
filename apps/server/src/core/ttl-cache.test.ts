import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and expires', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).toBe(2);
    vi.useRealTimers();
  });
  it('does not keep failures', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect(await cache.get('k', async () => 5)).toBe(5);
  });
});
