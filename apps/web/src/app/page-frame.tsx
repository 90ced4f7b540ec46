import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../lib/contracts';
import { useApp } from '../stores/app-store';
import { LazyPage } from './lazy-page';
import type { RouteDef } from '../shell/paths';
import { RouteDefContext } from '../shell/route-def-context';
import { TabBar } from './tab-bar';
import { TitleBar } from '../shell/title-bar';

/** Wraps every route: title bar (standard pages), the lazily loaded page, tab bar (tab pages), document title. */
export function PageFrame({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
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
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName]);
  // Keywords and description come from the area's settings (basis/config); shared links and search use them.
  useEffect(() => {
    document.querySelector('meta[name="keywords"]')?.setAttribute('content', keywords);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [keywords, description]);

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
