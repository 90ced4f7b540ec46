/**
 * Saved searches with alerts (docs/saved-searches.md), the zod-free part: limits shared by the server, the schemas
 * in `schemas.ts` and the web app.
 */
export const SAVED_SEARCH = {
  /** Saved searches one member may keep (all areas and kinds together); one more is a 409. */
  perMember: 20,
  nameMax: 40,
  pageMax: 50,
  /** New matches one digest carries at most; more wait for the next day's digest. */
  digestMax: 50,
  /** Titles a digest notice names. */
  digestTitles: 3,
  /** The alert timer looks for new matches this often (a durable timer, docs/timers.md). */
  sweepMinutes: 60,
  /** At most one digest per search in this many hours. */
  digestEveryHours: 24,
} as const;

/** The notice kind of a digest (the notice centre's `kind`). */
export const SAVED_SEARCH_NOTICE_KIND = 'saved_search';

/** The screen where a member manages their saved searches (Me → Saved searches). */
export const SAVED_SEARCHES_PATH = '/pagesA/my/saved-search';
