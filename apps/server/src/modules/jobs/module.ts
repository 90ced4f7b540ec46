import { defineModule } from '../../core/module.js';
import { jobCompanyHooks } from './company-hooks.js';
import { jobHuntHooks } from './hooks.js';
import { jobMessages } from './messages.js';
import { jobRoutes } from './routes.js';
import { jobMigrations } from './migrations/index.js';
import { seedJobsDemo } from './seed/demo.js';
import { seedJobsReference } from './seed/reference.js';

/** Jobs and resumes on the listing engine: applications, the talent pool, resume unlocks. */
export const jobsModule = defineModule({
  name: 'jobs',
  migrations: jobMigrations,
  messages: jobMessages,
  seed: { reference: seedJobsReference, demo: seedJobsDemo },
  uses: ['siteAreas', 'listingKindHooks'],
  init: (ctx) => {
    const hooks = ctx.use('listingKindHooks');
    hooks.extend('job', jobCompanyHooks);
    hooks.extend('jobHunt', jobHuntHooks);
  },
  routes: (app, ctx) => {
    jobRoutes(app, ctx, ctx.use('siteAreas'));
  },
});
