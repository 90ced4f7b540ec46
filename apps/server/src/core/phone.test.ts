import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.js';

describe('normalisePhone', () => {
  it('gives E.164 for stored area code + national number pairs', () => {
    expect(normalisePhone('86', '13800138000')).toEqual({ areaCode: '86', mobile: '13800138000', e164: '+8613800138000', valid: true });
    expect(normalisePhone('66', '912345678')).toMatchObject({ e164: '+66912345678', valid: true });
    expect(normalisePhone('1', '2025550123')).toMatchObject({ e164: '+12025550123', valid: true });
  });

  it('drops a national trunk prefix but keeps the stored digits as sent', () => {
    expect(normalisePhone('84', '0912345678')).toEqual({ areaCode: '84', mobile: '0912345678', e164: '+84912345678', valid: true });
    expect(normalisePhone('44', '07911123456')).toMatchObject({ e164: '+447911123456', valid: true });
    expect(normalisePhone(' +84 ', ' 912345678 ')).toMatchObject({ areaCode: '84', mobile: '912345678', e164: '+84912345678' });
  });

  it('flags numbers the API accepts but the country does not have, without refusing them', () => {
    expect(normalisePhone('86', '1390000')).toEqual({ areaCode: '86', mobile: '1390000', e164: '+861390000', valid: false });
  });

  it('joins a four-digit area code the library does not know as a calling code', () => {
    expect(normalisePhone('1876', '5551234')).toMatchObject({ e164: '+18765551234' });
    expect(normalisePhone('9999', '12345678')).toEqual({ areaCode: '9999', mobile: '12345678', e164: '+999912345678', valid: false });
  });

  it('answers null for input outside the accepted shape (the same patterns as the API table)', () => {
    expect(normalisePhone('86', '12')).toBeNull();
    expect(normalisePhone('86', '138-0013-8000')).toBeNull();
    expect(normalisePhone('12345', '13800138000')).toBeNull();
    expect(normalisePhone('', '13800138000')).toBeNull();
  });
});
