import { describe, expect, it } from 'vitest';
import { countText, daysLeft } from './display';

describe('countText', () => {
  it('shows an exact total as it is and a capped one with a plus', () => {
    expect(countText(37)).toBe('37');
    expect(countText(37, false)).toBe('37');
    expect(countText(1000, true)).toBe('1000+');
  });
});

describe('daysLeft', () => {
  it('counts whole days up, negative once past', () => {
    const now = Date.UTC(2026, 10, 23);
    expect(daysLeft(now / 1000 + 86_400 * 2.5, now)).toBe(3);
    expect(daysLeft(now / 1000 - 86_400 * 2, now)).toBe(-2);
  });
});
