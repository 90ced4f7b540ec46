import { defineModule } from '../../core/module.js';
import { noticeMessages } from './messages.js';
import { noticesRoutes } from './routes.js';
import { noticeMigrations } from './migrations/index.js';
import { announceNotices } from './notice-push.js';
import { NoticeService } from './notice-service.js';
import { ReportTargetRegistry } from './report-targets.js';
import { reportQueue } from './review-queue.js';

declare module '../../core/module.js' {
  interface Provided {
    /** The report queue's target types: modules register what may be reported, and how to hide it (docs/moderation.md). */
    reportTargets: ReportTargetRegistry;
  }
}

/** Notice centre, reports, the admin report queue and the audit log. */
export const noticesModule = defineModule<'reportTargets'>({
  name: 'notices',
  migrations: noticeMigrations,
  messages: noticeMessages,
  uses: ['siteAreas'],
  provides: () => ({ reportTargets: new ReportTargetRegistry() }),
  // Open reports, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [reportQueue(ctx.database.db, ctx.use('reportTargets'))],
  routes: (app, ctx) => {
    const areas = ctx.use('siteAreas');
    noticesRoutes(app, ctx, areas, { targets: ctx.use('reportTargets') });
    // The unread badge arrives live (`notice_unread` on the push channel): counted as `user/note/getUnreadCount`
    // counts for a client browsing the user's profile area (else the default area).
    const db = ctx.database.db;
    const notices = new NoticeService(db);
    const defaultArea = async () => (await areas.defaultArea()).id;
    const stop = announceNotices(db, ctx.push, async (userId) => {
      const reader = await notices.reader(userId, 0, defaultArea);
      return { count: await notices.unreadCount(reader), site_area_id: reader.siteAreaId };
    });
    app.addHook('onClose', async () => stop());
  },
});
