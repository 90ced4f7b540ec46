import { defineFeature } from '../../shell/define-feature';
import { visaScreens } from './screens';

/** Visa: the area's visa types and agencies' packages, applying with private documents and paying, the agency's customers and my applications. */
export const visaFeature = defineFeature({
  name: 'visa',
  screens: visaScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'visa', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
