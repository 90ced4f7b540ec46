import { defineModule } from '../../core/module.js';
import { registerReportTargets } from './admin-hide.js';
import { postComments } from './comments.js';
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
  uses: ['siteAreas', 'sensitiveWords', 'reportTargets', 'commentables'],
  init: (ctx) => {
    registerReportTargets(ctx.use('reportTargets'), ctx.database.db);
    // Posts are a commentable kind (comments, replies, likes, hides and reports of comments: modules/comments).
    ctx.use('commentables').declare(postComments);
  },
  routes: (app, ctx) => socialRoutes(app, ctx),
  seed: { demo: seedSocialDemo },
});
