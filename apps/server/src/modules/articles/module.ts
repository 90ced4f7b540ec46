import { defineModule } from '../../core/module.js';
import { registerArticleReportTargets } from './admin.js';
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
  uses: ['siteAreas', 'sensitiveWords', 'reportTargets'],
  init: (ctx) => registerArticleReportTargets(ctx.use('reportTargets'), ctx.database.db),
  routes: (app, ctx) => articleRoutes(app, ctx),
  seed: { reference: seedArticleCategories, demo: seedArticleDemo },
});
