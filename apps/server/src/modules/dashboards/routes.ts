import type { FastifyInstance } from 'fastify';
import type { DashboardRange } from '@haiwai/contracts/dashboards/constants';
import { notFound } from '../../core/errors.js';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { adminAreas } from '../notices/index.js';
import { dashboardFigures } from './figures.js';

/** `GET admin/dashboard`: the figures of one of the caller's areas, or of all of them (docs/dashboards.md). */
export function dashboardsRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const directory = ctx.use('siteAreas');
  route(app, 'adminDashboard', async ({ query, user, ctx: req }) => {
    const scope = adminAreas(user, query.site_area_id);
    const all = await directory.all();
    const choosable = all.filter((a) => user.role === 'super_admin' || user.adminSiteAreaIds.includes(a.id));
    const areas = scope === null ? choosable : choosable.filter((a) => scope.includes(a.id));
    if (query.site_area_id && !areas.length) throw notFound('dashboards.area_unknown');
    return dashboardFigures(ctx.database.db, {
      areas,
      choosable,
      siteAreaId: query.site_area_id ?? null,
      days: query.days as DashboardRange,
      lang: req.lang,
      now: new Date(),
      queues: ctx.reviewQueues(),
    });
  });
}
