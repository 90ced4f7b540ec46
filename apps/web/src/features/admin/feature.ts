import { defineFeature } from '../../shell/define-feature';
import { adminScreens } from './screens';

/** The regional review screens; they show listing parts too. */
export const adminFeature = defineFeature({
  name: 'admin',
  screens: adminScreens,
  i18n: { namespace: 'admin', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // The ad review tab (features/ads) shows its own words.
  usesWordsOf: ['listing', 'ads'],
});
