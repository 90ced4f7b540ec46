import { defineFeature } from '../../shell/define-feature';
import { adminScreens } from './screens';

/** The regional review screens; they show listing parts too. */
export const adminFeature = defineFeature({
  name: 'admin',
  screens: adminScreens,
  i18n: { namespace: 'admin', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // The ad, visa and city walk review tabs (features/ads, visa, city-walk) show their own words.
  usesWordsOf: ['listing', 'ads', 'visa', 'cityWalk'],
});
