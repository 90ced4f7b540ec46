import { defineModule } from '../../core/module.js';
import { chatTranslationSource } from './translation-source.js';
import { chatMessages } from './messages.js';
import { chatRoutes, type ChatOptions } from './routes.js';
import { chatMigrations } from './migrations/index.js';
import { groupMigrations } from './groups/migrations/index.js';
import { declareChatMedia } from './private-media.js';
import { seedDemoChats } from './seed/demo.js';

declare module '../../core/module.js' {
  interface ModuleOptions {
    /** Socket timings and limits (tests shorten them). */
    chat?: ChatOptions;
  }
}

/** One-to-one and group chat over HTTP and the /ws socket. */
export const chatModule = defineModule({
  name: 'chat',
  migrations: { ...chatMigrations, ...groupMigrations },
  messages: chatMessages,
  // Demo conversations between the demo accounts (zh, en, vi), free of scam warnings (docs/trust.md).
  seed: { demo: seedDemoChats },
  uses: ['listingCards', 'userBlocks', 'privateMedia', 'scamScreen', 'translationSources', 'webPushChat'],
  // Chat files are private to the conversations they are sent to (private-media.ts, docs/media.md).
  init: (ctx) => {
    declareChatMedia(ctx.use('privateMedia'), ctx.database.db);
    ctx.use('translationSources').register('chat_message', chatTranslationSource(ctx.database.db)); // "Translate" (docs/translation.md)
  },
  routes: (app, ctx) => {
    const blocks = ctx.use('userBlocks');
    const mayMessage = (from: number, to: number) => blocks.assertNotBlocked(from, to, 'chat');
    // A new or unverified sender's text that looks like a scam carries a warning for its receivers (docs/trust.md).
    const scams = ctx.use('scamScreen');
    const screen = (senderId: number, text: string) => scams.warningFor(senderId, text);
    const { hub } = chatRoutes(app, ctx, { findListingCard: ctx.use('listingCards'), mayMessage, screen, ...ctx.options.chat });
    ctx.use('webPushChat').watch(hub); // members away from the app get a Web Push notification (docs/web-push.md)
  },
});
