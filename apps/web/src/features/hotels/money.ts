import { toMinor, fromMinor } from '@haiwai/contracts/payments/constants';
import { formatMinorAmount } from '../../lib/money';
import { useApp } from '../../stores/app-store';

/** An amount in minor units (every hotel price and order) as the reader's language writes it. */
export function useMinor() {
  const lang = useApp((s) => s.lang);
  return (amount: number, currency: string) => formatMinorAmount(amount, currency, lang);
}

/** What a person types (major units, "350000" or "9.90") to minor units; null when it is not an amount. */
export const typedToMinor = (typed: string, currency: string): number | null => (typed.trim() ? toMinor(typed.trim(), currency) : null);
/** Minor units back to what a form shows. */
export const minorToTyped = (amount: number | null | undefined, currency: string): string => (amount === null || amount === undefined ? '' : fromMinor(amount, currency));
