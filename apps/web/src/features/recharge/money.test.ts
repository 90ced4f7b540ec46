import { describe, expect, it } from 'vitest';
import { faceValueText, phoneText } from './money';

describe('recharge money and numbers', () => {
  it('writes face values like the app’s other amounts, IDR counted without decimals', () => {
    expect(faceValueText(50_000, 'VND', 'en')).toMatch(/50,000/);
    expect(faceValueText(5000, 'THB', 'en')).toMatch(/50\.00/);
    expect(faceValueText(25_000, 'IDR', 'en')).toMatch(/25,000\.00|25,000/);
    expect(faceValueText(25_000, 'IDR', 'en')).not.toMatch(/250\.00/);
  });

  it('groups a number after its calling code', () => {
    expect(phoneText('+84961234567')).toBe('+84 961 234 567');
    expect(phoneText('+85512345678')).toBe('+855 123 45678');
    expect(phoneText('+8613800138000')).toBe('+8613800138000');
  });
});
