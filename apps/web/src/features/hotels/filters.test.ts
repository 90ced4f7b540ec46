import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, narrowed, toApiQuery } from './filters';
import { roomsFor } from './stay';

const NOW = '2026-11-28';
const q = (s: string) => filtersFromSearch(new URLSearchParams(s), NOW);

describe('hotel list filters', () => {
  it('read the address, dropping what the API would refuse', () => {
    const f = q('check_in=2026-12-01&check_out=2026-12-03&guests=3&district_id=7&tags=pool,wifi,BAD!&price_min=50000&price_max=x&sort=rating&keyword=%20河畔%20');
    expect(f).toMatchObject({ districtId: '7', tags: ['pool', 'wifi'], priceMin: '50000', priceMax: '', sort: 'rating', keyword: '河畔' });
    expect(f.stay).toEqual({ checkIn: '2026-12-01', checkOut: '2026-12-03', guests: 3 });
    expect(q('sort=cheapest').sort).toBe('newest');
  });
  it('always ask hotel/list with the stay, numbers as numbers', () => {
    expect(toApiQuery(q('check_in=2026-12-01&check_out=2026-12-03&district_id=7&tags=pool,wifi&price_min=50000&sort=price_asc'))).toEqual({
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      guests: 2,
      district_id: 7,
      tags: 'pool,wifi',
      price_min: 50000,
      sort: 'price_asc',
    });
  });
  it('sort by distance only with where the guest is, else newest first', () => {
    expect(toApiQuery(q('sort=distance'))).toMatchObject({ sort: 'newest' });
    expect(toApiQuery(q('sort=distance&lat=10.77&lng=106.70'))).toMatchObject({ sort: 'distance', lat: 10.77, lng: 106.7 });
  });
  it('write back only what is set; narrowed when anything beyond the stay is', () => {
    const f = q('check_in=2026-12-01&check_out=2026-12-02');
    expect(filtersToSearch(f)).toEqual({ check_in: '2026-12-01', check_out: '2026-12-02', guests: '2' });
    expect(narrowed(f)).toBe(false);
    expect(narrowed({ ...f, tags: ['pool'] })).toBe(true);
  });
  it('book enough rooms for the guests', () => {
    expect(roomsFor(2, 2)).toBe(1);
    expect(roomsFor(5, 2)).toBe(3);
    expect(roomsFor(1, 0)).toBe(1);
  });
});
