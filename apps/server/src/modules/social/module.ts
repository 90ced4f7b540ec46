import { defineModule } from '../../core/module.js';
import { registerReportTargets } from './admin-hide.js';
import { socialMessages } from './messages.js';
import { socialMigrations } from './migrations/index.js';
import { socialRoutes } from './routes.js';
import { seedSocialDemo } from './seed/demo.js';
import './schema.js';

/** The social square: posts, topics, comments, likes and the feeds (docs/social.md). */
export const socialModule = defineModule({
  name: 'social',
  messages: socialMessages,
  migrations: socialMigrations,
  uses: ['siteAreas', 'sensitiveWords', 'reportTargets'],
  init: (ctx) => registerReportTargets(ctx.use('reportTargets'), ctx.database.db),
  routes: (app, ctx) => socialRoutes(app, ctx),
  seed: { demo: seedSocialDemo },
});
