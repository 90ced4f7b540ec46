import { describe, expect, it } from 'vitest';
import { monthsBetween, toggleDay } from './day-grid';

describe('ad day grid', () => {
  it('splits days by month with Monday-first lead cells', () => {
    const blocks = monthsBetween('2026-11-29', '2026-12-02');
    expect(blocks.map((b) => [b.month, b.lead, b.days.length])).toEqual([
      ['2026-11', 6, 2],
      ['2026-12', 1, 2],
    ]);
  });
  it('toggles a day, keeps the selection sorted, stops at the maximum', () => {
    expect(toggleDay(['2026-12-03'], '2026-12-01', 3)).toEqual(['2026-12-01', '2026-12-03']);
    expect(toggleDay(['2026-12-01', '2026-12-03'], '2026-12-01', 3)).toEqual(['2026-12-03']);
    expect(toggleDay(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});
