import { LANGS, type LocalizedText } from '@haiwai/contracts';
import type { VisaDocument } from '@haiwai/contracts/visa/constants';
import { t, type MessageKey, type MessageParams } from '../../core/messages.js';

/** A server message in every language (a notice parameter rendered in the reader's language). */
export function localized(key: MessageKey, params?: MessageParams): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, t(lang, key, params)])) as LocalizedText;
}

/** Document names joined, in every language ("护照个人信息页、证件照" / "Passport data page, ID photo"). */
export function documentNames(codes: readonly VisaDocument[]): LocalizedText {
  return Object.fromEntries(LANGS.map((lang) => [lang, codes.map((c) => t(lang, `visa.doc.${c}` as MessageKey)).join(lang === 'zh' ? '、' : ', ')])) as LocalizedText;
}
