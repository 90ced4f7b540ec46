import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { listAudit } from './audit.js';
import { NoticeService } from './notice-service.js';
import { ReportService } from './report-service.js';
import type { ReportTargetRegistry } from './report-targets.js';

/**
 * Notice centre (`note/list`, `user/note/*`, `user/topic/getUnreadCount`), reports (`report`) and the admin
 * report queue and audit log. `targets` is the registry of reportable types (listings, social content…).
 */
export function noticesRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, opts: { targets?: ReportTargetRegistry } = {}) {
  const { db } = deps.database;
  const notices = new NoticeService(db);
  const reports = new ReportService(db, { targets: opts.targets });
  const defaultArea = async () => (await areas.defaultArea()).id;
  const readerOf = async (userId: number, headerArea: number) => {
    const known = headerArea ? await areas.byId(headerArea) : null;
    return notices.reader(userId, known?.id ?? 0, defaultArea);
  };

  route(app, 'noteList', async ({ ctx, user, query }) => {
    const reader = user ? await readerOf(user.id, ctx.siteAreaId) : null;
    const areaId = reader?.siteAreaId ?? (await areas.current(ctx.siteAreaId)).id;
    return notices.announcements(areaId, ctx.lang, reader, query);
  });

  route(app, 'userNoteList', async ({ ctx, user, query }) =>
    notices.listFor(await readerOf(user.id, ctx.siteAreaId), { cursor: query.cursor, limit: query.limit, unreadOnly: query.unread === '1' }),
  );

  route(app, 'userNoteInfo', async ({ ctx, user, params }) => {
    const found = await notices.open(await readerOf(user.id, ctx.siteAreaId), params.id);
    if (!found) throw notFound();
    return found;
  });

  route(app, 'userNoteUnreadCount', async ({ ctx, user }) => ({ count: await notices.unreadCount(await readerOf(user.id, ctx.siteAreaId)) }));

  route(app, 'userNoteReadAll', async ({ ctx, user }) => ({ updated: await notices.readAll(await readerOf(user.id, ctx.siteAreaId)) }));

  route(app, 'report', async ({ user, body }) =>
    reports.report(user.id, { targetType: body.target_type, targetId: body.target_id, reason: body.reason, detail: body.detail, siteAreaId: body.site_area_id }),
  );

  route(app, 'adminReportList', async ({ user, query }) => reports.list(user, query));

  route(app, 'adminReportHandle', async ({ user, params, body }) => reports.handle(user, params.id, body));

  route(app, 'adminAuditList', async ({ user, query }) => listAudit(db, user, query));

  return { notices, reports };
}
