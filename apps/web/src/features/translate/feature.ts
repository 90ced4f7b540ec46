import { defineFeature } from '../../shell/define-feature';

/**
 * "Translate" under what people write (docs/translation.md): no screens of its own; the screens that show it name
 * its words (`usesWordsOf: ['translate']`), and the block loads them itself where a screen does not.
 */
export const translateFeature = defineFeature({
  name: 'translate',
  i18n: { namespace: 'translate', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
