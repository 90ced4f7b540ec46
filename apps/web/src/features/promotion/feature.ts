import { defineFeature } from '../../shell/define-feature';
import { promotionScreens } from './screens';

/** Top placement and view/message counts: buying them (paid through the payment engine) and my orders and balance. */
export const promotionFeature = defineFeature({
  name: 'promotion',
  screens: promotionScreens,
  i18n: { namespace: 'promotion', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  usesWordsOf: ['payments'],
});
