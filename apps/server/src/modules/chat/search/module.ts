import { defineModule } from '../../../core/module.js';
import { chatSearchMessages } from './messages.js';
import { chatSearchMigrations } from './migrations/index.js';
import { chatSearchRoutes, type ChatSearchOptions } from './routes.js';

declare module '../../../core/module.js' {
  interface ModuleOptions {
    /** The background indexer's period (tests may switch it off). */
    chatSearch?: ChatSearchOptions;
  }
}

/** Search in chat: by words, sender and date, in one conversation or all of mine (docs/chat-search.md). */
export const chatSearchModule = defineModule({
  name: 'chat-search',
  migrations: chatSearchMigrations,
  messages: chatSearchMessages,
  routes: (app, ctx) => chatSearchRoutes(app, ctx, ctx.options.chatSearch),
});
