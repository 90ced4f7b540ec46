import { z } from 'zod';

/** What `guide/list` takes besides the listing engine's parameters: a rating sort and a lowest rating (docs/guides.md). */
export const GUIDE_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'rating'] as const;
export const GUIDE_LIST_PARAMS = ['rating_min'] as const;
export const guideListExtra = {
  sort: z.enum(GUIDE_SORTS).default('newest'),
  /** Guides whose average rating is at least this (1–5); guides without reviews are left out. */
  rating_min: z.coerce.number().min(1).max(5).optional(),
};
