import { defineModule } from '../../core/module.js';
import { noticeMessages } from './messages.js';
import { noticesRoutes } from './routes.js';
import { noticeMigrations } from './migrations/index.js';

/** Notice centre, reports, the admin report queue and the audit log. */
export const noticesModule = defineModule({
  name: 'notices',
  migrations: noticeMigrations,
  messages: noticeMessages,
  uses: ['siteAreas', 'listingReportTargets'],
  routes: (app, ctx) => {
    noticesRoutes(app, ctx, ctx.use('siteAreas'), { resolveTarget: ctx.use('listingReportTargets') });
  },
});
