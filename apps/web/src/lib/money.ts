import { fromMinor } from '@haiwai/contracts/exchange/constants';
import type { Lang } from './contracts';

/** Symbols of the currencies the site areas use, for listings priced in another area's currency. */
const SYMBOLS: Record<string, string> = {
  VND: '₫',
  USD: '$',
  THB: '฿',
  MYR: 'RM',
  PHP: '₱',
  AED: 'AED',
  SGD: 'S$',
  IDR: 'Rp',
  CNY: '¥',
  KHR: '៛',
};
/** Currencies written after the amount. */
const AFTER = new Set(['VND', 'KHR']);

export interface PriceFormat {
  lang: Lang;
  /** The listing's currency code (`VND`). */
  currency: string;
  /** The current area's currency and symbol (basis config): used when the listing is in that currency. */
  areaCurrency?: string;
  areaSymbol?: string;
  /** The unit's label in the current language ("month"), if the price has one. */
  unitLabel?: string;
}

function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/** Digits with thousands separators in the language's style (Vietnamese writes 1.200.000). */
export function groupDigits(n: number, lang: Lang): string {
  const [int, frac] = trim(n, 2).split('.') as [string, string?];
  const sep = lang === 'vi' ? '.' : ',';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return frac ? `${grouped}${lang === 'vi' ? ',' : '.'}${frac}` : grouped;
}

/**
 * Short amounts the way each language reads big numbers: 1200万 / 1.25亿 in Chinese, 12M / 1.2B in English,
 * 12 triệu / 1,2 tỷ in Vietnamese. Below those, the grouped digits.
 */
export function shortAmount(n: number, lang: Lang): string {
  const abs = Math.abs(n);
  if (lang === 'zh') {
    if (abs >= 1e8) return `${trim(n / 1e8, 2)}亿`;
    if (abs >= 1e4) return `${trim(n / 1e4, 2)}万`;
    return groupDigits(n, lang);
  }
  const comma = (s: string) => (lang === 'vi' ? s.replace('.', ',') : s);
  if (abs >= 1e9) return lang === 'vi' ? `${comma(trim(n / 1e9, 2))} tỷ` : `${trim(n / 1e9, 2)}B`;
  if (abs >= 1e6) return lang === 'vi' ? `${comma(trim(n / 1e6, 2))} triệu` : `${trim(n / 1e6, 2)}M`;
  return groupDigits(n, lang);
}

export function currencySymbol(currency: string, areaCurrency?: string, areaSymbol?: string): string {
  if (areaCurrency && areaSymbol && currency === areaCurrency) return areaSymbol;
  return SYMBOLS[currency] ?? currency;
}

function withSymbol(amounts: string, symbol: string, currency: string, wordy: boolean): string {
  if (AFTER.has(currency) || wordy) return `${amounts} ${symbol}`;
  return symbol.length > 1 && /^[A-Z]+$/.test(symbol) ? `${symbol} ${amounts}` : `${symbol}${amounts}`;
}

/**
 * The one money formatter: every amount the app shows (prices, salaries, quotes, chat cards) goes through here.
 * `₫12M/month`-style text in the listing's currency (the area's symbol for the area's currency), with the unit
 * when the amount is per something; with `upTo` above the amount, a range ("5300万–7850万 ₫/月").
 * `null` when there is no amount (the caller shows "negotiable").
 */
export function formatPrice(price: number | null | undefined, f: PriceFormat, upTo?: number | null): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  const symbol = currencySymbol(f.currency, f.areaCurrency, f.areaSymbol);
  const amount = shortAmount(price, f.lang);
  const top = upTo !== null && upTo !== undefined && Number.isFinite(upTo) && upTo > price ? shortAmount(upTo, f.lang) : null;
  const last = top ?? amount;
  const wordy = /[a-zA-Zà-ỹ]$/.test(last) && !/[MB]$/.test(last);
  const money = withSymbol(top ? `${amount}–${top}` : amount, symbol, f.currency, wordy);
  return f.unitLabel ? `${money}/${f.unitLabel}` : money;
}

/**
 * A second price in another currency, converted at the rates in force ("≈ ¥1.2万/月"): the same formatter, whole
 * units (an approximation shows no cents), after "≈". `null` when there is no amount.
 */
export function formatApprox(amount: number | null | undefined, f: PriceFormat, upTo?: number | null): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const whole = (n: number | null | undefined) => (n === null || n === undefined || !Number.isFinite(n) ? n : Math.round(n));
  const text = formatPrice(whole(amount), f, whole(upTo));
  return text && `≈ ${text}`;
}

/**
 * An exact amount given in minor units (the converter's answers): every digit, grouped in the language's style,
 * the currency's own decimals, with its symbol ("₫3.252.908", "¥270.21"). No float between the integer and the text.
 */
export function formatMinorAmount(minor: number, currency: string, lang: Lang): string {
  const [int, frac] = fromMinor(minor, currency).split('.') as [string, string?];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'vi' ? '.' : ',');
  const digits = frac ? `${grouped}${lang === 'vi' ? ',' : '.'}${frac}` : grouped;
  return withSymbol(digits, currencySymbol(currency), currency, false);
}
