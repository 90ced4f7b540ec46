import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ListingKindDef } from '@haiwai/contracts/listings';
import type { Lang } from '../../lib/contracts';
import { toMillis } from '../../lib/time';
import { useApp } from '../../stores/app-store';
import { partOfPrice, priceTopField, unitLabel } from '../../lib/kind-price';
import { formatPrice, groupDigits } from '../../lib/money';
import { KINDS, isListingKind, pick } from './registry';

const DAY = 86_400_000;

/** Formats an amount of money of the listing being shown (its currency, its price unit): see `useMoney`. */
export type MoneyText = (amount: number) => string | null;

/** An attribute's value as text in the current language ('' when there is nothing to show). */
export function formatAttr(f: FieldDef, value: unknown, lang: Lang, yesNo: [string, string], money?: MoneyText): string {
  if (value === null || value === undefined || value === '') return '';
  switch (f.type) {
    case 'enum':
      return typeof value === 'string' ? pick(f.options[value], lang) || value : '';
    case 'multi':
      return Array.isArray(value) ? value.map((v) => pick(f.options[String(v)], lang) || String(v)).join(lang === 'zh' ? '、' : ', ') : '';
    case 'bool':
      return value === true ? yesNo[0] : value === false ? yesNo[1] : '';
    case 'int':
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) return '';
      if (f.money) return (money?.(n) ?? null) || groupDigits(n, lang);
      const unit = pick(f.unit, lang);
      // Years and small counts read without separators (2021, not 2,021).
      const digits = Math.abs(n) >= 10_000 ? n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US') : String(n);
      // A unit in Chinese characters or an area sign goes straight after the number (4年, 85㎡); words after a space.
      return unit ? (/^[\u2e80-\u9fff㎡]|^m²$/.test(unit) ? `${digits}${unit}` : `${digits} ${unit}`) : digits;
    }
    default:
      return String(value);
  }
}

/**
 * The short attribute chips of a card: declared `card: true` fields with a value, in declaration order.
 * A true boolean shows its label ("Negotiable"), a false one nothing.
 */
export function cardChips(def: ListingKindDef, item: Record<string, unknown>, lang: Lang, fixed: Record<string, string> = {}, money?: MoneyText): string[] {
  const out: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.card || name in fixed || partOfPrice(f)) continue;
    const v = item[name];
    if (f.type === 'bool') {
      if (v === true) out.push(pick(f.label, lang));
      continue;
    }
    const text = formatAttr(f, v, lang, ['', ''], money);
    // A bare number ("2") means nothing on a card: "Bedrooms 2".
    const bare = (f.type === 'int' || f.type === 'number') && !pick(f.unit, lang) && !f.money;
    if (text) out.push(bare ? `${pick(f.label, lang)} ${text}` : text);
  }
  return out;
}

/** Days until an expiry (seconds or ms); negative when past. */
export function daysLeft(expiresAt: number, now = Date.now()): number {
  return Math.ceil((toMillis(expiresAt) - now) / DAY);
}

/** What a listing's money is in: its currency and price unit (a listing card or detail, a job in an application). */
export interface Priced {
  price: number | null;
  price_unit: string | null;
  currency: string;
}

/**
 * The one money formatter (`formatPrice`) bound to the language and the area's currency: `money(amount, of, upTo)`
 * writes an amount of a listing of kind `def` (`of`: its currency and price unit) with the symbol and the unit.
 */
export function useMoney() {
  const lang = useApp((s) => s.lang);
  const areaCurrency = useApp((s) => s.basicConfig?.currency);
  const areaSymbol = useApp((s) => s.basicConfig?.currency_symbol);
  return useCallback(
    (amount: number | null | undefined, def: ListingKindDef | null, of: { currency: string | null; price_unit?: string | null }, upTo?: number | null) =>
      formatPrice(amount, { lang, currency: of.currency ?? areaCurrency ?? '', areaCurrency, areaSymbol, unitLabel: def ? unitLabel(def, of.price_unit, lang) : undefined }, upTo),
    [lang, areaCurrency, areaSymbol],
  );
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Price text for a listing (a range when the kind has a top, e.g. a salary), or the "negotiable" word when it has none. */
export function usePriceText(def: ListingKindDef) {
  const { t } = useTranslation();
  const money = useMoney();
  const top = priceTopField(def);
  return useCallback(
    (item: Priced & Record<string, unknown>) => money(item.price, def, item, top ? num(item[top]) : null) ?? t('listing.negotiable'),
    [def, money, top, t],
  );
}

/** Attribute text of one listing: `formatAttr` with its money fields in its currency and price unit. */
export function useAttrText(def: ListingKindDef) {
  const lang = useApp((s) => s.lang);
  const money = useMoney();
  return useCallback(
    (f: FieldDef, value: unknown, item: Priced, yesNo: [string, string] = ['', '']) => formatAttr(f, value, lang, yesNo, (n) => money(n, def, item)),
    [def, lang, money],
  );
}

/**
 * The price of a listing shared in a chat (its card: kind, price, unit, currency) with its currency and unit. Cards
 * sent before they carried the unit show the unit of a kind that has only one (a job's month).
 */
export function useSharedPrice() {
  const money = useMoney();
  return useCallback(
    (card: { kind: string; price: number | string | null; price_unit?: string | null; currency: string | null }): string => {
      if (card.price === null || card.price === '') return '';
      const def = isListingKind(card.kind) ? KINDS[card.kind].def : null;
      const units = Object.keys(def?.price?.units ?? {});
      const unit = card.price_unit ?? (units.length === 1 ? units[0] : null);
      return money(Number(card.price), def, { currency: card.currency, price_unit: unit }) ?? '';
    },
    [money],
  );
}

/** A result count as shown: public lists stop counting at LISTING_TOTAL_CAP and say "1000+". */
export function countText(total: number, capped = false): string {
  return capped ? `${total}+` : String(total);
}

export { useRelativeTime } from '../common/relative-time';
