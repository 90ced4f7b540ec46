export type RelativeUnit = 'justNow' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
export interface RelativeTime {
  unit: RelativeUnit;
  count: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Ten-digit (or shorter) numbers are seconds, longer ones milliseconds (spec section 4). */
export function toMillis(ts: number | string): number {
  const n = typeof ts === 'string' ? Number(ts) : ts;
  if (!Number.isFinite(n)) return NaN;
  return String(Math.trunc(Math.abs(n))).length <= 10 ? n * 1000 : n;
}

/** Buckets the age of a timestamp; months are 30 days, years 365. Future times count as just now. */
export function relativeTime(ts: number | string, now = Date.now()): RelativeTime {
  const diff = now - toMillis(ts);
  if (!(diff >= MIN)) return { unit: 'justNow', count: 0 };
  if (diff < HOUR) return { unit: 'minutes', count: Math.floor(diff / MIN) };
  if (diff < DAY) return { unit: 'hours', count: Math.floor(diff / HOUR) };
  if (diff < 7 * DAY) return { unit: 'days', count: Math.floor(diff / DAY) };
  if (diff < 30 * DAY) return { unit: 'weeks', count: Math.floor(diff / (7 * DAY)) };
  if (diff < 365 * DAY) return { unit: 'months', count: Math.floor(diff / (30 * DAY)) };
  return { unit: 'years', count: Math.floor(diff / (365 * DAY)) };
}

/** The locale each app language formats dates in. */
const DATE_LOCALES = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' } as const;

/** A moment (unix seconds) as a date and time in the reader's language ("2026年11月24日 21:28", "24 Nov 2026, 21:28"); '—' when there is none. */
export function formatDateTime(seconds: number | null | undefined, lang: keyof typeof DATE_LOCALES): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
}

/** The same day only ("2027年1月5日", "5 Jan 2027"). */
export function formatDate(seconds: number | null | undefined, lang: keyof typeof DATE_LOCALES): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}
