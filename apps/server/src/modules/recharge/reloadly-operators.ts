import type { RechargeOperatorId } from '@haiwai/contracts/recharge/constants';

/**
 * How Reloadly names our operators in `GET /operators/countries/{iso}` ("Viettel Vietnam", "AIS Thailand",
 * "Smart Philippines", "Telkomsel Indonesia"...). Reloadly's numeric operator ids are its own and can change,
 * so the adapter looks them up by name per country (cached) rather than keeping a copy of them here.
 */
export const RELOADLY_OPERATOR_NAMES: Record<RechargeOperatorId, RegExp> = {
  'vn-viettel': /viettel/i,
  'vn-vinaphone': /vinaphone/i,
  'vn-mobifone': /mobifone/i,
  'vn-vietnamobile': /vietnamobile/i,
  'th-ais': /\bais\b|12call/i,
  'th-dtac': /\bdtac\b/i,
  'th-true': /\btrue\b/i,
  'my-maxis': /maxis|hotlink/i,
  'my-celcom': /celcom/i,
  'my-digi': /\bdigi\b/i,
  'my-umobile': /\bu[\s-]?mobile\b/i,
  'ph-globe': /globe|\btm\b/i,
  'ph-smart': /\bsmart\b|\btnt\b|talk ?n ?text/i,
  'ph-dito': /\bdito\b/i,
  'id-telkomsel': /telkomsel/i,
  'id-indosat': /indosat|\bim3\b/i,
  'id-xl': /\bxl\b/i,
  'id-axis': /\baxis\b/i,
  'id-tri': /\btri\b|\bthree\b|\b3\b/i,
  'id-smartfren': /smartfren/i,
  'kh-cellcard': /cellcard/i,
  // Per-country lists keep Cambodia's Smart apart from the Philippines'; \b keeps "Smartfren" out.
  'kh-smart': /\bsmart\b/i,
  'kh-metfone': /metfone/i,
  'sg-singtel': /singtel/i,
  'sg-starhub': /starhub/i,
  'sg-m1': /\bm1\b/i,
};

/** An operator entry as Reloadly lists it (only what the adapter reads). */
export interface ReloadlyOperator {
  id?: number;
  operatorId?: number;
  name: string;
  bundle?: boolean;
  data?: boolean;
  pin?: boolean;
  supportsLocalAmounts?: boolean;
}

/**
 * Reloadly's airtime product for one of our operators among a country's list: the name matches, and it is
 * plain airtime (not a data bundle or a PIN); one that takes local amounts first. undefined: none sold.
 */
export function pickReloadlyOperator(ours: RechargeOperatorId, list: readonly ReloadlyOperator[]): number | undefined {
  const pattern = RELOADLY_OPERATOR_NAMES[ours];
  const airtime = list.filter((o) => pattern.test(o.name) && !o.bundle && !o.data && !o.pin && !/\b(data|bundle|pin)\b/i.test(o.name));
  const best = airtime.find((o) => o.supportsLocalAmounts) ?? airtime[0];
  return best ? (best.operatorId ?? best.id) : undefined;
}
