import { describe, expect, it } from 'vitest';
import { housing, jobHunt, shGoods, type ListingDetail } from '@haiwai/contracts/listings';
import { attrToBody, attrToForm, emptyValues, fromDetail, moveOriginal, toSaveBody, written } from './form-model';

const F = housing.fields;

describe('one attribute, per field type', () => {
  it('int and number: typed text ↔ numbers, empty → null', () => {
    expect(attrToBody(F.rooms, ' 3 ')).toBe(3);
    expect(attrToBody(F.rooms, '2.7')).toBe(2);
    expect(attrToBody(F.area_sqm, '85.5')).toBe(85.5);
    expect(attrToBody(F.area_sqm, '')).toBeNull();
    expect(attrToBody(F.area_sqm, 'abc')).toBeNull();
    expect(attrToForm(F.area_sqm, 85.5)).toBe('85.5');
    expect(attrToForm(F.rooms, null)).toBe('');
  });
  it('enum: one known option or nothing', () => {
    expect(attrToBody(F.deal, 'rent')).toBe('rent');
    expect(attrToBody(F.deal, undefined)).toBeNull();
    expect(attrToForm(F.deal, 'sale')).toBe('sale');
    expect(attrToForm(F.deal, 'swap')).toBeUndefined();
  });
  it('multi: known options only, never null', () => {
    const f = shGoods.fields.delivery;
    expect(attrToForm(f, ['pickup', 'teleport'])).toEqual(['pickup']);
    expect(attrToBody(f, ['pickup', 'delivery'])).toEqual(['pickup', 'delivery']);
    expect(attrToBody(f, undefined)).toEqual([]);
  });
  it('bool and date', () => {
    expect(attrToBody(F.pets, true)).toBe(true);
    expect(attrToBody(F.pets, undefined)).toBe(false);
    expect(attrToForm(F.pets, null)).toBe(false);
    expect(attrToBody(F.move_in, '2026-12-01')).toBe('2026-12-01');
    expect(attrToBody(F.move_in, '')).toBeNull();
    expect(attrToForm(F.move_in, '2026-12-01T00:00:00Z')).toBe('2026-12-01');
  });
  it('text: trimmed, empty → null', () => {
    const f = jobHunt.fields.wechat;
    expect(attrToBody(f, '  lan_88 ')).toBe('lan_88');
    expect(attrToBody(f, '   ')).toBeNull();
  });
});

describe('the whole form ↔ the save body', () => {
  it('starts blank with the first price unit and the variant preset', () => {
    const v = emptyValues(housing, { deal: 'rent' });
    expect(v.price_unit).toBe('month');
    expect(v.deal).toBe('rent');
    expect(v.delivery).toBeUndefined();
    expect(v.pets).toBe(false);
    expect(emptyValues(housing, {}, 'total').price_unit).toBe('total');
    expect(emptyValues(housing, {}, 'day').price_unit).toBe('month');
  });
  it('maps every kind of value to the body', () => {
    const v = {
      ...emptyValues(housing),
      title: '  第一郡 精装两房公寓 ',
      description: '近滨城市场',
      price: '15000000',
      category_id: 3,
      district_id: 9,
      images: ['/api/media/aaaaaaaaaaaaaaaa.jpg', '/api/media/bbbbbbbbbbbbbbbb.jpg'],
      address: ' 123 Lê Lợi ',
      latitude: '10.77',
      longitude: '',
      contact_phone: '+84 901 234 567',
      deal: 'rent',
      area_sqm: '85',
      rooms: '2',
      pets: true,
      lang_type: 'zh' as const,
      'texts.vi.title': ' Căn hộ hai phòng Quận 1 ',
      'texts.vi.description': 'Gần chợ Bến Thành',
      'texts.en.title': '',
      'texts.en.description': ' ',
    };
    expect(toSaveBody(housing, v, 12)).toEqual({
      id: 12,
      title: '第一郡 精装两房公寓',
      description: '近滨城市场',
      // The original's language and the versions written (an empty tab is no version).
      lang_type: 'zh',
      texts: { vi: { title: 'Căn hộ hai phòng Quận 1', description: 'Gần chợ Bến Thành' } },
      images: ['/api/media/aaaaaaaaaaaaaaaa.jpg', '/api/media/bbbbbbbbbbbbbbbb.jpg'],
      price: 15000000,
      price_unit: 'month',
      category_id: 3,
      district_id: 9,
      address: '123 Lê Lợi',
      latitude: null,
      longitude: null,
      contact_name: null,
      contact_phone: '+84 901 234 567',
      deal: 'rent',
      area_sqm: 85,
      rooms: 2,
      bathrooms: null,
      floor: null,
      furnishing: null,
      move_in: null,
      pets: true,
    });
  });
  it('leaves out empty required attributes so the server names them', () => {
    const body = toSaveBody(housing, emptyValues(housing));
    expect('deal' in body).toBe(false);
    expect('rooms' in body).toBe(false);
    expect(body.bathrooms).toBeNull();
    expect(body.id).toBeUndefined();
  });
  it('reads an existing listing back into the same values', () => {
    const detail = {
      title: 'T', description: 'D', price: 15000000, price_unit: 'month', category_id: 3, district_id: null,
      images: ['/api/media/aaaaaaaaaaaaaaaa.jpg'], address: null, latitude: 10.5, longitude: 106.7, contact_name: 'Lan', contact_phone: null,
      deal: 'rent', area_sqm: 85, rooms: 2, furnishing: 'full', move_in: '2026-12-01', pets: true,
    } as unknown as ListingDetail;
    const v = fromDetail(housing, detail);
    expect(v).toMatchObject({ price: '15000000', category_id: 3, district_id: null, latitude: '10.5', longitude: '106.7', address: '', deal: 'rent', area_sqm: '85', rooms: '2', bathrooms: '', furnishing: 'full', move_in: '2026-12-01', pets: true });
    expect(toSaveBody(housing, v).latitude).toBe(10.5);
  });
});

describe('the language tabs', () => {
  const base = { ...emptyValues(housing), lang_type: 'zh' as const };
  it('a listing with versions comes back as the original in title/description and each version in its tab', () => {
    const detail = {
      title: 'Two rooms', description: 'Near the market', lang_type: 'zh', text_lang: 'en', images: [], price: null, category_id: null, district_id: null, latitude: null, longitude: null,
      texts: { zh: { title: '两房', description: '近市场' }, en: { title: 'Two rooms', description: 'Near the market' } },
    } as unknown as ListingDetail;
    const v = fromDetail(housing, detail);
    expect(v).toMatchObject({ lang_type: 'zh', title: '两房', description: '近市场', 'texts.en.title': 'Two rooms', 'texts.vi.title': '' });
    expect(toSaveBody(housing, v).texts).toEqual({ en: { title: 'Two rooms', description: 'Near the market' } });
    // An old listing (one language): the original as shown, no versions.
    const old = fromDetail(housing, { ...detail, title: '两房', description: '近市场', text_lang: 'zh', texts: undefined } as unknown as ListingDetail);
    expect(old).toMatchObject({ title: '两房', 'texts.en.title': '' });
    expect(toSaveBody(housing, old).texts).toEqual({});
  });
  it('a tab counts as written with a title or a description', () => {
    expect(written(base, 'zh')).toBe(false);
    expect(written({ ...base, description: 'x' }, 'zh')).toBe(true);
    expect(written({ ...base, 'texts.vi.title': 'Nhà' }, 'vi')).toBe(true);
    expect(written({ ...base, 'texts.vi.title': '  ' }, 'vi')).toBe(false);
  });
  it('moving the original swaps its words with the new original’s tab', () => {
    const v = { ...base, title: '', description: '', 'texts.vi.title': 'Nhà', 'texts.vi.description': 'Gần chợ' };
    expect(moveOriginal(v, 'vi')).toMatchObject({ lang_type: 'vi', title: 'Nhà', description: 'Gần chợ', 'texts.vi.title': '', 'texts.zh.title': '' });
    expect(moveOriginal(v, 'zh')).toEqual({ lang_type: 'zh' });
  });
});
