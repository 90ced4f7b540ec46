import { defineModule } from '../../core/module.js';
import { startAlerts } from './alerts.js';
import { savedSearchMessages } from './messages.js';
import { savedSearchMigrations } from './migrations/index.js';
import { savedSearchRoutes } from './routes.js';
import { seedSavedSearchDemo } from './seed/demo.js';
import { SavedSearchStore } from './store.js';

/**
 * Saved searches with alerts (docs/saved-searches.md): a member saves a listing list's filters and keyword; a durable
 * timer sends one digest notice per search and day with the new matches, never a listing sent before.
 */
export const savedSearchesModule = defineModule({
  name: 'saved-searches',
  messages: savedSearchMessages,
  migrations: savedSearchMigrations,
  uses: ['siteAreas', 'listingKindHooks', 'userBlocks'],
  seed: { demo: seedSavedSearchDemo },
  routes: (app, ctx) => {
    savedSearchRoutes(app, new SavedSearchStore(ctx.database.db), ctx.use('siteAreas'));
    startAlerts(app, ctx, { hooks: ctx.use('listingKindHooks'), blocks: ctx.use('userBlocks') });
  },
});
