import { defineFeature } from '../../shell/define-feature';
import type { PageLoader } from '../../shell/paths';

/** The shared kit's own screens: about, single content pages, real-name verification. */
export const commonFeature = defineFeature({
  name: 'common',
  screens: {
    '/pagesA/common/about': () => import('./about-page').then((m) => m.AboutPage),
    '/pages/common/single-page': () => import('./single-page').then((m) => m.SingleContentPage),
    '/pagesA/common/real-name': () => import('./real-name-page').then((m) => m.RealNamePage),
  },
  // The trust tiers' explanation sheet (trust-tiers.tsx loads it on the first tap, docs/trust.md).
  i18n: { namespace: 'trust', load: { zh: () => import('./i18n/trust/zh'), en: () => import('./i18n/trust/en'), vi: () => import('./i18n/trust/vi') } },
});

/** Screens later issues build share one translated page until then; unknown paths get the not-found page. */
export const notAvailableScreen: PageLoader = () => import('./not-available-page').then((m) => m.NotAvailablePage);
export const notFoundScreen: PageLoader = () => import('./not-available-page').then((m) => m.NotFoundPage);
