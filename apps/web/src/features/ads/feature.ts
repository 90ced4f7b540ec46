import { defineFeature } from '../../shell/define-feature';
import { ADS } from '@haiwai/contracts/ads/constants';

/** Ad slots in the home carousel (docs/ads.md): buying a slot, my ads, an ad's page. The admins' queue is shown by the admin screens. */
export const adsFeature = defineFeature({
  name: 'ads',
  screens: {
    [ADS.buyPath]: () => import('./ad-buy-page').then((m) => m.AdBuyPage),
    [ADS.listPath]: () => import('./ad-buy-list-page').then((m) => m.AdBuyListPage),
    [ADS.detailPath]: () => import('./ad-detail-page').then((m) => m.AdDetailPage),
  },
  i18n: { namespace: 'ads', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // Listing cards on the ad's page; the pay button's messages.
  usesWordsOf: ['listing', 'payments'],
});
