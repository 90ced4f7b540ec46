import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { boot } from '../lib/boot';
import { LAYOUT } from '../lib/contracts';
import { useApp } from '../stores/app-store';
import { LazyPage } from './lazy-page';
import type { RouteDef } from '../shell/paths';
import { RouteDefContext } from '../shell/route-def-context';
import { TabBar } from './tab-bar';
import { TitleBar } from '../shell/title-bar';

/**
 * The opening page as the server described it (its title and description, docs/links.md): kept while that page is open
 * in the language it was described in, so the title a shared link showed never flashes to the screen's generic one.
 */
const OPENING = boot?.head ? { href: window.location.pathname + window.location.search, lang: boot.lang, ...boot.head } : null;

/** Wraps every route: title bar (standard pages), the lazily loaded page, tab bar (tab pages), document title. */
export function PageFrame({ def }: { def: RouteDef }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const server = OPENING && OPENING.href === pathname + search && i18n.language === OPENING.lang ? OPENING : null;
  const override = useApp((s) => s.meta.title);
  const appName = useApp((s) => s.basicConfig?.app_name) || t('app.name');
  const title = override || t(`title.${def.title}`);

  // A new route clears the previous page's own title. A layout effect: React runs every layout effect before any
  // passive one, so this lands before the page's own `setMeta({ title })` even when the page mounts in the same render
  // (its code already loaded: back/forward, a preloaded screen); as a passive effect, the frame's ran last and won.
  useLayoutEffect(() => {
    useApp.getState().setMeta({ title: '' });
  }, [def]);
  const keywords = useApp((s) => s.meta.keywords);
  const description = useApp((s) => s.meta.description);
  useEffect(() => {
    document.title = server ? server.title : title ? `${title} - ${appName}` : appName;
  }, [server, title, appName]);
  // Keywords and description come from the area's settings (basis/config); shared links and search use them.
  useEffect(() => {
    document.querySelector('meta[name="keywords"]')?.setAttribute('content', keywords);
    document.querySelector('meta[name="description"]')?.setAttribute('content', server ? server.description : description);
  }, [server, keywords, description]);

  const standard = def.bar === 'standard';
  return (
    <RouteDefContext.Provider value={def}>
      <div
        className={def.tab !== undefined ? 'page page--tab' : 'page'}
        style={{ paddingTop: standard ? LAYOUT.standardTitleBarOffset : LAYOUT.customTitleBarOffset }}
      >
        {standard && <TitleBar title={title} />}
        <LazyPage load={def.load} />
        {def.tab !== undefined && <TabBar active={def.tab} />}
      </div>
    </RouteDefContext.Provider>
  );
}
