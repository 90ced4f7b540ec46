import { fromMinor } from '@haiwai/contracts/exchange/constants';
import type { Lang } from '../../lib/contracts';

/** Numbers, money and days as the console's language writes them (the browser's Intl with the language's locale). */
const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' };

export const formatCount = (n: number, lang: Lang, digits = 0) => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits }).format(n);

/** An amount in the currency's minor unit, with its symbol and the currency's own decimals. */
export function formatMoney(minor: number, currency: string, lang: Lang, compact = false): string {
  const amount = Number(fromMinor(minor, currency));
  try {
    return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, ...(compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}) }).format(amount);
  } catch {
    return `${formatCount(amount, lang, 2)} ${currency}`;
  }
}

/** A `YYYY-MM-DD` day, short (axis ticks) or with the year (tables, summaries). */
export function formatDay(day: string, lang: Lang, long = false): string {
  const opts: Intl.DateTimeFormatOptions = long ? { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } : { month: 'numeric', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALES[lang], opts).format(new Date(`${day}T00:00:00Z`));
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Minutes split for a readable duration: under an hour, hours and minutes, days and hours. */
export function durationParts(minutes: number): { unit: 'minutes'; count: number } | { unit: 'hours'; h: number; m: number } | { unit: 'days'; d: number; h: number } {
  const m = Math.round(minutes);
  if (m < 60) return { unit: 'minutes', count: m };
  if (m < 24 * 60) return { unit: 'hours', h: Math.floor(m / 60), m: m % 60 };
  return { unit: 'days', d: Math.floor(m / 1440), h: Math.floor((m % 1440) / 60) };
}
