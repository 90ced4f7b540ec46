import { boot } from '../lib/boot';
import { call } from '../lib/http';
import { siteAreaIdFromParams } from '../lib/scene';
import { useApp } from '../stores/app-store';

/** Site area at start-up: link `site_area_id`, a `scene` string, the stored siteObj, else an IP lookup. */
export async function resolveSiteArea(params: URLSearchParams): Promise<void> {
  const app = useApp.getState();
  const fromLink = siteAreaIdFromParams(params);
  if (fromLink) {
    if (fromLink !== app.siteObj?.site_area_id) app.setSite({ site_area_id: fromLink, category_id: app.categoryId }, '');
    return;
  }
  if (app.siteObj?.site_area_id) return app.markSiteReady();
  // The server already looked the visitor's IP up when it served the page.
  if (boot) return app.setSite({ site_area_id: boot.site_area.id, category_id: app.categoryId }, boot.site_area.name);
  try {
    const ip = await call('siteAreaIpData', { noLoading: true, silent: true });
    app.setSite({ site_area_id: ip.site_area.id, category_id: app.categoryId }, ip.site_area.name);
  } catch {
    // The server falls back to its default area while siteareaid is 0.
    app.markSiteReady();
  }
}
