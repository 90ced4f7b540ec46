import { describe, expect, it } from 'vitest';
import { addDays, nightsOf, stayFromSearch, stayParams, withCheckIn, withCheckOut } from './stay';

const NOW = '2026-11-28';
const q = (s: string) => new URLSearchParams(s);

describe('stay', () => {
  it('counts nights across months and years', () => {
    expect(nightsOf({ checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe(3);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
  it('reads a stay from the address and corrects what cannot be', () => {
    expect(stayFromSearch(q(''), NOW)).toEqual({ checkIn: NOW, checkOut: '2026-11-29', guests: 2 });
    expect(stayFromSearch(q('check_in=2026-12-01&check_out=2026-12-03&guests=3'), NOW)).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 });
    // past check-in, check-out before check-in, too many nights, bad guests
    expect(stayFromSearch(q('check_in=2026-11-01&check_out=2026-11-02&guests=0'), NOW)).toEqual({ checkIn: NOW, checkOut: '2026-11-29', guests: 2 });
    expect(stayFromSearch(q('check_in=2026-12-05&check_out=2026-12-04'), NOW).checkOut).toBe('2026-12-06');
    expect(stayFromSearch(q('check_in=2026-12-01&check_out=2027-02-01'), NOW).checkOut).toBe('2026-12-02');
    expect(stayFromSearch(q('check_in=nope&guests=2.5'), NOW)).toEqual({ checkIn: NOW, checkOut: '2026-11-29', guests: 2 });
  });
  it('writes it back with other parameters', () => {
    expect(stayParams({ checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 }, { id: 7 })).toBe('id=7&check_in=2026-12-01&check_out=2026-12-03&guests=2');
  });
  it('keeps the nights when check-in moves, and check-out after check-in', () => {
    const s = { checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 2 };
    expect(withCheckIn(s, '2026-12-10')).toMatchObject({ checkIn: '2026-12-10', checkOut: '2026-12-12' });
    expect(withCheckOut(s, '2026-12-01').checkOut).toBe('2026-12-02');
    expect(withCheckOut(s, '2026-12-05').checkOut).toBe('2026-12-05');
  });
});
