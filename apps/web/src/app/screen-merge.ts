import type { PageLoader } from '../shell/paths';

/** One feature's screens by spec path, and the paths it takes over from a feature listed before it. */
export interface ScreenSet {
  feature: string;
  screens: Record<string, PageLoader>;
  takesOver?: readonly string[];
}

/**
 * Merges the features' screens into one table. A path two features declare is an error unless the later one
 * says it takes that path over, so a duplicate never wins silently by list order; a take-over of a path no
 * earlier feature declares is an error too, so the declarations stay true when a screen moves.
 */
export function mergeScreens(sets: readonly ScreenSet[]): Record<string, PageLoader> {
  const out: Record<string, PageLoader> = {};
  const owner = new Map<string, string>();
  for (const { feature, screens, takesOver = [] } of sets) {
    for (const path of takesOver)
      if (!owner.has(path)) throw new Error(`Screens: ${feature} takes over ${path}, which no earlier feature declares`);
    for (const [path, load] of Object.entries(screens)) {
      const before = owner.get(path);
      if (before !== undefined && !takesOver.includes(path))
        throw new Error(`Screens: ${path} is declared by both ${before} and ${feature}`);
      owner.set(path, feature);
      out[path] = load;
    }
  }
  return out;
}
