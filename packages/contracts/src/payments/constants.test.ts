import { describe, expect, it } from 'vitest';
import { fromMinor, minorDigits, toMinor } from './constants.js';

/** Money is an integer count of the currency's minor unit (ISO 4217); these are the only conversions. */
describe('minor units per currency', () => {
  it('knows the exponent of the areas’ currencies and the odd ones', () => {
    expect(['VND', 'JPY', 'KRW'].map(minorDigits)).toEqual([0, 0, 0]);
    expect(['USD', 'SGD', 'THB', 'MYR', 'PHP', 'AED', 'IDR', 'CNY', 'usd'].map(minorDigits)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD', 'OMR'].map(minorDigits)).toEqual([3, 3, 3]);
  });

  it('reads decimals into integers without a float ever holding the amount', () => {
    expect(toMinor('12.5', 'USD')).toBe(1250);
    expect((toMinor('0.1', 'USD') ?? 0) + (toMinor('0.2', 'USD') ?? 0)).toBe(30); // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(toMinor('19.99', 'SGD')).toBe(1999);
    expect(toMinor('50000', 'VND')).toBe(50_000);
    expect(toMinor('50000.00', 'VND')).toBe(50_000);
    expect(toMinor('1.234', 'KWD')).toBe(1234);
    expect(toMinor('9999999999999.99', 'USD')).toBe(999_999_999_999_999);
  });

  it('refuses more decimals than the currency has, and anything that is not a plain number', () => {
    expect(toMinor('1.5', 'VND')).toBeNull();
    expect(toMinor('1.005', 'USD')).toBeNull();
    for (const bad of ['', '-1', '1e3', '1,000', '0x10', ' . ', 'NaN', '12.']) expect(toMinor(bad, 'USD')).toBeNull();
  });

  it('writes integers back as decimals in the currency’s own digits', () => {
    expect(fromMinor(1250, 'USD')).toBe('12.50');
    expect(fromMinor(5, 'USD')).toBe('0.05');
    expect(fromMinor(-5, 'USD')).toBe('-0.05');
    expect(fromMinor(50_000, 'VND')).toBe('50000');
    expect(fromMinor(1234, 'KWD')).toBe('1.234');
    for (const n of [0, 1, 99, 100, 123_456_789]) expect(toMinor(fromMinor(n, 'THB'), 'THB')).toBe(n);
  });
});
