import { defineModule } from '../../core/module.js';
import { exhibitionMessages } from './messages.js';
import { exhibitionsMigrations } from './migrations/index.js';
import { declareExhibitionHeads } from './page-heads.js';
import { exhibitionReviewQueue } from './review-queue.js';
import { exhibitionRoutes } from './routes.js';
import { seedExhibitionsDemo } from './seed/demo.js';
import './schema.js';

/**
 * Exhibitions (docs/clubs-exhibitions.md): fairs published by merchants and reviewed by the area, "interested" with a
 * count, an `.ics` calendar file, `Event` structured data on the page head.
 */
export const exhibitionsModule = defineModule({
  name: 'exhibitions',
  messages: exhibitionMessages,
  migrations: exhibitionsMigrations,
  uses: ['siteAreas', 'pageHeads'],
  seed: { demo: seedExhibitionsDemo },
  init: (ctx) => declareExhibitionHeads(ctx.use('pageHeads'), ctx.database.db),
  // New and edited exhibitions waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [exhibitionReviewQueue(ctx.database.db)],
  routes: (app, ctx) => exhibitionRoutes(app, ctx.database.db, { areas: ctx.use('siteAreas'), publicUrl: ctx.config.publicUrl }),
});
