import { defineModule } from '../../core/module.js';
import { guideHooks } from './hooks.js';
import { guideMessages } from './messages.js';
import { guideMigrations } from './migrations/index.js';
import { guideReviews } from './reviews.js';
import { guideRoutes } from './routes.js';
import { seedGuidesDemo } from './seed/demo.js';
import { seedGuidesReference } from './seed/reference.js';

/**
 * Guides and translators (docs/guides.md): profiles are the listing kind `guide` (review, lists, search, admin
 * calls from the engine); this module adds certificates and free days, the listing fee (merchant opening with
 * target `guide`), appointments on the request workflow, their history, and reviews on the comment engine.
 */
export const guidesModule = defineModule({
  name: 'guides',
  migrations: guideMigrations,
  messages: guideMessages,
  seed: { reference: seedGuidesReference, demo: seedGuidesDemo },
  uses: ['siteAreas', 'payments', 'listingKindHooks', 'commentables'],
  init: (ctx) => {
    ctx.use('listingKindHooks').extend('guide', guideHooks);
    ctx.use('commentables').declare(guideReviews);
  },
  routes: (app, ctx) => guideRoutes(app, ctx),
});
