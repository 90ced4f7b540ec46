import { describe, expect, it } from 'vitest';
import { housing, jobHunt, shGoods } from '@haiwai/contracts/listings';
import { checkAttr, checkCoords, checkDescription, checkImages, checkPhone, checkPrice, checkTitle, checkUploads } from './validation';

describe('client checks mirror the declaration', () => {
  it('required attributes by type', () => {
    expect(checkAttr(housing.fields.rooms, '')).toEqual({ key: 'required' });
    expect(checkAttr(housing.fields.deal, undefined)).toEqual({ key: 'choose' });
    expect(checkAttr(shGoods.fields.delivery, [])).toEqual({ key: 'choose' });
    expect(checkAttr(housing.fields.bathrooms, '')).toBeNull();
    expect(checkAttr(housing.fields.pets, false)).toBeNull();
  });
  it('numbers: range and integers', () => {
    expect(checkAttr(housing.fields.rooms, '2.5')).toEqual({ key: 'integer' });
    expect(checkAttr(housing.fields.rooms, '51')).toEqual({ key: 'range', values: { min: 0, max: 50 } });
    expect(checkAttr(housing.fields.floor, '-5')).toBeNull();
    expect(checkAttr(housing.fields.area_sqm, '85.5')).toBeNull();
    expect(checkAttr(housing.fields.area_sqm, 'abc')).toEqual({ key: 'range', values: { min: 1, max: 100000 } });
  });
  it('text length, option values and item counts', () => {
    expect(checkAttr(jobHunt.fields.wechat, 'x'.repeat(65))).toEqual({ key: 'textMax', values: { max: 64 } });
    expect(checkAttr(housing.fields.furnishing, 'gold')).toEqual({ key: 'choose' });
    expect(checkAttr(jobHunt.fields.languages, ['zh', 'en', 'vi', 'th', 'other', 'zh'])).toEqual({ key: 'maxItems', values: { max: 5 } });
    expect(checkAttr(housing.fields.move_in, '2026-12-01')).toBeNull();
  });
  it('core fields', () => {
    expect(checkTitle(housing, ' 短 ')).toEqual({ key: 'textMin', values: { min: 4 } });
    expect(checkTitle(housing, '')).toEqual({ key: 'required' });
    expect(checkTitle(housing, '第一郡两房公寓')).toBeNull();
    expect(checkDescription(housing, '  ')).toEqual({ key: 'required' });
    expect(checkPrice(housing, '-5')).toEqual({ key: 'price' });
    expect(checkPrice(housing, '')).toEqual({ key: 'required' });
    expect(checkPrice(jobHunt, '')).toBeNull();
    expect(checkImages(housing, [])).toEqual({ key: 'imagesMin', values: { min: 1 } });
    expect(checkImages(housing, ['/api/media/a'])).toBeNull();
    expect(checkImages(jobHunt, [])).toBeNull();
    expect(checkUploads(true)).toEqual({ key: 'imagesBusy' });
    expect(checkUploads(false)).toBeNull();
  });
  it('phone and coordinates', () => {
    expect(checkPhone('+84 901 234 567')).toBeNull();
    expect(checkPhone('')).toBeNull();
    expect(checkPhone('call me')).toEqual({ key: 'phone' });
    expect(checkCoords('', '')).toBeNull();
    expect(checkCoords('10.77', '106.7')).toBeNull();
    expect(checkCoords('10.77', '')).toEqual({ key: 'coords' });
    expect(checkCoords('91', '106')).toEqual({ key: 'coords' });
  });
});
