import { defineFeature } from '../../shell/define-feature';
import { rechargeScreens } from './screens';

/** Phone top-up: a number, its operator, a face value, paid through the payment engine; my top-ups. */
export const rechargeFeature = defineFeature({
  name: 'recharge',
  screens: rechargeScreens,
  // PagedList's pull-to-refresh words.
  usesWordsOf: ['listing'],
  i18n: { namespace: 'recharge', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
