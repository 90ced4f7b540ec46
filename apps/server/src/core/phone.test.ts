import { describe, expect, it } from 'vitest';
import { maskPhone, normaliseE164, normalisePhone, normalisePhoneQuery } from './phone.js';

describe('normalisePhone', () => {
  it('gives E.164 for stored area code + national number pairs', () => {
    expect(normalisePhone('86', '13800138000')).toEqual({ areaCode: '86', mobile: '13800138000', e164: '+8613800138000', valid: true });
    expect(normalisePhone('66', '912345678')).toMatchObject({ e164: '+66912345678', valid: true });
    expect(normalisePhone('1', '2025550123')).toMatchObject({ e164: '+12025550123', valid: true });
  });

  it('spells one area code one way: 86, 086, 0086 and +86 are the same', () => {
    for (const cc of ['86', '086', '0086', '+86', ' +86 ']) {
      expect(normalisePhone(cc, '13800138000'), cc).toEqual({ areaCode: '86', mobile: '13800138000', e164: '+8613800138000', valid: true });
    }
    // Unknown numbers too: only the spelling of the area code changes.
    expect(normalisePhone('0086', '139123456701')).toEqual({ areaCode: '86', mobile: '139123456701', e164: '+86139123456701', valid: false });
  });

  it('drops a national trunk prefix and a repeated country code from the stored number', () => {
    expect(normalisePhone('84', '0912345678')).toEqual({ areaCode: '84', mobile: '912345678', e164: '+84912345678', valid: true });
    expect(normalisePhone('44', '07911123456')).toMatchObject({ mobile: '7911123456', e164: '+447911123456', valid: true });
    expect(normalisePhone(' +84 ', ' 912345678 ')).toMatchObject({ areaCode: '84', mobile: '912345678', e164: '+84912345678' });
    expect(normalisePhone('86', '8613800138000')).toMatchObject({ mobile: '13800138000', e164: '+8613800138000' });
    expect(normalisePhone('86', '013800138000')).toMatchObject({ mobile: '13800138000', e164: '+8613800138000' });
    // Italy keeps its leading zero: it is part of the national number there.
    expect(normalisePhone('39', '0212345678')).toMatchObject({ mobile: '0212345678', e164: '+390212345678', valid: true });
  });

  it('flags numbers the API accepts but the country does not have, without refusing them', () => {
    expect(normalisePhone('86', '1390000')).toEqual({ areaCode: '86', mobile: '1390000', e164: '+861390000', valid: false });
  });

  it('splits a four-digit area code the library does not know as a calling code', () => {
    expect(normalisePhone('1876', '5551234')).toEqual({ areaCode: '1', mobile: '8765551234', e164: '+18765551234', valid: true });
    expect(normalisePhone('1', '8765551234')).toMatchObject({ e164: '+18765551234' });
    expect(normalisePhone('9999', '12345678')).toEqual({ areaCode: '9999', mobile: '12345678', e164: '+999912345678', valid: false });
  });

  it('answers null for input outside the accepted shape (the same patterns as the API table)', () => {
    expect(normalisePhone('86', '12')).toBeNull();
    expect(normalisePhone('86', '138-0013-8000')).toBeNull();
    expect(normalisePhone('12345', '13800138000')).toBeNull();
    expect(normalisePhone('', '13800138000')).toBeNull();
    expect(normalisePhone('000', '13800138000')).toBeNull();
  });
});

describe('normaliseE164', () => {
  it('reads a whole international number', () => {
    expect(normaliseE164('+8613800138000')).toEqual({ areaCode: '86', mobile: '13800138000', e164: '+8613800138000', valid: true });
    expect(normaliseE164('+84 0912 345 678')).toMatchObject({ areaCode: '84', mobile: '912345678' });
    expect(normaliseE164('13800138000')).toBeNull();
    expect(normaliseE164('+999912345678')).toBeNull();
  });
});

describe('normalisePhoneQuery', () => {
  it('finds one number however it was written', () => {
    for (const typed of ['0901234596', '+84 90 123 4596', '84901234596', '0084 901 234 596', '(+84) 90-123-4596', '901234596']) {
      expect(normalisePhoneQuery(typed, '84')?.e164, typed).toBe('+84901234596');
    }
  });

  it('reads a whole number of another country whatever the area', () => {
    expect(normalisePhoneQuery('+86 138 0013 8000', '84')?.e164).toBe('+8613800138000');
    expect(normalisePhoneQuery('8613800138000', '84')?.e164).toBe('+8613800138000');
  });

  it('is null for words and short numbers', () => {
    expect(normalisePhoneQuery('scam', '84')).toBeNull();
    expect(normalisePhoneQuery('12345', '84')).toBeNull();
    expect(normalisePhoneQuery('090 abc', '84')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the calling code, two digits at each end of the national number', () => {
    expect(maskPhone('+84901234596')).toBe('+84 90*****96');
    expect(maskPhone('+8613800138000')).toBe('+86 13*******00');
  });
});
