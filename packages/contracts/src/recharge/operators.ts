/**
 * The countries whose prepaid numbers can be topped up and their operators (zod-free, re-exported by
 * constants.ts). Apart so that recognise.ts, which constants.ts also re-exports, can name the operator ids.
 */

export interface RechargeCountry {
  /** ISO 3166-1 alpha-2, as airtime aggregators name countries. */
  iso: string;
  /** The E.164 country calling code, as accounts store it (`84`, never `+84`). */
  callingCode: string;
  /** The currency face values are written in; amounts are integers in its minor unit. */
  currency: string;
  /** Decimals of the currency's minor unit (VND, IDR: 0; THB, MYR, PHP, SGD, USD: 2). */
  decimals: number;
  /**
   * Numbers move between operators freely and often (mobile number portability): the recognised operator is
   * only a first guess the person should check (Thailand, Singapore).
   */
  portedOften: boolean;
}

export const RECHARGE_COUNTRIES = [
  { iso: 'VN', callingCode: '84', currency: 'VND', decimals: 0, portedOften: false },
  { iso: 'TH', callingCode: '66', currency: 'THB', decimals: 2, portedOften: true },
  { iso: 'MY', callingCode: '60', currency: 'MYR', decimals: 2, portedOften: false },
  { iso: 'PH', callingCode: '63', currency: 'PHP', decimals: 2, portedOften: false },
  { iso: 'ID', callingCode: '62', currency: 'IDR', decimals: 0, portedOften: false },
  // Cambodian airtime is sold in US dollars.
  { iso: 'KH', callingCode: '855', currency: 'USD', decimals: 2, portedOften: false },
  { iso: 'SG', callingCode: '65', currency: 'SGD', decimals: 2, portedOften: true },
] as const satisfies readonly RechargeCountry[];

export type RechargeCountryIso = (typeof RECHARGE_COUNTRIES)[number]['iso'];

export interface RechargeOperator {
  /** Stable id: `<iso lower>-<brand>`; orders and face values refer to it. */
  id: string;
  country: RechargeCountryIso;
  /** The brand people know; the same in every language. */
  name: string;
}

/** Operators in the order the screen lists them (largest first in each country). */
export const RECHARGE_OPERATORS = [
  { id: 'vn-viettel', country: 'VN', name: 'Viettel' },
  { id: 'vn-vinaphone', country: 'VN', name: 'Vinaphone' },
  { id: 'vn-mobifone', country: 'VN', name: 'Mobifone' },
  { id: 'vn-vietnamobile', country: 'VN', name: 'Vietnamobile' },
  { id: 'th-ais', country: 'TH', name: 'AIS' },
  { id: 'th-dtac', country: 'TH', name: 'dtac' },
  { id: 'th-true', country: 'TH', name: 'TrueMove H' },
  { id: 'my-maxis', country: 'MY', name: 'Maxis' },
  { id: 'my-celcom', country: 'MY', name: 'Celcom' },
  { id: 'my-digi', country: 'MY', name: 'Digi' },
  { id: 'my-umobile', country: 'MY', name: 'U Mobile' },
  { id: 'ph-globe', country: 'PH', name: 'Globe' },
  { id: 'ph-smart', country: 'PH', name: 'Smart' },
  { id: 'ph-dito', country: 'PH', name: 'DITO' },
  { id: 'id-telkomsel', country: 'ID', name: 'Telkomsel' },
  { id: 'id-indosat', country: 'ID', name: 'Indosat' },
  { id: 'id-xl', country: 'ID', name: 'XL' },
  { id: 'id-axis', country: 'ID', name: 'AXIS' },
  { id: 'id-tri', country: 'ID', name: 'Tri' },
  { id: 'id-smartfren', country: 'ID', name: 'Smartfren' },
  { id: 'kh-cellcard', country: 'KH', name: 'Cellcard' },
  { id: 'kh-smart', country: 'KH', name: 'Smart' },
  { id: 'kh-metfone', country: 'KH', name: 'Metfone' },
  { id: 'sg-singtel', country: 'SG', name: 'Singtel' },
  { id: 'sg-starhub', country: 'SG', name: 'StarHub' },
  { id: 'sg-m1', country: 'SG', name: 'M1' },
] as const satisfies readonly RechargeOperator[];

export type RechargeOperatorId = (typeof RECHARGE_OPERATORS)[number]['id'];
export const RECHARGE_OPERATOR_IDS = RECHARGE_OPERATORS.map((o) => o.id) as [RechargeOperatorId, ...RechargeOperatorId[]];

export function rechargeOperator(id: string): (typeof RECHARGE_OPERATORS)[number] | undefined {
  return RECHARGE_OPERATORS.find((o) => o.id === id);
}

export function rechargeCountryByCallingCode(callingCode: string): (typeof RECHARGE_COUNTRIES)[number] | undefined {
  return RECHARGE_COUNTRIES.find((c) => c.callingCode === callingCode);
}

export function rechargeCountry(iso: string): (typeof RECHARGE_COUNTRIES)[number] | undefined {
  return RECHARGE_COUNTRIES.find((c) => c.iso === iso);
}
