import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, PageTimeoutError, guardLoad } from './page-errors';

afterEach(() => vi.useRealTimers());

describe('guardLoad', () => {
  it('turns a failed dynamic import into ChunkLoadError', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(guardLoad(load, 1000)).rejects.toBeInstanceOf(ChunkLoadError);
  });
  it('keeps other errors', async () => {
    await expect(guardLoad(() => Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });
  it('times out', async () => {
    vi.useFakeTimers();
    const p = guardLoad(() => new Promise(() => {}), 60_000);
    vi.advanceTimersByTime(60_000);
    await expect(p).rejects.toBeInstanceOf(PageTimeoutError);
  });
});
