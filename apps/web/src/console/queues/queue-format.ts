import type { TFunction } from 'i18next';
import type { QueueItem } from '@haiwai/contracts/console';
import type { Lang } from '../../lib/contracts';

/** How long an item has waited, in the largest whole unit (minutes, hours, days). */
export function waited(t: TFunction, createdAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return t('queues.minutes', { count: minutes });
  if (minutes < 48 * 60) return t('queues.hours', { count: Math.floor(minutes / 60) });
  return t('queues.days', { count: Math.floor(minutes / 1440) });
}

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', vi: 'vi-VN' };

/** A claim's end, as hours and minutes (a claim lasts minutes, never days). */
export function clock(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The claim's words for a row: by me, by someone else, or none (a lapsed claim counts as none). */
export function claimText(t: TFunction, item: Pick<QueueItem, 'claim'>, lang: Lang, now = Date.now()): string | null {
  const c = item.claim;
  if (!c || Date.parse(c.expires_at) <= now) return null;
  return c.mine ? t('queues.claimedByMe', { time: clock(c.expires_at, lang) }) : t('queues.claimedBy', { name: c.nickname, time: clock(c.expires_at, lang) });
}
