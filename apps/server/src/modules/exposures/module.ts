import { defineModule } from '../../core/module.js';
import { registerExpiry } from './expiry.js';
import { exposureMessages } from './messages.js';
import { exposureMigrations } from './migrations/index.js';
import { exposureOrderKind } from './order-kind.js';
import { declareExposureHeads } from './page-heads.js';
import { declareEvidenceMedia } from './private-media.js';
import { ExposureReview } from './review.js';
import { exposureReviewQueues } from './review-queue.js';
import { exposureRoutes } from './routes.js';
import { seedExposureDemo } from './seed/demo.js';

/**
 * The exposure board (docs/exposures.md): warnings about scams and bad actors, reviewed by the area before they
 * show, masked in public, with private evidence, a fee through the payment engine where the area sets one, the
 * exposed party's one reviewed answer, and expiry on a durable timer unless renewed.
 */
export const exposuresModule = defineModule({
  name: 'exposures',
  messages: exposureMessages,
  migrations: exposureMigrations,
  uses: ['payments', 'siteAreas', 'privateMedia', 'pageHeads'],
  seed: { demo: seedExposureDemo },
  init: (ctx) => {
    ctx.use('payments').defineKind(exposureOrderKind());
    declareEvidenceMedia(ctx.use('privateMedia'), ctx.database.db);
    declareExposureHeads(ctx.use('pageHeads'), ctx.database.db); // the list's and a public exposure's page heads (docs/links.md)
  },
  // Exposures and answers waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => exposureReviewQueues(ctx.database.db, new ExposureReview(ctx.database.db, ctx.use('privateMedia'), ctx.timers)),
  routes: (app, ctx) => {
    registerExpiry(ctx.timers);
    const review = new ExposureReview(ctx.database.db, ctx.use('privateMedia'), ctx.timers);
    exposureRoutes(app, ctx, { media: ctx.use('privateMedia'), payments: ctx.use('payments'), areas: ctx.use('siteAreas'), review });
  },
});
