import { defineModule } from '../../core/module.js';
import { UserBlocks } from './blocks.js';
import { relationMessages } from './messages.js';
import { declareProfileHeads } from './page-heads.js';
import { relationsMigrations } from './migrations/index.js';
import { relationProfile } from './profile.js';
import { relationRoutes } from './routes.js';
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
  uses: ['profileExtensions', 'pageHeads'],
  provides: (ctx) => ({ userBlocks: new UserBlocks(ctx.database.db) }),
  // A public profile carries the person's counters and my follows and blocks with them.
  init: (ctx) => {
    ctx.use('profileExtensions').register(relationProfile(ctx.database.db));
    declareProfileHeads(ctx.use('pageHeads'), ctx.database.db); // profiles' page heads (docs/links.md)
  },
  routes: (app, ctx) => relationRoutes(app, ctx.database.db, ctx.use('userBlocks')),
});
