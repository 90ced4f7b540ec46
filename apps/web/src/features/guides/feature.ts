import { defineFeature } from '../../shell/define-feature';
import { guideScreens, guideTakesOver } from './screens';

/** Guides and translators (docs/guides.md): built on the listing screens and words, the kit's comment thread and the payment flow. */
export const guidesFeature = defineFeature({
  name: 'guides',
  screens: guideScreens,
  takesOver: guideTakesOver,
  i18n: { namespace: 'guides', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['listing', 'admin'],
});
