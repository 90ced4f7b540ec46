import { defineModule } from '../../core/module.js';
import { registerReportTargets } from './admin-hide.js';
import { postComments } from './comments.js';
import { declareSocialHeads } from './page-heads.js';
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
  uses: ['siteAreas', 'sensitiveWords', 'reportTargets', 'commentables', 'pageHeads'],
  init: (ctx) => {
    registerReportTargets(ctx.use('reportTargets'), ctx.database.db);
    // Posts are a commentable kind (comments, replies, likes, hides and reports of comments: modules/comments).
    ctx.use('commentables').declare(postComments);
    declareSocialHeads(ctx.use('pageHeads'), ctx.database.db); // posts' and topics' page heads and sitemaps (docs/links.md)
  },
  routes: (app, ctx) => socialRoutes(app, ctx),
  seed: { demo: seedSocialDemo },
});
