import { useDeferredValue } from 'react';

/**
 * A query's data for the part of a screen that is slow to draw. TanStack Query hands new data over through
 * useSyncExternalStore, whose renders React finishes in one go: a listing's detail or a list's first page arriving
 * was one 40–60 ms task on the test box, four times that on a slow phone. The deferred copy draws that part again
 * at transition priority, in slices React yields between. `arriving`: the data is in but not drawn yet, so the
 * screen keeps its loading state meanwhile instead of flashing empty. `matches`: whether a deferred copy is of what
 * the screen asks for now (a detail opened from another whose data is cached: the copy is the one before for a
 * moment); one that is not counts as not drawn yet.
 */
export function useDeferredData<T>(data: T | undefined, matches: (d: T) => boolean = () => true): { data: T | undefined; arriving: boolean } {
  const deferred = useDeferredValue(data);
  const current = deferred !== undefined && matches(deferred) ? deferred : undefined;
  return { data: current, arriving: data !== undefined && current === undefined };
}
