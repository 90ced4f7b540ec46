import type { Lang } from '../../lib/contracts';

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** Unix seconds as a date and time in the console's language (the browser's time zone). */
export function when(seconds: number, lang: Lang): string {
  return new Date(seconds * 1000).toLocaleString(LOCALE[lang], { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** The sum of a per-type count (`{ listing: 2, social_post: 1 }`). */
export const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
