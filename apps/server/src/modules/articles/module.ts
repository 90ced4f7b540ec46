import { defineModule } from '../../core/module.js';
import { articleComments } from './comments.js';
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
  uses: ['siteAreas', 'commentables'],
  // Articles are a commentable kind (comments, replies, likes, reports of comments: modules/comments).
  init: (ctx) => void ctx.use('commentables').declare(articleComments),
  routes: (app, ctx) => articleRoutes(app, ctx),
  seed: { reference: seedArticleCategories, demo: seedArticleDemo },
});
