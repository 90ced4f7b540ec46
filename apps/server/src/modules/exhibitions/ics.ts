import type { Lang } from '@haiwai/contracts';
import type { Exhibition } from '@haiwai/contracts/exhibitions';
import { EXHIBITION_PAGES } from '@haiwai/contracts/exhibitions/constants';
import { escapeText, foldLine } from '../../core/content-lines.js';
import { t } from '../../core/messages.js';

const day = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const stamp = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * One all-day VEVENT over the exhibition's days (DTEND is the day after the last, exclusive), with a stable UID
 * (`exhibition-<id>@<host>`: a calendar that imports it twice updates the one event), the venue and its point, the
 * organiser and schedule in the description, and the page's address.
 */
export function exhibitionIcs(e: Exhibition, lang: Lang, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const host = new URL(origin).hostname;
  const url = `${origin}${EXHIBITION_PAGES.detail}?id=${e.id}`;
  const schedule = e.schedule.map((s) => `${s.date}${s.time ? ` ${s.time}` : ''} ${s.text}`);
  const description = [e.intro, '', `${t(lang, 'exhibition.ics.organiser')}: ${e.organiser}`, ...(schedule.length ? ['', `${t(lang, 'exhibition.ics.schedule')}:`, ...schedule] : []), '', url].join('\n');
  const location = [e.venue, e.address].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Haiwai//Exhibitions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:exhibition-${e.id}@${host}`,
    `DTSTAMP:${stamp(e.updated_at)}`,
    `DTSTART;VALUE=DATE:${day(e.starts_on)}`,
    `DTEND;VALUE=DATE:${nextDay(e.ends_on)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `LOCATION:${escapeText(location)}`,
    ...(e.lat !== null && e.lng !== null ? [`GEO:${e.lat.toFixed(6)};${e.lng.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
