import { defineModule } from '../../core/module.js';
import { walkComments } from './comments.js';
import { travelMessages } from './messages.js';
import { travelMigrations } from './migrations/index.js';
import { walkReviewQueue } from './review-queue.js';
import { travelRoutes } from './routes.js';
import { seedTravelDemo } from './seed/demo.js';
import { seedTravelReference } from './seed/reference.js';
import './schema.js';

/** City walks and travel: official routes, members' walks and notes, likes, comments, search, review (docs/travel.md). */
export const travelModule = defineModule({
  name: 'travel',
  messages: travelMessages,
  migrations: travelMigrations,
  uses: ['siteAreas', 'sensitiveWords', 'commentables'],
  init: (ctx) => void ctx.use('commentables').declare(walkComments),
  // Members' walks waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [walkReviewQueue(ctx.database.db)],
  routes: (app, ctx) => travelRoutes(app, ctx),
  seed: { reference: seedTravelReference, demo: seedTravelDemo },
});
