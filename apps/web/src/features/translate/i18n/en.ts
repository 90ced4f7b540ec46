import type { Dictionary } from '../../../i18n/dictionary';
import type { translateZh } from './zh';

export const translateEn: Dictionary<typeof translateZh> = {
  action: 'Translate',
  working: 'Translating…',
  from: 'Translated from {{lang}}',
  fromUnknown: 'Machine translation',
  showOriginal: 'Show original',
  showTranslation: 'Show translation',
  unavailable: 'Translation unavailable right now; please try again later',
  retry: 'Try again',
};
export default translateEn;
