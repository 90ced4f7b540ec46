import { LANGS, type LocalizedText } from '@haiwai/contracts';
import { t, type MessageKey, type MessageParams } from '../../core/messages.js';

/** A server message in every language (a notice parameter or an order title, rendered in the reader's language). */
export function localized(key: MessageKey, params?: MessageParams): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, t(lang, key, params)])) as LocalizedText;
}
