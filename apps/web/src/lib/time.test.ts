import { describe, expect, it } from 'vitest';
import { relativeTime, toMillis } from './time';

const now = Date.UTC(2025, 0, 1);
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const DAY = 86_400_000;

describe('relativeTime', () => {
  it.each([
    [ago(10_000), 'justNow', 0],
    [ago(MIN), 'minutes', 1],
    [ago(59 * MIN), 'minutes', 59],
    [ago(60 * MIN), 'hours', 1],
    [ago(DAY - 1), 'hours', 23],
    [ago(DAY), 'days', 1],
    [ago(6 * DAY), 'days', 6],
    [ago(7 * DAY), 'weeks', 1],
    [ago(29 * DAY), 'weeks', 4],
    [ago(30 * DAY), 'months', 1],
    [ago(364 * DAY), 'months', 12],
    [ago(365 * DAY), 'years', 1],
    [ago(800 * DAY), 'years', 2],
  ])('%i → %s %i', (ts, unit, count) => {
    expect(relativeTime(ts, now)).toEqual({ unit, count });
  });

  it('treats ten-digit timestamps as seconds', () => {
    expect(relativeTime(Math.floor(ago(3 * MIN) / 1000), now)).toEqual({ unit: 'minutes', count: 3 });
    expect(relativeTime(String(Math.floor(ago(2 * DAY) / 1000)), now)).toEqual({ unit: 'days', count: 2 });
  });

  it('shows future and invalid times as just now', () => {
    expect(relativeTime(now + DAY, now).unit).toBe('justNow');
    expect(relativeTime('x', now).unit).toBe('justNow');
  });
});

describe('toMillis', () => {
  it('keeps thirteen-digit values', () => {
    expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
  });
});
