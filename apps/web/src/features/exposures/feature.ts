import { defineFeature } from '../../shell/define-feature';
import { exposureScreens } from './screens';

/** The exposure board: the public, masked list and detail, releasing with private evidence, my exposures, the exposed party's answer, the area's review. */
export const exposuresFeature = defineFeature({
  name: 'exposures',
  screens: exposureScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'exposure', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
