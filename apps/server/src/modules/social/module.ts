import { defineModule } from '../../core/module.js';
import { commentTranslationSource, postTranslationSource } from './translation-source.js';
import { registerReportTargets } from './admin-hide.js';
import { postComments } from './comments.js';
import { declareSocialHeads } from './page-heads.js';
import { socialMessages } from './messages.js';
import { socialMigrations } from './migrations/index.js';
import { socialRoutes } from './routes.js';
import { seedSocialDemo } from './seed/demo.js';
import './schema.js';
import { reportedPostQueue } from './review-queue.js';

/** The social square: posts, topics, comments, likes and the feeds (docs/social.md). */
export const socialModule = defineModule({
  name: 'social',
  messages: socialMessages,
  migrations: socialMigrations,
  uses: ['siteAreas', 'sensitiveWords', 'reportTargets', 'commentables', 'pageHeads', 'translationSources'],
  init: (ctx) => {
    registerReportTargets(ctx.use('reportTargets'), ctx.database.db);
    // Posts are a commentable kind (comments, replies, likes, hides and reports of comments: modules/comments).
    ctx.use('commentables').declare(postComments);
    declareSocialHeads(ctx.use('pageHeads'), ctx.database.db); // posts' and topics' page heads and sitemaps (docs/links.md)
    // "Translate" under posts and comments (docs/translation.md).
    ctx.use('translationSources').register('post', postTranslationSource(ctx.database.db));
    ctx.use('translationSources').register('comment', commentTranslationSource(ctx.database.db));
  },
  // Reported posts, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [reportedPostQueue(ctx.database.db, ctx.use('reportTargets'))],
  routes: (app, ctx) => socialRoutes(app, ctx),
  seed: { demo: seedSocialDemo },
});
