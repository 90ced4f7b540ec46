import { defineFeature } from '../../shell/define-feature';
import { paymentScreens } from './screens';

/** Orders and payments: My orders, receipts, where providers send the payer back, the sandbox's page. */
export const paymentsFeature = defineFeature({
  name: 'payments',
  screens: paymentScreens,
  usesWordsOf: ['listing'],
  i18n: { namespace: 'payments', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
