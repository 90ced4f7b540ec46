import { describe, expect, it } from 'vitest';
import { currencySymbol, formatApprox, formatMinorAmount, formatPrice, groupDigits, shortAmount } from './money';

describe('shortAmount', () => {
  it.each([
    [950, 'zh', '950'],
    [12_000, 'zh', '1.2万'],
    [12_000_000, 'zh', '1200万'],
    [125_000_000, 'zh', '1.25亿'],
    [12_500_000, 'en', '12.5M'],
    [2_000_000_000, 'en', '2B'],
    [12_500_000, 'vi', '12,5 triệu'],
    [1_200_000_000, 'vi', '1,2 tỷ'],
    [45_000, 'en', '45,000'],
    [45_000, 'vi', '45.000'],
  ] as const)('%d in %s is %s', (n, lang, text) => {
    expect(shortAmount(n, lang)).toBe(text);
  });
});

describe('groupDigits', () => {
  it('keeps up to two decimals in the language style', () => {
    expect(groupDigits(1234.5, 'en')).toBe('1,234.5');
    expect(groupDigits(1234.5, 'vi')).toBe('1.234,5');
    expect(groupDigits(1234.567, 'zh')).toBe('1,234.57');
  });
});

describe('currencySymbol', () => {
  it('prefers the area symbol for the area currency, then the built-in one, then the code', () => {
    expect(currencySymbol('VND', 'VND', '₫')).toBe('₫');
    expect(currencySymbol('SGD', 'SGD', 'S$')).toBe('S$');
    expect(currencySymbol('THB', 'VND', '₫')).toBe('฿');
    expect(currencySymbol('XYZ')).toBe('XYZ');
  });
});

describe('formatPrice', () => {
  it('puts the symbol where the currency is written and adds the unit', () => {
    expect(formatPrice(12_000_000, { lang: 'zh', currency: 'VND', areaCurrency: 'VND', areaSymbol: '₫', unitLabel: '月' })).toBe('1200万 ₫/月');
    expect(formatPrice(12_000_000, { lang: 'en', currency: 'VND', unitLabel: 'month' })).toBe('12M ₫/month');
    expect(formatPrice(12_000_000, { lang: 'vi', currency: 'VND' })).toBe('12 triệu ₫');
    expect(formatPrice(850, { lang: 'en', currency: 'USD', unitLabel: 'day' })).toBe('$850/day');
    expect(formatPrice(3_500, { lang: 'en', currency: 'AED' })).toBe('AED 3,500');
    expect(formatPrice(2_500, { lang: 'zh', currency: 'SGD', areaCurrency: 'SGD', areaSymbol: 'S$' })).toBe('S$2,500');
  });
  it('is null without a price', () => {
    expect(formatPrice(null, { lang: 'zh', currency: 'VND' })).toBeNull();
    expect(formatPrice(undefined, { lang: 'zh', currency: 'VND' })).toBeNull();
  });
  it('shows a free item as 0', () => {
    expect(formatPrice(0, { lang: 'en', currency: 'USD' })).toBe('$0');
  });
});

describe('formatPrice: the one money formatter', () => {
  const vnd = { currency: 'VND', areaCurrency: 'VND', areaSymbol: '₫' } as const;
  it('writes a salary range once, with the currency and the unit after it', () => {
    expect(formatPrice(53_000_000, { lang: 'zh', ...vnd, unitLabel: '月' }, 78_500_000)).toBe('5300万–7850万 ₫/月');
    expect(formatPrice(53_000_000, { lang: 'en', ...vnd, unitLabel: 'month' }, 78_500_000)).toBe('53M–78.5M ₫/month');
    expect(formatPrice(53_000_000, { lang: 'vi', ...vnd, unitLabel: 'tháng' }, 78_500_000)).toBe('53 triệu–78,5 triệu ₫/tháng');
    expect(formatPrice(2_500, { lang: 'en', currency: 'USD', unitLabel: 'month' }, 3_200)).toBe('$2,500–3,200/month');
  });
  it('shows a single amount when the top is missing or not above it', () => {
    expect(formatPrice(53_000_000, { lang: 'zh', ...vnd, unitLabel: '月' }, null)).toBe('5300万 ₫/月');
    expect(formatPrice(53_000_000, { lang: 'zh', ...vnd, unitLabel: '月' }, 53_000_000)).toBe('5300万 ₫/月');
    expect(formatPrice(53_000_000, { lang: 'zh', ...vnd }, 40_000_000)).toBe('5300万 ₫');
  });
});

describe('formatApprox', () => {
  it('writes a whole-unit second price after ≈, through the one formatter', () => {
    expect(formatApprox(1234.4, { lang: 'en', currency: 'CNY' })).toBe('≈ ¥1,234');
    expect(formatApprox(12_345.6, { lang: 'zh', currency: 'CNY', unitLabel: '月' })).toBe('≈ ¥1.23万/月');
    expect(formatApprox(800.5, { lang: 'vi', currency: 'CNY' }, 1500.2)).toBe('≈ ¥801–1.500');
    expect(formatApprox(null, { lang: 'en', currency: 'CNY' })).toBeNull();
    expect(formatApprox(Number.NaN, { lang: 'en', currency: 'CNY' })).toBeNull();
  });
});

describe('formatMinorAmount', () => {
  it('writes every digit with the currency’s own decimals', () => {
    expect(formatMinorAmount(3_252_908, 'VND', 'vi')).toBe('3.252.908 ₫');
    expect(formatMinorAmount(27_021, 'CNY', 'zh')).toBe('¥270.21');
    expect(formatMinorAmount(123_456_789, 'USD', 'vi')).toBe('$1.234.567,89');
    expect(formatMinorAmount(5, 'THB', 'en')).toBe('฿0.05');
    expect(formatMinorAmount(1234, 'KWD', 'en')).toBe('KWD 1.234');
  });
});
