// The news feature's public entry for other features' screens: its blocks as lazy components that bring their code
// and the articles words when one first shows, so home (in the entry) and the tabs grow by this file only.
import { createElement, lazy, Suspense, type ComponentType } from 'react';

type Blocks = typeof import('./blocks');
const Nothing = () => null;

/** A block loaded on first render (its words with it, see blocks.ts); a failed load shows nothing rather than breaking the host screen. */
function lazyBlock(pick: (m: Blocks) => ComponentType): ComponentType {
  const Block = lazy(() =>
    import('./blocks')
      .then((m) => ({ default: pick(m) }))
      .catch(() => ({ default: Nothing })),
  );
  return function LazyBlock() {
    return createElement(Suspense, { fallback: null }, createElement(Block));
  };
}

/** Home: the area's appointed articles. */
export const AppointedArticles = lazyBlock((m) => m.AppointedArticles);
/** The Same-city tab: news by category. */
export const CityNews = lazyBlock((m) => m.CityNews);
/** The collect page's "news" tab: my collected articles, and the tab's name. */
export const CollectedArticles = lazyBlock((m) => m.CollectedArticles);
export const CollectTabTitle = lazyBlock((m) => m.CollectTabTitle);
