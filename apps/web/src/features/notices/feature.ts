import { defineFeature } from '../../shell/define-feature';

/** The notice centre (system notices, replies, reviews). */
export const noticesFeature = defineFeature({
  name: 'notices',
  screens: { '/pages/common/notice-center': () => import('./notice-center-page').then((m) => m.NoticeCenterPage) },
  i18n: { namespace: 'notice', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
});
