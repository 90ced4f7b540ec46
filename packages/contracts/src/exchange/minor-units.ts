/**
 * ISO 4217 minor-unit exponents that are not 2 (an amount of money is an integer count of these units: 1 VND is 1
 * unit, 1 USD is 100). Every other currency has 2. Source: the ISO 4217 list (SIX, "List one").
 */
const EXPONENTS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  // Not zero by ISO, but nobody writes or pays their fractions: the rupiah is quoted and paid in whole units.
  IDR: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** Digits after the point of `currency`'s minor unit (0 for VND, 2 for USD, 3 for KWD). */
export function minorExponent(currency: string): number {
  return EXPONENTS[currency] ?? 2;
}
