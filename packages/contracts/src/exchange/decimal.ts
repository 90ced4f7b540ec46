/**
 * Exact decimal arithmetic for exchange rates, on BigInt (no floating point between a stored rate and a
 * converted amount). A rate is a decimal string ("25950.5"); a cross rate is a fraction of two of them; money
 * is an integer count of minor units. Zod-free: the server converts with it, the web app may show with it.
 */
import { minorDigits } from '../payments/constants.js';

/** A fraction num/den with den > 0. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;

/** A decimal string ("12.5", "1e-7", the way JavaScript prints a number) as a fraction; null when it is not one. */
export function parseDecimal(text: string): Ratio | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, int, frac = '', exp = '0'] = m;
  const digits = BigInt(`${int}${frac}`) * (sign === '-' ? -1n : 1n);
  const shift = Number(exp) - frac.length;
  return shift >= 0 ? { num: digits * pow10(shift), den: 1n } : { num: digits, den: pow10(-shift) };
}

/** A finite number as JavaScript prints it (the shortest text that reads back the same), as a fraction. */
export function ratioOfNumber(n: number): Ratio | null {
  return Number.isFinite(n) ? parseDecimal(String(n)) : null;
}

export function divide(a: Ratio, b: Ratio): Ratio {
  if (b.num === 0n) throw new RangeError('division by zero');
  const num = a.num * b.den;
  const den = a.den * b.num;
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** num/den rounded to an integer, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAway(r: Ratio): bigint {
  const neg = r.num < 0n;
  const abs = neg ? -r.num : r.num;
  const q = (abs * 2n + r.den) / (2n * r.den);
  return neg ? -q : q;
}

/** The fraction as a decimal string with at most `digits` digits after the point (rounded half away, zeros trimmed). */
export function toDecimalString(r: Ratio, digits: number): string {
  const scaled = roundHalfAway({ num: r.num * pow10(digits), den: r.den });
  const neg = scaled < 0n;
  const s = (neg ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** The fraction with `significant` significant digits (a cross rate of 0.000038461538 or 25950.12345). */
export function toSignificant(r: Ratio, significant: number): string {
  if (r.num === 0n) return '0';
  const abs = r.num < 0n ? -r.num : r.num;
  // Digits before the point: the length of the integer part, or minus the leading zeros after it.
  let intDigits = (abs / r.den).toString().length;
  if (abs < r.den) {
    intDigits = 0;
    while (abs * pow10(-intDigits + 1) < r.den) intDigits -= 1;
  }
  return toDecimalString(r, Math.max(0, significant - intDigits));
}

/** The value of one `from` in `to`, both given as units per the same base (per 1 USD): to / from. */
export function crossRate(fromPerBase: string, toPerBase: string): Ratio {
  const from = parseDecimal(fromPerBase);
  const to = parseDecimal(toPerBase);
  if (!from || !to || from.num <= 0n || to.num <= 0n) throw new RangeError(`not a positive rate: ${fromPerBase} / ${toPerBase}`);
  return divide(to, from);
}

/**
 * Converts an amount in minor units of `from` into minor units of `to` at `rate` (units of `to` per unit of
 * `from`), exactly, rounded once at the end to the target's minor unit, halves away from zero
 * (100 USD cents at 25950.5 VND/USD → 25951 VND).
 */
export function convertMinor(amountMinor: bigint, from: string, to: string, rate: Ratio): bigint {
  const shift = minorDigits(to) - minorDigits(from);
  const num = amountMinor * rate.num * (shift > 0 ? pow10(shift) : 1n);
  const den = rate.den * (shift < 0 ? pow10(-shift) : 1n);
  return roundHalfAway({ num, den });
}
