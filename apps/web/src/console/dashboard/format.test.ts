import { describe, expect, it } from 'vitest';
import { daysOf, durationParts, formatCount, formatDay, formatMoney } from './format';

describe('dashboard formats', () => {
  it('writes numbers and money per language and currency', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'vi')).toBe('1.234.567');
    expect(formatMoney(350_000, 'VND', 'en')).toBe('₫350,000');
    expect(formatMoney(1500, 'USD', 'en')).toBe('$15.00');
    expect(formatMoney(1500, 'USD', 'vi')).toMatch(/^15,00\sUS\$$/);
  });
  it('writes days in the language, the day given (never shifted by the browser’s zone)', () => {
    expect(formatDay('2026-11-28', 'en', true)).toBe('Nov 28, 2026');
    expect(formatDay('2026-11-28', 'zh')).toBe('11/28');
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('splits durations', () => {
    expect(durationParts(45)).toEqual({ unit: 'minutes', count: 45 });
    expect(durationParts(125)).toEqual({ unit: 'hours', h: 2, m: 5 });
    expect(durationParts(1500)).toEqual({ unit: 'days', d: 1, h: 1 });
  });
});
