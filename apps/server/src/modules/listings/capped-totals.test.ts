import { describe, expect, it } from 'vitest';
import { CappedTotals } from './capped-totals.js';

describe('CappedTotals', () => {
  it('remembers a capped count until its time is up', () => {
    const c = new CappedTotals(30_000);
    const key = CappedTotals.keyOf('select count(*) …', [1, 'housing', 1001]);
    expect(c.has(key, 0)).toBe(false);
    c.remember(key, 0);
    expect(c.has(key, 29_999)).toBe(true);
    expect(c.has(key, 30_000)).toBe(false);
    expect(c.has(key, 1)).toBe(false); // an expired entry is gone
  });

  it('keys leave the snapshot time out and keep every other parameter', () => {
    const a = CappedTotals.keyOf('q', [1, new Date(1000), '公寓']);
    expect(CappedTotals.keyOf('q', [1, new Date(2000), '公寓'])).toBe(a);
    expect(CappedTotals.keyOf('q', [2, new Date(1000), '公寓'])).not.toBe(a);
    expect(CappedTotals.keyOf('q', [1, new Date(1000), '两房'])).not.toBe(a);
    expect(CappedTotals.keyOf('q2', [1, new Date(1000), '公寓'])).not.toBe(a);
  });

  it('drops the oldest entry when full', () => {
    const c = new CappedTotals(30_000, 2);
    c.remember('a', 0);
    c.remember('b', 0);
    c.remember('c', 0);
    expect([c.has('a', 1), c.has('b', 1), c.has('c', 1)]).toEqual([false, true, true]);
  });
});
