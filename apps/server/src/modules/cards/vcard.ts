import { escapeText, foldLine } from '../../core/content-lines.js';
import type { CardRow } from './view.js';

/**
 * A card as a vCard 4.0 (RFC 6350): text values escaped (§3.4), lines folded at 75 octets without splitting a UTF-8
 * sequence (§3.2), CRLF line ends. Escaping and folding are core/content-lines.ts (iCalendar's rule too).
 */

/** The number as a `tel:` URI: a leading + and its digits. */
const telUri = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * The vCard of a card. `link` is its short link (UID and URL); `media` turns a stored picture into an absolute URL.
 * FN is the name as written; N keeps it whole as the family name (Chinese, Vietnamese and Western names order their
 * parts differently, and splitting them would be a guess).
 */
export function cardVcard(card: CardRow, link: string, media: (url: string) => string | null): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', 'PRODID:-//haiwai//cards//EN', `UID:${link}`, `FN:${escapeText(card.name)}`, `N:${escapeText(card.name)};;;;`];
  if (card.company) lines.push(`ORG:${escapeText(card.company)}`);
  if (card.title) lines.push(`TITLE:${escapeText(card.title)}`);
  if (card.phone) lines.push(`TEL;VALUE=uri;TYPE="cell,voice":${telUri(card.phone)}`);
  if (card.email) lines.push(`EMAIL:${escapeText(card.email)}`);
  if (card.wechat) lines.push(`X-WECHAT:${escapeText(card.wechat)}`);
  if (card.address) lines.push(`ADR:;;${escapeText(card.address)};;;;`);
  if (card.intro) lines.push(`NOTE:${escapeText(card.intro)}`);
  const photo = card.avatar && media(card.avatar);
  if (photo) lines.push(`PHOTO:${photo}`);
  const logo = card.logo && media(card.logo);
  if (logo) lines.push(`LOGO:${logo}`);
  lines.push(`URL:${link}`, `REV:${card.updated_at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`, 'END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
