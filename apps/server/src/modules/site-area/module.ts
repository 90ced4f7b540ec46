import { defineModule } from '../../core/module.js';
import { IpGeo } from './ip-geo.js';
import { siteAreaRoutes } from './routes.js';
import { seedSiteAreas } from './seed/reference.js';
import { SiteAreaDirectory } from './site-areas.js';

declare module '../../core/module.js' {
  interface Provided {
    siteAreas: SiteAreaDirectory;
    ipGeo: IpGeo;
  }
  interface ModuleOptions {
    /** A prepared IP database (tests use a small one). */
    geo?: IpGeo;
  }
}

/** Site areas (regions) and IP → area. */
export const siteAreaModule = defineModule<'siteAreas' | 'ipGeo'>({
  name: 'site-area',
  seed: { reference: seedSiteAreas },
  provides: (ctx) => ({ siteAreas: new SiteAreaDirectory(ctx.database.db), ipGeo: ctx.options.geo ?? new IpGeo() }),
  routes: (app, ctx) => {
    siteAreaRoutes(app, ctx.use('siteAreas'), ctx.use('ipGeo'));
  },
});
