/** News articles (docs/articles.md), the zod-free part: limits, states and what `article/number/save` counts. */
export const ARTICLE_STATUSES = ['published', 'draft'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** browse: one view (at most once per reader per hour); forward: one share; like: my like, toggled or set with `on`. */
export const ARTICLE_NUMBER_TYPES = ['browse', 'forward', 'like'] as const;
export type ArticleNumberType = (typeof ARTICLE_NUMBER_TYPES)[number];
export const ARTICLE_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  /** Sanitised HTML, stored. */
  contentMax: 100_000,
  commentMax: 500,
  categoryNameMax: 20,
  /** Replies shown under each top-level comment before "more replies". */
  repliesShown: 3,
  related: 5,
  appointed: 10,
} as const;
export const ARTICLE_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
/** A reader's view counts again after this long. */
export const ARTICLE_BROWSE_WINDOW_SECONDS = 3600;
