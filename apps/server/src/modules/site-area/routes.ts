import type { FastifyInstance } from 'fastify';
import { route } from '../../core/routes.js';
import type { IpGeo } from './ip-geo.js';
import { presentSiteArea, type SiteAreaDirectory } from './site-areas.js';

export function siteAreaRoutes(app: FastifyInstance, areas: SiteAreaDirectory, geo: IpGeo) {
  route(app, 'siteAreaAll', async ({ ctx }) => (await areas.all()).map((a) => presentSiteArea(a, ctx.lang)));

  route(app, 'siteAreaIpData', async ({ req, ctx }) => {
    const place = geo.lookup(req.ip);
    const { area, matched, distanceKm } = await areas.nearest(place);
    return {
      ip: req.ip,
      matched,
      country_code: place?.countryCode ?? null,
      city: place?.city ?? null,
      distance_km: distanceKm,
      site_area: presentSiteArea(area, ctx.lang),
    };
  });
}
