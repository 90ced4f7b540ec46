import { defineModule } from '../../core/module.js';

/** News articles written by admins: categories, comments, likes, collect, solved (docs/articles.md). */
export const articlesModule = defineModule({
  name: 'articles',
});
