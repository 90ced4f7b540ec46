import { describe, expect, it } from 'vitest';
import { car, housing, job, talent } from '@haiwai/contracts/listings';
import { cardChips, countText, daysLeft, formatAttr } from './display';
import { priceTopField, unitLabel } from '../../lib/kind-price';
import { formatPrice } from '../../lib/money';

describe('countText', () => {
  it('shows an exact total as it is and a capped one with a plus', () => {
    expect(countText(37)).toBe('37');
    expect(countText(37, false)).toBe('37');
    expect(countText(1000, true)).toBe('1000+');
  });
});

describe('daysLeft', () => {
  it('counts whole days up, negative once past', () => {
    const now = Date.UTC(2026, 10, 23);
    expect(daysLeft(now / 1000 + 86_400 * 2.5, now)).toBe(3);
    expect(daysLeft(now / 1000 - 86_400 * 2, now)).toBe(-2);
  });
});

describe('units and money of the declarations', () => {
  it('writes a number with its declared unit: straight after Chinese units, after a space for words', () => {
    expect(formatAttr(talent.fields.years, 4, 'zh', ['是', '否'])).toBe('4年');
    expect(formatAttr(talent.fields.years, 4, 'en', ['Yes', 'No'])).toBe('4 yrs');
    expect(formatAttr(talent.fields.years, 4, 'vi', ['Có', 'Không'])).toBe('4 năm');
    expect(formatAttr(car.fields.mileage_km, 46_899, 'zh', ['是', '否'])).toBe('46,899公里');
    expect(formatAttr(housing.fields.area_sqm, 85, 'en', ['Yes', 'No'])).toBe('85m²');
  });
  it('writes money fields through the money formatter it is given, never as bare digits', () => {
    const money = (n: number) => formatPrice(n, { lang: 'zh', currency: 'VND', areaCurrency: 'VND', areaSymbol: '₫', unitLabel: '月' });
    expect(formatAttr(job.fields.salary_max, 78_500_000, 'zh', ['是', '否'], money)).toBe('7850万 ₫/月');
    // Without one (a caller that has no listing at hand) the digits are grouped at least.
    expect(formatAttr(job.fields.salary_max, 78_500_000, 'en', ['Yes', 'No'])).toBe('78,500,000');
  });
  it('knows the top of a job’s salary range and leaves it out of the card chips (the price shows it)', () => {
    expect(priceTopField(job)).toBe('salary_max');
    expect(priceTopField(housing)).toBeUndefined();
    expect(cardChips(job, { salary_max: 78_500_000, job_type: 'full_time', experience: 'none' }, 'zh')).toEqual(['全职', '无经验']);
    expect(cardChips(talent, { years: 4, languages: ['zh', 'vi'] }, 'zh')).toEqual(['4年', '中文、越南语']);
  });
  it('names the price unit, none for a total price', () => {
    expect(unitLabel(job, 'month', 'zh')).toBe('月');
    expect(unitLabel(car, 'day', 'en')).toBe('day');
    expect(unitLabel(housing, 'total', 'zh')).toBeUndefined();
    expect(unitLabel(housing, null, 'zh')).toBeUndefined();
  });
});
