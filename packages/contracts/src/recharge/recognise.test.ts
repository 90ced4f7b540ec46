import { describe, expect, it } from 'vitest';
import { RECHARGE_COUNTRIES, RECHARGE_OPERATORS, rechargeCountry, rechargeOperator } from './constants.js';
import { RECHARGE_CALLING_CODES, recogniseE164, recogniseOperator, splitRechargeNumber } from './recognise.js';

describe('recogniseE164: the operator of a whole number', () => {
  it.each([
    // Vietnam: the 2018 ten-digit blocks and the older ones.
    ['+84961234567', 'vn-viettel'],
    ['+84862345678', 'vn-viettel'],
    ['+84352345678', 'vn-viettel'],
    ['+84912345678', 'vn-vinaphone'],
    ['+84832345678', 'vn-vinaphone'],
    ['+84888123456', 'vn-vinaphone'],
    ['+84901234567', 'vn-mobifone'],
    ['+84772345678', 'vn-mobifone'],
    ['+84702345678', 'vn-mobifone'],
    ['+84922345678', 'vn-vietnamobile'],
    ['+84582345678', 'vn-vietnamobile'],
    // Thailand: three-digit blocks.
    ['+66818123456', 'th-ais'],
    ['+66891234567', 'th-true'],
    ['+66851234567', 'th-dtac'],
    ['+66861234567', 'th-ais'],
    ['+66866234567', 'th-true'],
    // Malaysia: two-digit blocks and the 011 split ones.
    ['+60123456789', 'my-maxis'],
    ['+60133456789', 'my-celcom'],
    ['+60163456789', 'my-digi'],
    ['+60183456789', 'my-umobile'],
    ['+601111234567', 'my-umobile'],
    ['+601123456789', 'my-maxis'],
    // Philippines: the longest prefix wins (95 Globe, 950 Smart).
    ['+639171234567', 'ph-globe'],
    ['+639181234567', 'ph-smart'],
    ['+639561234567', 'ph-globe'],
    ['+639501234567', 'ph-smart'],
    ['+639911234567', 'ph-dito'],
    // Indonesia.
    ['+6281234567890', 'id-telkomsel'],
    ['+6285712345678', 'id-indosat'],
    ['+6281712345678', 'id-xl'],
    ['+6283812345678', 'id-axis'],
    ['+6289612345678', 'id-tri'],
    ['+6288112345678', 'id-smartfren'],
    // Cambodia.
    ['+85512345678', 'kh-cellcard'],
    ['+85510234567', 'kh-smart'],
    ['+85597234567', 'kh-metfone'],
  ])('%s → %s', (e164, operator) => {
    expect(recogniseE164(e164)).toBe(operator);
  });

  it('reads a number written with spaces or dashes', () => {
    expect(recogniseE164('+84 96 123 4567')).toBe('vn-viettel');
    expect(recogniseE164('+66-81-812-3456')).toBe('th-ais');
  });

  it('recognises nothing in blocks it does not know: Singapore (full portability), newer Thai blocks, landlines', () => {
    expect(recogniseE164('+6591234567')).toBeNull();
    expect(recogniseE164('+66612345678')).toBeNull();
    expect(recogniseE164('+842438253456')).toBeNull(); // a Hanoi landline
  });

  it('refuses numbers of other countries and things that are not numbers', () => {
    expect(recogniseE164('+8613800138000')).toBeNull();
    expect(recogniseE164('+1 415 555 2671')).toBeNull();
    expect(recogniseE164('0961234567')).toBeNull();
    expect(recogniseE164('')).toBeNull();
  });
});

describe('recogniseOperator: as the person types', () => {
  it('names the operator once the prefix is typed, with or without the trunk 0', () => {
    expect(recogniseOperator('84', '0')).toBeNull();
    expect(recogniseOperator('84', '09')).toBeNull();
    expect(recogniseOperator('84', '096')).toBe('vn-viettel');
    expect(recogniseOperator('84', '96 1')).toBe('vn-viettel');
    expect(recogniseOperator('66', '08')).toBeNull();
    expect(recogniseOperator('66', '081')).toBeNull();
    expect(recogniseOperator('66', '0818')).toBe('th-ais');
  });

  it('knows nothing of a calling code outside the list', () => {
    expect(recogniseOperator('86', '13800138000')).toBeNull();
  });
});

describe('splitRechargeNumber', () => {
  it('splits at the calling code of a supported country (three-digit 855 too)', () => {
    expect(splitRechargeNumber('+84961234567')).toEqual({ callingCode: '84', national: '961234567' });
    expect(splitRechargeNumber('+85512345678')).toEqual({ callingCode: '855', national: '12345678' });
    expect(splitRechargeNumber('+8613800138000')).toBeNull();
  });
});

describe('the tables agree', () => {
  it('every country has a calling code in the block table and every operator a country', () => {
    expect(RECHARGE_COUNTRIES.map((c) => c.callingCode).sort()).toEqual([...RECHARGE_CALLING_CODES].sort());
    for (const o of RECHARGE_OPERATORS) expect(rechargeCountry(o.country)).toBeDefined();
    expect(new Set(RECHARGE_OPERATORS.map((o) => o.id)).size).toBe(RECHARGE_OPERATORS.length);
  });

  it('a recognised operator always belongs to the number’s own country', () => {
    for (const country of RECHARGE_COUNTRIES) {
      for (let a = 1; a <= 9; a++) {
        for (let b = 0; b <= 9; b++) {
          for (let c = 0; c <= 9; c++) {
            const hit = recogniseOperator(country.callingCode, `${a}${b}${c}1234567`);
            if (hit) expect(rechargeOperator(hit)?.country).toBe(country.iso);
          }
        }
      }
    }
  });
});
