import { describe, expect, it } from 'vitest';
import { currencyCountry } from './currency';
import { inHomeCurrency } from './home-price';
import type { ExchangeRates } from './queries';

const rate = (currency: string, per_usd: string) => ({ currency, exponent: 2, per_usd, source: 'feed' as const, updated_at: 0, stale: false, feed_per_usd: per_usd, set_by: null });
const rates = (area: string): ExchangeRates => ({
  site_area_id: 1, area_currency: area, base: 'USD', home: 'CNY', stale_after_hours: 48, rows: [],
  currencies: [rate('VND', '26000'), rate('CNY', '7.2'), rate('USD', '1'), rate('THB', '36')],
});

describe('inHomeCurrency', () => {
  it('converts a price into CNY through the USD base', () => {
    expect(inHomeCurrency(26_000_000, 'VND', rates('VND'))).toBeCloseTo(7200, 6);
    expect(inHomeCurrency(100, 'USD', rates('VND'))).toBeCloseTo(720, 6);
    expect(inHomeCurrency(360, 'THB', rates('VND'))).toBeCloseTo(72, 6);
  });

  it('shows nothing in a CNY area, for a CNY price, an unknown currency or before the rates arrive', () => {
    expect(inHomeCurrency(100, 'VND', rates('CNY'))).toBeNull();
    expect(inHomeCurrency(100, 'CNY', rates('VND'))).toBeNull();
    expect(inHomeCurrency(100, 'XYZ', rates('VND'))).toBeNull();
    expect(inHomeCurrency(100, 'VND', undefined)).toBeNull();
  });
});

describe('currencyCountry', () => {
  it('is the country of the code’s first two letters', () => {
    expect(currencyCountry('VND')).toBe('VN');
    expect(currencyCountry('CNY')).toBe('CN');
  });
});
