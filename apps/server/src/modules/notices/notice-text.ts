import type { Lang, LocalizedText } from '@haiwai/contracts';
import { pick } from '../../core/localize.js';
import { isMessageKey, t, type MessageKey } from '../../core/messages.js';

/** A parameter of a message: plain, or one text per language (a listing kind's label, a site area's name). */
export type TextParam = string | number | LocalizedText;

/**
 * What a notice's title or body can be:
 * - a plain string: shown as written, in every language (an admin's rejection reason, a user's name);
 * - `{ key, params }`: a server message (`notice.review_failed.body`), rendered in the reader's language;
 * - `{ zh, en?, vi? }`: text an admin wrote per language (zh is the fallback).
 */
export type NoticeText = string | { key: MessageKey; params?: Record<string, TextParam> } | LocalizedText;

/** How it is stored (jsonb): tagged, so a plain string that happens to look like a key stays plain. */
export type StoredText =
  | { t: 'text'; text: string }
  | { t: 'key'; key: string; params: Record<string, TextParam> }
  | { t: 'i18n'; zh: string; en?: string; vi?: string };

export const TEXT_MAX = 2000;

function clip(s: string) {
  return s.length > TEXT_MAX ? s.slice(0, TEXT_MAX) : s;
}

/** Checks and tags a text before it is stored. An unknown key is a programming error, thrown at once. */
export function storeText(text: NoticeText): StoredText {
  if (typeof text === 'string') return { t: 'text', text: clip(text) };
  if ('key' in text) {
    if (!isMessageKey(text.key)) throw new Error(`notice text: unknown message key ${String(text.key)}`);
    return { t: 'key', key: text.key, params: text.params ?? {} };
  }
  if (typeof text.zh !== 'string') throw new Error('notice text: localized text needs zh');
  return { t: 'i18n', zh: clip(text.zh), ...(text.en ? { en: clip(text.en) } : {}), ...(text.vi ? { vi: clip(text.vi) } : {}) };
}

function param(value: TextParam, lang: Lang): string | number {
  return typeof value === 'object' ? pick(value, lang) : value;
}

export function renderText(stored: StoredText, lang: Lang): string {
  switch (stored.t) {
    case 'text':
      return stored.text;
    case 'i18n':
      return pick(stored, lang);
    case 'key': {
      if (!isMessageKey(stored.key)) return stored.key;
      const params = Object.fromEntries(Object.entries(stored.params).map(([k, v]) => [k, param(v, lang)]));
      return t(lang, stored.key, params);
    }
    default:
      return '';
  }
}
