import { defineModule } from '../../core/module.js';
import { chatMessages } from './messages.js';
import { chatRoutes, type ChatOptions } from './routes.js';
import { chatMigrations } from './migrations/index.js';
import { declareChatMedia } from './private-media.js';

declare module '../../core/module.js' {
  interface ModuleOptions {
    /** Socket timings and limits (tests shorten them). */
    chat?: ChatOptions;
  }
}

/** One-to-one and group chat over HTTP and the /ws socket. */
export const chatModule = defineModule({
  name: 'chat',
  migrations: chatMigrations,
  messages: chatMessages,
  uses: ['listingCards', 'userBlocks', 'privateMedia'],
  // Chat files are private to the conversations they are sent to (private-media.ts, docs/media.md).
  init: (ctx) => declareChatMedia(ctx.use('privateMedia'), ctx.database.db),
  routes: (app, ctx) => {
    const blocks = ctx.use('userBlocks');
    const mayMessage = (from: number, to: number) => blocks.assertNotBlocked(from, to, 'chat');
    chatRoutes(app, ctx, { findListingCard: ctx.use('listingCards'), mayMessage, ...ctx.options.chat });
  },
});
