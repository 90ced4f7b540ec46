import { defineModule } from '../../core/module.js';
import { visaMessages } from './messages.js';
import { visaMigrations } from './migrations/index.js';
import { visaOrderKind } from './order-kind.js';
import { declareVisaMedia } from './private-media.js';
import { visaRoutes } from './routes.js';
import { visaReviewQueue } from './review-queue.js';
import { seedVisaDemo } from './seed/demo.js';
import { seedVisaTypes } from './seed/reference.js';

/**
 * Visa (docs/visa.md): the visa types of each area's country, agencies' packages reviewed by the area, and
 * applications with private documents, paid through the payment engine (`visa` order kind) and moved on the
 * request workflow `visa_application`.
 */
export const visaModule = defineModule({
  name: 'visa',
  messages: visaMessages,
  migrations: visaMigrations,
  uses: ['payments', 'siteAreas', 'privateMedia'],
  seed: { reference: seedVisaTypes, demo: seedVisaDemo },
  init: (ctx) => {
    ctx.use('payments').defineKind(visaOrderKind());
    declareVisaMedia(ctx.use('privateMedia'), ctx.database.db);
  },
  // Packages waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [visaReviewQueue(ctx.database.db)],
  routes: (app, ctx) => {
    visaRoutes(app, ctx.database.db, { media: ctx.use('privateMedia'), payments: ctx.use('payments'), areas: ctx.use('siteAreas') });
  },
});
