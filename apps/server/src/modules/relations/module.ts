import { defineModule } from '../../core/module.js';
import { UserBlocks } from './blocks.js';
import { relationMessages } from './messages.js';
import { relationsMigrations } from './migrations/index.js';
import './schema.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Blocks between people: chat, social and follows refuse or hide across them (docs/moderation.md). */
    userBlocks: UserBlocks;
  }
}

/** People and people: follows and fans, blocking (shielding), social profile counts (docs/moderation.md). */
export const relationsModule = defineModule<'userBlocks'>({
  name: 'relations',
  messages: relationMessages,
  migrations: relationsMigrations,
  provides: (ctx) => ({ userBlocks: new UserBlocks(ctx.database.db) }),
});
