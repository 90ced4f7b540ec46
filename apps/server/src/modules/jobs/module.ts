import { defineModule } from '../../core/module.js';
import { SettingsStore } from '../basis/index.js';
import { jobAdminOwnerRoute } from './admin-owner.js';
import { JobHuntUnlocks } from './applications.js';
import { jobCompanyHooks } from './company-hooks.js';
import { jobHuntHooks } from './hooks.js';
import { jobMessages } from './messages.js';
import { jobRoutes, unlockQuotaOf } from './routes.js';
import { jobMigrations } from './migrations/index.js';
import { seedJobsDemo } from './seed/demo.js';
import { seedJobsReference } from './seed/reference.js';

/** Jobs and resumes on the listing engine: applications, the talent pool, resume unlocks. */
export const jobsModule = defineModule({
  name: 'jobs',
  migrations: jobMigrations,
  messages: jobMessages,
  seed: { reference: seedJobsReference, demo: seedJobsDemo },
  uses: ['siteAreas', 'listingKindHooks', 'countsBalance', 'countsFreeAllowance'],
  init: (ctx) => {
    const hooks = ctx.use('listingKindHooks');
    hooks.extend('job', jobCompanyHooks);
    hooks.extend('jobHunt', jobHuntHooks);
    // The counts balance answers the free monthly resume unlocks beside the paid counts.
    const unlocks = new JobHuntUnlocks(ctx.database.db, ctx.use('countsBalance'));
    const settings = new SettingsStore(ctx.database.db);
    ctx.use('countsFreeAllowance').provide(async (userId, siteAreaId) => {
      const { limit, used, remaining, resets_at } = await unlocks.quota(userId, await unlockQuotaOf(settings, siteAreaId));
      return { limit, used, remaining, resets_at };
    });
  },
  routes: (app, ctx) => {
    jobRoutes(app, ctx, ctx.use('siteAreas'), new JobHuntUnlocks(ctx.database.db, ctx.use('countsBalance')));
    jobAdminOwnerRoute(app, ctx.database.db);
  },
});
