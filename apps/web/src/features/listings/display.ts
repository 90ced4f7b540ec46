import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, ListingKindDef } from '@haiwai/contracts/listings';
import type { Lang } from '../../lib/contracts';
import { relativeTime, toMillis } from '../../lib/time';
import { useApp } from '../../stores/app-store';
import { formatPrice } from './price';
import { pick } from './registry';

const DAY = 86_400_000;

/** An attribute's value as text in the current language ('' when there is nothing to show). */
export function formatAttr(f: FieldDef, value: unknown, lang: Lang, yesNo: [string, string]): string {
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
      const unit = pick(f.unit, lang);
      // Years and small counts read without separators (2021, not 2,021).
      const digits = Math.abs(n) >= 10_000 ? n.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US') : String(n);
      return unit ? `${digits} ${unit}`.replace(/ (㎡|m²)$/, '$1') : digits;
    }
    default:
      return String(value);
  }
}

/**
 * The short attribute chips of a card: declared `card: true` fields with a value, in declaration order.
 * A true boolean shows its label ("Negotiable"), a false one nothing.
 */
export function cardChips(def: ListingKindDef, item: Record<string, unknown>, lang: Lang, fixed: Record<string, string> = {}): string[] {
  const out: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.card || name in fixed) continue;
    const v = item[name];
    if (f.type === 'bool') {
      if (v === true) out.push(pick(f.label, lang));
      continue;
    }
    const text = formatAttr(f, v, lang, ['', '']);
    // A bare number ("2") means nothing on a card: "Bedrooms 2".
    const bare = (f.type === 'int' || f.type === 'number') && !pick(f.unit, lang);
    if (text) out.push(bare ? `${pick(f.label, lang)} ${text}` : text);
  }
  return out;
}

/** Days until an expiry (seconds or ms); negative when past. */
export function daysLeft(expiresAt: number, now = Date.now()): number {
  return Math.ceil((toMillis(expiresAt) - now) / DAY);
}

/** Price text for a listing, or the "negotiable" word when it has none. */
export function usePriceText(def: ListingKindDef) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const areaCurrency = useApp((s) => s.basicConfig?.currency);
  const areaSymbol = useApp((s) => s.basicConfig?.currency_symbol);
  return useCallback(
    (item: { price: number | null; price_unit: string | null; currency: string }) => {
      const unit = item.price_unit && def.price?.units?.[item.price_unit];
      const text = formatPrice(item.price, { lang, currency: item.currency, areaCurrency, areaSymbol, unitLabel: unit && item.price_unit !== 'total' ? pick(unit, lang) : undefined });
      return text ?? t('listing.negotiable');
    },
    [def, lang, areaCurrency, areaSymbol, t],
  );
}

export function useRelativeTime() {
  const { t } = useTranslation();
  return useCallback((ts: number) => {
    const r = relativeTime(ts);
    return t(`time.${r.unit}`, { count: r.count });
  }, [t]);
}

/** A result count as shown: public lists stop counting at LISTING_TOTAL_CAP and say "1000+". */
export function countText(total: number, capped = false): string {
  return capped ? `${total}+` : String(total);
}
