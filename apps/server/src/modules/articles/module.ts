import { defineModule } from '../../core/module.js';
import { articleTranslationSource } from './translation-source.js';
import { articleComments } from './comments.js';
import { declareArticleHeads } from './page-heads.js';
import { articleMessages } from './messages.js';
import { articleMigrations } from './migrations/index.js';
import { articleRoutes } from './routes.js';
import { seedArticleCategories, seedArticleDemo } from './seed/demo.js';
import './schema.js';

/** News articles written by admins: categories, comments, likes, collect, solved (docs/articles.md). */
export const articlesModule = defineModule({
  name: 'articles',
  messages: articleMessages,
  migrations: articleMigrations,
  uses: ['siteAreas', 'commentables', 'pageHeads', 'translationSources'],
  // Articles are a commentable kind (comments, replies, likes, reports of comments: modules/comments).
  init: (ctx) => {
    ctx.use('commentables').declare(articleComments);
    declareArticleHeads(ctx.use('pageHeads'), ctx.database.db); // articles' page heads and sitemap (docs/links.md)
    ctx.use('translationSources').register('article', articleTranslationSource(ctx.database.db)); // "Translate" (docs/translation.md)
  },
  routes: (app, ctx) => articleRoutes(app, ctx),
  seed: { reference: seedArticleCategories, demo: seedArticleDemo },
});
