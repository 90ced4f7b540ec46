import { defineFeature } from '../../shell/define-feature';
import { logisticsScreens } from './screens';

/** Logistics: companies' lines, the price calculator and shipment requests, quotes, acceptance and live tracking. */
export const logisticsFeature = defineFeature({
  name: 'logistics',
  screens: logisticsScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'logistics', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
