import { defineFeature } from '../../shell/define-feature';

/** The social square: the Social tab's feeds, a post and its comments, publishing a post, picking topics, my posts and topics. */
export const socialFeature = defineFeature({
  name: 'social',
  screens: {
    '/pages/index/socialize': () => import('./feed-page').then((m) => m.SocialFeedPage),
    '/pagesA/socialize/dynamics-detail': () => import('./detail-page').then((m) => m.PostDetailPage),
    '/pages/socialize/dynamics-release': () => import('./release-page').then((m) => m.ReleasePage),
    '/pages/socialize/topic-select': () => import('./topic-select-page').then((m) => m.TopicSelectPage),
    '/pages/socialize/manage': () => import('./manage-page').then((m) => m.ManagePage),
  },
  i18n: { namespace: 'social', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // Feeds use the listing engine's paged list (its pull-to-refresh words).
  usesWordsOf: ['listing'],
});
