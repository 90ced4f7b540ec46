import type { ChatMessage } from '@haiwai/contracts';
import { relativeTime, toMillis } from '../../lib/time';

type T = (key: string, options?: Record<string, unknown>) => string;

/** One line for the conversation list and the new-message toast. */
export function messagePreview(msg: Pick<ChatMessage, 'type' | 'content' | 'recalled'>, t: T): string {
  if (msg.recalled) return msg.content.text || t('chat.recalled');
  switch (msg.type) {
    case 'text':
      return msg.content.text ?? '';
    case 'card':
      return `${t('chat.preview.card')} ${msg.content.card?.title ?? ''}`.trim();
    case 'file':
      return `${t('chat.preview.file')} ${msg.content.name ?? ''}`.trim();
    default:
      return t(`chat.preview.${msg.type}`);
  }
}

/** Spec section 4's relative time ('just now', minutes … years ago) through the `time.*` strings. */
export function relativeLabel(ts: number, t: T, now = Date.now()): string {
  const r = relativeTime(ts, now);
  return r.unit === 'justNow' ? t('time.justNow') : t(`time.${r.unit}`, { count: r.count });
}

/** Time separators inside a conversation: today "14:05", yesterday "Yesterday 14:05", else the date. */
export function clockLabel(ts: number, lang: string, t: T, now = Date.now()): string {
  const d = new Date(toMillis(ts));
  const locale = lang === 'zh' ? 'zh-CN' : lang === 'vi' ? 'vi-VN' : 'en-GB';
  const time = d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const day = 86_400_000;
  if (d.getTime() >= startOfToday.getTime()) return time;
  if (d.getTime() >= startOfToday.getTime() - day) return `${t('chat.yesterday')} ${time}`;
  const sameYear = d.getFullYear() === new Date(now).getFullYear();
  const date = d.toLocaleDateString(locale, sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' });
  return `${date} ${time}`;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export type TextPart = { text: string } | { url: string; text: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits message text into plain parts and links (http, https and www. addresses). The caller renders the
 * parts as React text and anchors: message text is never treated as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let raw = match[0];
    const trail = TRAILING.exec(raw)?.[0] ?? '';
    if (trail) raw = raw.slice(0, -trail.length);
    if (!raw || raw.length < 5) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    const url = /^www\./i.test(raw) ? `https://${raw}` : raw;
    parts.push({ url, text: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
