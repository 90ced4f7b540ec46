import { useApp } from '../../stores/app-store';

/**
 * What an area's content depends on: its language and site area, so both go in every query key of such content.
 * `ready` once the area is known: waiting for it (one IP lookup on a first visit) saves fetching the default area's
 * content first for nothing.
 */
export function useContentScope() {
  const lang = useApp((s) => s.lang);
  const site = useApp((s) => s.siteObj?.site_area_id ?? 0);
  const ready = useApp((s) => s.siteReady);
  return { lang, site, ready };
}
