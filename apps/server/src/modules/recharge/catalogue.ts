import type { RechargeOperatorItem } from '@haiwai/contracts/recharge';
import { RECHARGE_OPERATORS, recogniseOperator, rechargeCountryByCallingCode, type RechargeCountry } from '@haiwai/contracts/recharge/constants';
import { minorDigits } from '@haiwai/contracts/payments/constants';
import type { Kysely } from 'kysely';
import { fieldError } from '../../core/errors.js';
import { normaliseE164, normalisePhone } from '../../core/phone.js';
import type { DB } from '../../db/schema.js';

/** A number that can be topped up: normalised, its country, the operator its block belongs to. */
export interface RechargeNumber {
  e164: string;
  national: string;
  valid: boolean;
  country: RechargeCountry;
  recognised: string | null;
}

/**
 * The number of an order or a lookup, as typed: whole E.164 (`+84961234567`) or area code + national number
 * (`84`, `0961 234 567`), through the app's one phone normaliser. Throws a field error naming `field`.
 */
export function rechargeNumber(input: { phone?: string; area_code?: string; mobile?: string }, field: string): RechargeNumber {
  const compact = (s: string) => s.replace(/[\s-]/g, '');
  const normalised = input.phone ? normaliseE164(input.phone) : normalisePhone(input.area_code ?? '', compact(input.mobile ?? ''));
  if (!normalised?.valid) throw fieldError(field, 'recharge.phone_invalid');
  const country = rechargeCountryByCallingCode(normalised.areaCode);
  if (!country) throw fieldError(field, 'recharge.country_unsupported');
  return { e164: normalised.e164, national: normalised.mobile, valid: true, country, recognised: recogniseOperator(country.callingCode, normalised.mobile) };
}

/**
 * What the buyer pays for a face value: the same amount, counted as the payment engine counts the currency.
 * They differ only where the airtime side writes a currency without decimals that ISO 4217 gives two (IDR).
 */
export function priceOf(amountMinor: number, country: RechargeCountry): number {
  return amountMinor * 10 ** Math.max(0, minorDigits(country.currency) - country.decimals);
}

/** A face value for titles and logs: `50,000 VND`, `50.00 THB`. */
export function faceValueText(amountMinor: number, country: RechargeCountry): string {
  const d = country.decimals;
  return `${new Intl.NumberFormat('en', { minimumFractionDigits: d, maximumFractionDigits: d }).format(amountMinor / 10 ** d)} ${country.currency}`;
}

/** The face values on sale (recharge_face_value, enabled), per operator of one country. */
export async function operatorsOf(db: Kysely<DB>, country: RechargeCountry, areaCurrency: string): Promise<RechargeOperatorItem[]> {
  const operators = RECHARGE_OPERATORS.filter((o) => o.country === country.iso);
  const rows = await db
    .selectFrom('recharge_face_value')
    .select(['operator_id', 'amount_minor', 'currency'])
    .where('operator_id', 'in', operators.map((o) => o.id))
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('amount_minor')
    .execute();
  return operators.map((o) => ({
    id: o.id,
    name: o.name,
    country: o.country,
    face_values: rows
      .filter((r) => r.operator_id === o.id)
      .map((r) => ({ amount: r.amount_minor, currency: r.currency, price: priceOf(r.amount_minor, country), price_currency: areaCurrency })),
  }));
}

/** Whether an operator sells a face value now. */
export async function faceValueOffered(db: Kysely<DB>, operatorId: string, amountMinor: number): Promise<boolean> {
  const row = await db.selectFrom('recharge_face_value').select('id').where('operator_id', '=', operatorId).where('amount_minor', '=', amountMinor).where('enabled', '=', true).executeTakeFirst();
  return row !== undefined;
}
