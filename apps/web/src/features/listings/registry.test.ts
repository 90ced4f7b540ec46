import { describe, expect, it } from 'vitest';
import { car, housing } from '@haiwai/contracts/listings';
import { cardChips, daysLeft, formatAttr } from './display';
import { move } from './images-field';
import { kindCall, paths, resolveKind } from './registry';
import { pushRecent } from './search-page';

describe('registry', () => {
  it('names the calls of a kind', () => {
    expect(kindCall('shGoods', 'list')).toBe('shGoodsList');
    expect(kindCall('car', 'save')).toBe('carSave');
    expect(kindCall('jobHunt', 'listUser')).toBe('jobHuntListUser');
  });
  it('spells page links, with ?kind= only on a path kinds share', () => {
    expect(paths.detail({ kind: 'housing' }, 5)).toBe('/pages/house/detail?id=5');
    expect(paths.detail({ kind: 'company' }, 5)).toBe('/pages/shop/detail?id=5');
    expect(paths.detail({ kind: 'yp' }, 5)).toBe('/pages/shop/detail?id=5&kind=yp');
    expect(paths.detail({ kind: 'car', variant: 'rent' }, 5)).toBe('/pagesA/carRental/detail?id=5');
    expect(paths.list({ kind: 'car', variant: 'rent' }, { keyword: '丰田' })).toBe('/pagesA/carRental/list?keyword=%E4%B8%B0%E7%94%B0');
    expect(paths.edit({ kind: 'car', variant: 'rent' })).toBe('/pages/car/release?variant=rent');
    expect(paths.edit({ kind: 'housing' }, 7)).toBe('/pages/house/edit?id=7');
    expect(paths.manage('shGoods')).toBe('/pages/my/second-hand');
  });
  it('lets ?kind= pick another kind only where it lives at the same path', () => {
    expect(resolveKind('company', 'detail', 'yp')).toBe('yp');
    expect(resolveKind('company', 'detail', 'housing')).toBe('company');
    expect(resolveKind('company', 'detail', 'nope')).toBe('company');
    expect(resolveKind('company', 'detail', null)).toBe('company');
  });
});

describe('display', () => {
  it('formats attributes in the current language', () => {
    expect(formatAttr(housing.fields.furnishing, 'full', 'en', ['Yes', 'No'])).toBe('Furnished');
    expect(formatAttr(housing.fields.area_sqm, 85, 'zh', ['是', '否'])).toBe('85㎡');
    expect(formatAttr(housing.fields.pets, false, 'vi', ['Có', 'Không'])).toBe('Không');
    expect(formatAttr(housing.fields.rooms, null, 'zh', ['是', '否'])).toBe('');
    expect(formatAttr(car.fields.year, 2021, 'en', ['Yes', 'No'])).toBe('2021');
    expect(formatAttr(car.fields.mileage_km, 42000, 'vi', ['Có', 'Không'])).toBe('42.000 km');
  });
  it('builds card chips from card fields, bare numbers with their label', () => {
    expect(cardChips(housing, { deal: 'rent', area_sqm: 85, rooms: 2, furnishing: 'full', pets: true }, 'zh')).toEqual(['出租', '85㎡', '卧室 2', '家具齐全']);
    expect(cardChips(housing, { deal: 'rent', area_sqm: 85 }, 'en', { deal: 'rent' })).toEqual(['85m²']);
  });
  it('counts days left', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(daysLeft((now + 3 * 86_400_000) / 1000, now)).toBe(3);
    expect(daysLeft((now - 86_400_000) / 1000, now)).toBe(-1);
  });
});

describe('photo order and recent searches', () => {
  it('moves a photo left or right', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
  it('keeps recent searches unique, newest first, at most ten', () => {
    expect(pushRecent(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(pushRecent(Array.from({ length: 10 }, (_, i) => String(i)), 'x')).toHaveLength(10);
    expect(pushRecent(['a'], '  ')).toEqual(['a']);
  });
});
