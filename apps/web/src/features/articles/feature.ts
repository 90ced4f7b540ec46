import { defineFeature } from '../../shell/define-feature';

/** News: an article and its comments, the news list on the Same-city tab, appointed articles on home, the admins' article editor. */
export const articlesFeature = defineFeature({
  name: 'articles',
  screens: {
    '/pagesA/common/article-detail': () => import('./detail-page').then((m) => m.ArticleDetailPage),
    '/pagesA/manage/article': () => import('./manage-page').then((m) => m.ManageArticlesPage),
    '/pagesA/manage/article-edit': () => import('./edit-page').then((m) => m.ArticleEditPage),
  },
  i18n: { namespace: 'articles', load: { zh: () => import('./i18n/zh'), en: () => import('./i18n/en'), vi: () => import('./i18n/vi') } },
  // Lists use the listing engine's paged list (its pull-to-refresh words); admin screens the admins' "no access".
  usesWordsOf: ['listing', 'admin'],
});
