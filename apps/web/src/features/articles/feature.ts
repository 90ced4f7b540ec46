import { defineFeature } from '../../app/define-feature';

/** News: an article and its comments, the news list on the Same-city tab, appointed articles on home, the admins' article editor. */
export const articlesFeature = defineFeature({
  name: 'articles',
});
