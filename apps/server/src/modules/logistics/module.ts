import { defineModule } from '../../core/module.js';
import { logisticsMessages } from './messages.js';
import { logisticsMigrations } from './migrations/index.js';
import { freightOrderKind } from './order-kind.js';
import { declareLogisticsHeads } from './page-heads.js';
import { logisticsReviewQueue } from './review-queue.js';
import { logisticsRoutes } from './routes.js';
import { seedLogisticsDemo } from './seed/demo.js';

/**
 * Logistics (docs/logistics.md): companies' lines reviewed by the area, shipments from the sender's address book
 * moved on the request workflow `shipment`, paid through the payment engine (`logistics` order kind) where the
 * area takes payments online, and tracking entries pushed live to the sender.
 */
export const logisticsModule = defineModule({
  name: 'logistics',
  messages: logisticsMessages,
  migrations: logisticsMigrations,
  uses: ['payments', 'siteAreas', 'pageHeads'],
  seed: { demo: seedLogisticsDemo },
  init: (ctx) => {
    ctx.use('payments').defineKind(freightOrderKind(ctx.push));
    declareLogisticsHeads(ctx.use('pageHeads'), ctx.database.db);
  },
  // Lines waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [logisticsReviewQueue(ctx.database.db)],
  routes: (app, ctx) => {
    logisticsRoutes(app, ctx.database.db, { push: ctx.push, payments: ctx.use('payments'), areas: ctx.use('siteAreas') });
  },
});
