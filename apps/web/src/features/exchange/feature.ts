import { defineFeature } from '../../shell/define-feature';

/** Exchange rates: the area's rates and converter (spec exchange/home), and the admin's rate setting (manage/exchange). */
export const exchangeFeature = defineFeature({
  name: 'exchange',
  screens: {
    '/pagesA/exchange/home': () => import('./home-page').then((m) => m.ExchangeHomePage),
    '/pagesA/manage/exchange': () => import('./manage-page').then((m) => m.ManageExchangePage),
  },
  i18n: { namespace: 'exchange', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // The admin screen's "no access" line is the admin screens' own.
  usesWordsOf: ['admin'],
});
