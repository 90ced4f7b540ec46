import type { Lang, LocalizedText } from '@haiwai/contracts';

/** Stored text is one string per language; a missing translation falls back to Chinese, never to blank. */
export function pick(text: LocalizedText | null | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] || text.zh || text.en || '';
}
