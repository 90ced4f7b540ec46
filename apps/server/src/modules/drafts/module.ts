import { defineModule } from '../../core/module.js';
import { draftsMessages } from './messages.js';
import { draftsMigrations } from './migrations/index.js';
import { draftsRoutes } from './routes.js';
import './schema.js';
import { DraftStore } from './store.js';

/** Server drafts of publish forms (spec `temporaryLog/*`, docs/smaller-screens.md): continue a form on another device. */
export const draftsModule = defineModule({
  name: 'drafts',
  messages: draftsMessages,
  migrations: draftsMigrations,
  routes: (app, ctx) => {
    const store = new DraftStore(ctx.database.db, ctx.timers);
    store.registerExpiry();
    draftsRoutes(app, store);
  },
});
