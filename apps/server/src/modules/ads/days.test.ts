import { describe, expect, it } from 'vitest';
import { addDays, buyableRange, dayIn, isRealDay } from './days.js';

describe('area days', () => {
  it('names the day in the area, not in UTC', () => {
    const at = new Date('2026-12-01T20:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-12-01');
    expect(dayIn('Asia/Ho_Chi_Minh', at)).toBe('2026-12-02');
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-12-01');
  });
  it('adds days across months, years and a DST change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2027-03-13', 2)).toBe('2027-03-15');
  });
  it('refuses days that do not exist', () => {
    expect(isRealDay('2027-02-29')).toBe(false);
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-13-01')).toBe(false);
  });
  it('sells from the area’s tomorrow for the horizon', () => {
    expect(buyableRange('Asia/Bangkok', new Date('2026-12-01T18:00:00Z'), 60)).toEqual({ first: '2026-12-03', last: '2027-01-31' });
  });
});
