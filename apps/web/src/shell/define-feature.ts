import type { Lang } from '../lib/contracts';
import type { PageLoader } from './paths';

/**
 * What a web feature (features/<name>/) tells the app, in one place (its `feature.ts`): its screens by spec path,
 * the paths it takes over from a feature listed before it, and its words. Only declarations and lazy loaders live
 * here, never a page or a dictionary, so the list of features costs the first load nothing but this table.
 */
export interface FeatureDefinition {
  /** Unique; names the feature in screen-merge errors. */
  name: string;
  screens?: Record<string, PageLoader>;
  takesOver?: readonly string[];
  /**
   * The feature's dictionary: an i18next namespace, also the first part of its keys (`t('chat.sendFailed')`), so
   * pages keep calling `t()` without naming it. `load` imports one language's file (`export default`, typed
   * against the zh source there); written out per language, which bundles smaller than a template import. It arrives with the feature's screens (app/feature-words.ts), not in the entry.
   */
  i18n?: { namespace: string; load: Record<Lang, () => Promise<{ default: object }>> };
  /** Other features' namespaces its screens also show (shared components, e.g. listing cards). */
  usesWordsOf?: readonly string[];
}

export function defineFeature<const F extends FeatureDefinition>(feature: F): F {
  return feature;
}
