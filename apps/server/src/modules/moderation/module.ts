import { defineModule } from '../../core/module.js';
import { moderationMessages } from './messages.js';
import { moderationMigrations } from './migrations/index.js';
import { feedbackQueue } from './review-queue.js';
import { moderationRoutes } from './routes.js';
import './schema.js';
import { seedSensitiveWords } from './seed/reference.js';
import { SensitiveWords } from './sensitive-words.js';

declare module '../../core/module.js' {
  interface Provided {
    /** `assertClean(siteAreaId, { 'body.content': text })`: a 400 naming the field and the word (docs/moderation.md). */
    sensitiveWords: SensitiveWords;
  }
}

/** Moderation shared by user content: sensitive words per area, feedback (docs/moderation.md); reports live in notices. */
export const moderationModule = defineModule<'sensitiveWords'>({
  name: 'moderation',
  messages: moderationMessages,
  migrations: moderationMigrations,
  uses: ['siteAreas'],
  seed: { reference: seedSensitiveWords },
  provides: (ctx) => ({ sensitiveWords: new SensitiveWords(ctx.database.db) }),
  // Open feedback, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [feedbackQueue(ctx.database.db)],
  routes: (app, ctx) => moderationRoutes(app, ctx.database.db, ctx.use('siteAreas'), ctx.use('sensitiveWords')),
});
