import { defineFeature } from '../../shell/define-feature';
import { cardScreens } from './screens';

/** Electronic business cards: my cards and saved ones, the editor, a card's public page, and its PNG and vCard. */
export const cardsFeature = defineFeature({
  name: 'cards',
  screens: cardScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'cards', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
