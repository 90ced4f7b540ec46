import { defineModule } from '../../core/module.js';
import { Commentables } from './commentables.js';
import { commentMessages } from './messages.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Commentable kinds: a module declares its kind in `init` and reaches its operations with `of` (docs/comments.md). */
    commentables: Commentables;
  }
}

/**
 * The comment engine (docs/comments.md): comments with one level of replies, likes, deletes, admin hides,
 * reports, sensitive words, blocks and exact counters, for every kind a module declares. It has no tables of its
 * own: each kind's stay in its module.
 */
export const commentsModule = defineModule<'commentables'>({
  name: 'comments',
  messages: commentMessages,
  uses: ['sensitiveWords', 'userBlocks', 'reportTargets', 'translationSources'],
  provides: (ctx) => ({
    commentables: new Commentables(ctx.database.db, {
      words: ctx.use('sensitiveWords'),
      blocks: ctx.use('userBlocks'),
      reports: ctx.use('reportTargets'),
      // A kind naming a translation source gets "Translate" under its comments (docs/translation.md).
      translations: ctx.use('translationSources'),
    }),
  }),
});
