import { defineModule } from '../../core/module.js';
import { hotelComments } from './comments.js';
import { hotelKindHooks } from './list-hook.js';
import { hotelMessages } from './messages.js';
import { hotelMigrations } from './migrations/index.js';
import { hotelOrderKind } from './order-kind.js';
import { COMPLETE_JOB, CONFIRM_JOB, systemMove, type OrderServices } from './order-moves.js';
import { hotelRoutes } from './routes.js';
import { seedHotelsDemo } from './seed/demo.js';
import { seedHotelTags } from './seed/reference.js';

/**
 * Hotels (docs/hotels.md): the hotel is a listing kind; this module adds room types and their nights, orders on
 * the request workflow and the payment engine (`hotel` kind), reviews on the comment engine, tags, and the kind's
 * list hooks (stay availability, rating, distance).
 */
export const hotelsModule = defineModule({
  name: 'hotels',
  messages: hotelMessages,
  migrations: hotelMigrations,
  uses: ['payments', 'siteAreas', 'listingKindHooks', 'commentables'],
  seed: { reference: seedHotelTags, demo: seedHotelsDemo },
  init: (ctx) => {
    const svc: OrderServices = { payments: ctx.use('payments'), timers: ctx.timers, push: ctx.push };
    ctx.use('listingKindHooks').extend('hotel', hotelKindHooks());
    ctx.use('payments').defineKind(hotelOrderKind(svc));
    ctx.use('commentables').declare(hotelComments);
    // Paid and unanswered: confirmed at the hotel's auto-confirm time; checked in and never checked out: completed.
    ctx.timers.register<{ id: number }>(CONFIRM_JOB, async (job, { trx }) => void (await systemMove(trx, svc, job.payload.id, 'confirmed')));
    ctx.timers.register<{ id: number }>(COMPLETE_JOB, async (job, { trx }) => void (await systemMove(trx, svc, job.payload.id, 'completed')));
  },
  routes: (app, ctx) => {
    hotelRoutes(app, ctx, { payments: ctx.use('payments'), timers: ctx.timers, push: ctx.push });
  },
});
