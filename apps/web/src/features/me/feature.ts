import { defineFeature } from '../../shell/define-feature';

/** The "me" tab: profile card, my listings and services, VIP (its words), the admin entry (whose title is in the admin words). */
export const meFeature = defineFeature({
  name: 'me',
  screens: { '/pages/index/my': () => import('./me-page').then((m) => m.MePage) },
  usesWordsOf: ['admin', 'vip'],
});
