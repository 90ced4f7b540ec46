import { describe, expect, it } from 'vitest';
import { convertMinor, crossRate, minorDigits, parseDecimal, ratioOfNumber, roundHalfAway, toDecimalString, toSignificant } from './constants.js';
import { api } from './index.js';

const convert = (amount: number, from: string, to: string, fromPerUsd: string, toPerUsd: string) =>
  Number(convertMinor(BigInt(amount), from, to, crossRate(fromPerUsd, toPerUsd)));

describe('minor units', () => {
  it('knows the exponents of the areas’ currencies and the odd ones', () => {
    expect(['VND', 'JPY', 'KRW'].map(minorDigits)).toEqual([0, 0, 0]);
    expect(['USD', 'CNY', 'THB', 'MYR', 'PHP', 'AED', 'SGD', 'IDR', 'XYZ'].map(minorDigits)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD'].map(minorDigits)).toEqual([3, 3]);
  });
});

describe('decimals', () => {
  it('parses plain and exponent notation exactly', () => {
    expect(parseDecimal('25950.5')).toEqual({ num: 259505n, den: 10n });
    expect(parseDecimal('1e-7')).toEqual({ num: 1n, den: 10_000_000n });
    expect(parseDecimal('1.5E+3')).toEqual({ num: 1500n, den: 1n });
    expect(ratioOfNumber(0.1)).toEqual({ num: 1n, den: 10n });
    for (const junk of ['', 'abc', '1.2.3', '0x10', ' ', '1e9999', 'NaN']) expect(parseDecimal(junk)).toBeNull();
    expect(ratioOfNumber(Number.NaN)).toBeNull();
  });

  it('rounds halves away from zero', () => {
    expect(roundHalfAway({ num: 5n, den: 2n })).toBe(3n);
    expect(roundHalfAway({ num: -5n, den: 2n })).toBe(-3n);
    expect(roundHalfAway({ num: 7n, den: 3n })).toBe(2n);
    expect(roundHalfAway({ num: 149n, den: 100n })).toBe(1n);
  });

  it('writes fixed and significant digits', () => {
    expect(toDecimalString({ num: 1n, den: 3n }, 4)).toBe('0.3333');
    expect(toDecimalString({ num: 2n, den: 1n }, 4)).toBe('2');
    expect(toSignificant({ num: 1n, den: 26000n }, 10)).toBe('0.00003846153846');
    expect(toSignificant({ num: 259505n, den: 10n }, 10)).toBe('25950.5');
    expect(toSignificant({ num: 2n, den: 3n }, 3)).toBe('0.667');
  });
});

describe('conversion per currency exponent', () => {
  it('USD cents to VND (0 digits), rounded once', () => {
    expect(convert(100, 'USD', 'VND', '1', '25950.5')).toBe(25951); // 25950.5 → up
    expect(convert(1, 'USD', 'VND', '1', '25950.5')).toBe(260); // 259.505
    expect(convert(12_345, 'USD', 'VND', '1', '25000')).toBe(3_086_250);
  });

  it('VND to CNY fen (2 digits) across the USD base', () => {
    // 1 USD = 26000 VND = 7.2 CNY → 1,000,000 VND = 276.923… CNY = 27692.3 fen → 27692
    expect(convert(1_000_000, 'VND', 'CNY', '26000', '7.2')).toBe(27692);
    expect(convert(0, 'VND', 'CNY', '26000', '7.2')).toBe(0);
  });

  it('between two 0-digit currencies and into a 3-digit one', () => {
    expect(convert(1_000_000, 'VND', 'JPY', '26000', '150')).toBe(5769); // 5769.23
    expect(convert(1_000_000, 'VND', 'IDR', '26000', '16000')).toBe(61_538_462); // 615384.615 IDR in sen
    expect(convert(100, 'USD', 'KWD', '1', '0.3075')).toBe(308); // 0.3075 KWD = 307.5 fils
  });

  it('the same currency is the amount itself', () => {
    expect(convert(123_456, 'THB', 'THB', '35.1', '35.1')).toBe(123_456);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => crossRate('0', '1')).toThrow(RangeError);
    expect(() => crossRate('abc', '1')).toThrow(RangeError);
  });
});

describe('schemas', () => {
  it('take integer minor amounts within range and real currency codes', () => {
    const body = api.exchange.body;
    expect(body.safeParse({ from: 'USD', to: 'VND', amount: 100 }).success).toBe(true);
    for (const bad of [{ from: 'usd', to: 'VND', amount: 1 }, { from: 'USD', to: 'VND', amount: -1 }, { from: 'USD', to: 'VND', amount: 1.5 }, { from: 'USD', to: 'VND', amount: 1e300 }, { from: 'USD', to: 'VND', amount: '100' }]) {
      expect(body.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('take rates as positive decimal strings', () => {
    const body = api.putExchange.body;
    const ok = (per_usd: string | null) => body.safeParse({ site_area_id: 1, rates: [{ currency: 'VND', per_usd }] }).success;
    expect([ok('26000'), ok('7.123456789012'), ok(null)]).toEqual([true, true, true]);
    expect([ok('0'), ok('0.000'), ok('-1'), ok('1e5'), ok('1,000'), ok('1234567890123'), ok('')]).toEqual([false, false, false, false, false, false, false]);
    expect(body.safeParse({ site_area_id: 1, rates: [{ currency: 'VND', per_usd: '1' }, { currency: 'VND', per_usd: '2' }] }).success).toBe(false);
  });
});
