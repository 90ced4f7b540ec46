import { defineFeature } from '../../shell/define-feature';
import { exhibitionScreens } from './screens';

/** Exhibitions: the area's coming fairs by industry, a fair's page (map, schedule, interested, calendar file, contact), and merchants' own. */
export const exhibitionsFeature = defineFeature({
  name: 'exhibitions',
  screens: exhibitionScreens,
  // PagedList's pull-to-refresh words; the shared club sheet and card styles are by class name only.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'exhibition', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
