import { features } from './features';
import type { PageLoader } from '../shell/paths';
import { mergeScreens } from './screen-merge';

/**
 * The features' screens (spec path → lazy loader), merged from app/features.ts; the route table takes a screen
 * from here for every spec path that has one (the rest show the shared "not available" page). A path declared
 * twice throws (see screen-merge.ts; the build checks it too) unless the later feature declares it takes it over.
 */
export const featureScreens = mergeScreens(features.map((f) => ({ feature: f.name, screens: f.screens ?? {}, takesOver: f.takesOver })));

/** The dictionary namespaces each screen shows: its feature's own and those it declares it uses. */
export const screenNamespaces = new Map<PageLoader, readonly string[]>();
for (const f of features) {
  const namespaces = [...(f.i18n ? [f.i18n.namespace] : []), ...(f.usesWordsOf ?? [])];
  for (const load of Object.values(f.screens ?? {})) screenNamespaces.set(load, namespaces);
}
