import { describe, expect, it } from 'vitest';
import { settingsCacheOf } from './settings-cache.js';

describe('settingsCacheOf', () => {
  it('is one cache per database handle, whoever asks', async () => {
    const db = {};
    expect(settingsCacheOf(db)).toBe(settingsCacheOf(db));
    expect(settingsCacheOf({})).not.toBe(settingsCacheOf(db));
  });

  it('keeps scopes apart, shares loads within the TTL, and clears every scope at once', async () => {
    const cache = settingsCacheOf({});
    let loads = 0;
    const load = (v: string) => async () => (loads++, v);
    expect(await cache.get('settings', 1, load('a'))).toBe('a');
    expect(await cache.get('settings', 1, load('b'))).toBe('a');
    expect(await cache.get('carousels', 1, load('c'))).toBe('c');
    expect(loads).toBe(2);
    cache.clear();
    expect(await cache.get('settings', 1, load('d'))).toBe('d');
    expect(await cache.get('carousels', 1, load('e'))).toBe('e');
  });
});
