import { describe, expect, it } from 'vitest';
import { car, housing, shGoods } from '@haiwai/contracts/listings';
import { activeFilterCount, filterControls, filtersFromSearch, filtersToSearch, patchFilters, toApiQuery } from './filters';

describe('filterControls', () => {
  it('follows the declaration, core columns included', () => {
    expect(filterControls(housing).map((c) => `${c.field}:${c.mode}`)).toEqual([
      'deal:eq',
      'category_id:eq',
      'district_id:eq',
      'price:range',
      'rooms:eq',
      'furnishing:eq',
      'area_sqm:range',
    ]);
    expect(filterControls(housing).find((c) => c.field === 'deal')?.def?.type).toBe('enum');
  });
});

describe('filter state and the URL', () => {
  it('reads known, valid keys only', () => {
    const q = new URLSearchParams('keyword=%20公寓%20&deal=rent&furnishing=gold&price_min=5000000&price_max=abc&rooms=2&category_id=-1&district_id=7&sort=price_asc&evil=1');
    expect(filtersFromSearch(housing, q)).toEqual({ keyword: '公寓', deal: 'rent', price_min: '5000000', rooms: '2', district_id: '7', sort: 'price_asc' });
  });
  it('leaves out the default sort and sorts the kind does not offer', () => {
    expect(filtersFromSearch(housing, new URLSearchParams('sort=newest'))).toEqual({});
    expect(filtersFromSearch(shGoods, new URLSearchParams('sort=nearest'))).toEqual({});
  });
  it('ignores keys a variant fixes', () => {
    expect(filtersFromSearch(car, new URLSearchParams('deal=sale&gearbox=auto'), { deal: 'rent' })).toEqual({ gearbox: 'auto' });
  });
  it('round-trips through URL parameters', () => {
    const state = { keyword: '公寓', deal: 'rent', area_sqm_min: '40', sort: 'price_desc' };
    const back = filtersFromSearch(housing, filtersToSearch(state));
    expect(back).toEqual(state);
    expect(filtersToSearch(state, { user_id: '3' }).toString()).toBe('user_id=3&area_sqm_min=40&deal=rent&keyword=%E5%85%AC%E5%AF%93&sort=price_desc');
  });
});

describe('toApiQuery', () => {
  it('types numbers, keeps enums as text and adds the default sort', () => {
    expect(toApiQuery(housing, { keyword: '公寓', deal: 'rent', rooms: '2', price_min: '5000000', category_id: '4' })).toEqual({
      keyword: '公寓',
      sort: 'newest',
      deal: 'rent',
      rooms: 2,
      price_min: 5000000,
      category_id: 4,
    });
  });
  it('puts the variant’s fixed values on top of the state', () => {
    expect(toApiQuery(car, { deal: 'sale', year_min: '2015', sort: 'price_asc' }, { deal: 'rent' })).toEqual({ sort: 'price_asc', deal: 'rent', year_min: 2015 });
  });
});

describe('activeFilterCount and patchFilters', () => {
  it('counts filters (not category, not fixed) and patches with clears', () => {
    const s = patchFilters({ deal: 'rent', category_id: '3' }, { price_min: '1', price_max: '9', deal: '' });
    expect(s).toEqual({ category_id: '3', price_min: '1', price_max: '9' });
    expect(activeFilterCount(housing, s)).toBe(1);
    expect(activeFilterCount(car, { deal: 'rent', fuel: 'diesel' }, { deal: 'rent' })).toBe(1);
  });
});
