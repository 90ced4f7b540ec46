import { defineModule } from '../../core/module.js';
import { REMIND_JOB, sendReminder } from './events.js';
import { clubMessages } from './messages.js';
import { clubsMigrations } from './migrations/index.js';
import { declareClubHeads } from './page-heads.js';
import { clubReviewQueue } from './review-queue.js';
import { clubRoutes } from './routes.js';
import { seedClubsDemo } from './seed/demo.js';
import './schema.js';

/**
 * Clubs (docs/clubs-exhibitions.md): members' clubs reviewed by the area, joining on the `club_join` workflow, events
 * with capacity and sign-ups, and a durable reminder before each event.
 */
export const clubsModule = defineModule({
  name: 'clubs',
  messages: clubMessages,
  migrations: clubsMigrations,
  uses: ['siteAreas', 'pageHeads'],
  seed: { demo: seedClubsDemo },
  init: (ctx) => {
    declareClubHeads(ctx.use('pageHeads'), ctx.database.db);
    ctx.timers.register<{ id: number }>(REMIND_JOB, async (job, { trx }) => void (await sendReminder(trx, job.payload.id)));
  },
  // New and edited clubs waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [clubReviewQueue(ctx.database.db)],
  routes: (app, ctx) => clubRoutes(app, ctx.database.db, { areas: ctx.use('siteAreas'), timers: ctx.timers }),
});
