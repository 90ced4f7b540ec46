import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam } from '../entities.js';
import { listingKindsApi } from '../listings/api.js';
import { LISTING_KIND_NAMES, type ListingKind } from '../listings/kinds/index.js';
import { genericListQuery } from '../listings/schemas.js';
import { route } from '../route.js';
import { SAVED_SEARCH } from './constants.js';

/**
 * Saved searches with alerts (docs/saved-searches.md): a member saves a listing kind's list filter and keyword; a
 * durable timer sends a digest of new matches. New paths, all under `/saved-search/`. Spread into the one API table.
 */

/** Parameters of a kind's list that are not part of a search: paging, and the area (a search belongs to the area it was saved in). */
const NOT_SEARCH = { cursor: true, limit: true, site_area_id: true } as const;

/**
 * What a saved search of `kind` may hold: exactly that kind's list query (its declared filters, keyword and sort, a
 * hotel's stay and a guide's rating too), without paging; an unknown parameter is a 400, not silently dropped.
 */
export function savedSearchQuery(kind: ListingKind) {
  const list = listingKindsApi[`${kind}List` as 'housingList'].query;
  return list.omit(NOT_SEARCH).strict();
}

const name = z.string().trim().min(1).max(SAVED_SEARCH.nameMax);
const kinds = LISTING_KIND_NAMES.map((kind) => z.object({ kind: z.literal(kind), query: savedSearchQuery(kind), name: name.optional() }));
/** Statically one generic shape (the web sends any kind's list query); at run time each kind's own schema validates. */
const _genericSave = z.object({ kind: z.enum(LISTING_KIND_NAMES as [ListingKind, ...ListingKind[]]), query: genericListQuery.omit(NOT_SEARCH), name: name.optional() });
export const savedSearchSaveBody = z.discriminatedUnion('kind', kinds as unknown as [(typeof kinds)[number], ...(typeof kinds)[number][]]) as unknown as typeof _genericSave;

export const savedSearch = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The member's name for it (a default made from the filters when saved without one). */
  name: z.string(),
  /** The list page's parameters, as the page's address carries them (`deal=rent&rooms=2`). */
  query: z.record(z.string(), z.string()),
  /** The filters in words, in the caller's language ("出租 · 第七郡 · 2 间卧室"). */
  summary: z.string(),
  /** The list page filtered to the search: what "open" and the digest notice open. */
  link: z.string(),
  paused: z.boolean(),
  site_area_id: z.number().int(),
  /** When the last digest was sent (epoch seconds), or null. */
  last_digest_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchUpdateBody = z
  .object({ name: name.optional(), paused: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.paused !== undefined, { message: 'nothing_to_do' });

const ok = z.object({ ok: z.literal(true) });

export const savedSearchesApi = {
  savedSearchSave: route({
    method: 'POST',
    path: '/saved-search/save',
    access: 'user',
    tag: 'saved-search',
    summary: 'Save a listing list search (kind, filters, keyword) for alerts; the same search saved again answers the existing one (`created: false`)',
    body: savedSearchSaveBody,
    data: savedSearch.extend({ created: z.boolean() }),
    errors: [409],
  }),
  savedSearchList: route({
    method: 'GET',
    path: '/saved-search/list',
    access: 'user',
    tag: 'saved-search',
    summary: 'My saved searches, newest first',
    query: z.object({ cursor: cursorParam, limit: z.coerce.number().int().min(1).max(SAVED_SEARCH.pageMax).default(20) }),
    data: page(savedSearch),
  }),
  savedSearchUpdate: route({
    method: 'POST',
    path: '/saved-search/update/:id',
    access: 'user',
    tag: 'saved-search',
    summary: 'Rename a saved search, or pause / resume its alerts',
    params: idParam,
    body: savedSearchUpdateBody,
    data: savedSearch,
  }),
  savedSearchDelete: route({
    method: 'DELETE',
    path: '/saved-search/:id',
    access: 'user',
    tag: 'saved-search',
    summary: 'Delete a saved search (unsubscribe from its alerts)',
    params: idParam,
    data: ok,
  }),
};
