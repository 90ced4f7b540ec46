import { describe, expect, it } from 'vitest';
import { dailyRate, daysBetween, todayLocal } from './queries';

describe('booking helpers', () => {
  it('counts whole days between two calendar days, across months and DST-free', () => {
    expect(daysBetween('2031-03-01', '2031-03-04')).toBe(3);
    expect(daysBetween('2031-02-27', '2031-03-02')).toBe(3);
    expect(daysBetween('2031-12-31', '2032-01-01')).toBe(1);
    expect(daysBetween('2031-03-04', '2031-03-01')).toBe(-3);
    expect(daysBetween('2031-03-04', '2031-03-04')).toBe(0);
  });

  it('gives the daily rate the server quotes with', () => {
    expect(dailyRate(900000, 'day')).toBe(900000);
    expect(dailyRate(30000000, 'month')).toBe(1000000);
    expect(dailyRate(1000, 'month')).toBe(33.33);
    expect(dailyRate(450000000, 'total')).toBeNull();
    expect(dailyRate(null, 'day')).toBeNull();
  });

  it('writes today in the browser calendar as YYYY-MM-DD', () => {
    expect(todayLocal(new Date(2031, 0, 5, 23, 59))).toBe('2031-01-05');
  });
});
