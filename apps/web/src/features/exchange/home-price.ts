import { useCallback } from 'react';
import type { ListingKindDef } from '@haiwai/contracts/listings';
import { useApp } from '../../stores/app-store';
import { priceTopField, unitLabel } from '../../lib/kind-price';
import { formatApprox } from '../../lib/money';
import { useExchangeRates, type ExchangeRates } from './queries';

/** `amount` of `currency` in the rates' home currency (CNY), as a plain number for display; null when not shown. */
export function inHomeCurrency(amount: number, currency: string, rates: ExchangeRates | undefined): number | null {
  if (!rates || rates.area_currency === rates.home || currency === rates.home) return null;
  const from = rates.currencies.find((c) => c.currency === currency);
  const to = rates.currencies.find((c) => c.currency === rates.home);
  if (!from || !to) return null;
  return (amount * Number(to.per_usd)) / Number(from.per_usd);
}

interface PricedItem {
  price: number | null;
  price_unit: string | null;
  currency: string | null;
}

/**
 * The listings' second price, "≈ ¥1,234/月": the price (and a range's top) in CNY at the area's rates, when the
 * area's currency is not CNY. The rates are fetched once and kept a while (see queries.ts), not per card. While they
 * are still coming, a priced item answers '' so the screen can keep the line's place (the line appearing later moved
 * every card below it).
 */
export function useHomePriceText(def: ListingKindDef) {
  const lang = useApp((s) => s.lang);
  const query = useExchangeRates();
  const rates = query.data;
  const pending = query.isPending;
  const top = priceTopField(def);
  return useCallback(
    (item: PricedItem & Record<string, unknown>): string | null => {
      if (item.price === null) return null;
      if (!rates) return pending ? '' : null;
      const currency = item.currency ?? rates.area_currency;
      const amount = inHomeCurrency(Number(item.price), currency, rates);
      if (amount === null) return null;
      const upTo = top && item[top] !== null && item[top] !== undefined ? inHomeCurrency(Number(item[top]), currency, rates) : null;
      return formatApprox(amount, { lang, currency: rates.home, unitLabel: unitLabel(def, item.price_unit, lang) }, upTo);
    },
    [rates, pending, lang, def, top],
  );
}
