import { defineFeature } from '../../shell/define-feature';

/** Topics: the topic square (hot and new, follow), a topic's page with its posts, creating a topic. */
export const topicsFeature = defineFeature({
  name: 'topics',
  screens: {
    '/pagesA/socialize/talk-square': () => import('./square-page').then((m) => m.TalkSquarePage),
    '/pagesA/socialize/topic-detail': () => import('./detail-page').then((m) => m.TopicDetailPage),
    '/pages/socialize/talk-release': () => import('./release-page').then((m) => m.TalkReleasePage),
  },
  i18n: { namespace: 'topics', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // Lists use the listing engine's paged list; a topic's posts are the square's post cards.
  usesWordsOf: ['listing', 'social'],
});
