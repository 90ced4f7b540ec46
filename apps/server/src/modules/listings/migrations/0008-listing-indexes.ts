/**
 * Listing engine, third step: indexes for the first page of a public list at a million listings
 * (bench/README.md, "Listings at one million rows").
 * - Filtered counts (area, kind, category, price range, not expired) from the index alone: the count read
 *   19,876 rows through the heap (47 ms); with this index and the count cap, a few hundred index entries.
 * - Keyword search within an area and kind: one GIN index over (area, kind, words) of live listings
 *   (btree_gin lets a GIN index hold the plain columns), instead of intersecting the all-areas word index
 *   with an area index (index part 17 → 4 ms, the capped count 24 → 7 ms). The extension goes into `public`,
 *   not the first schema on the search path: a database shared by several schemas (the tests give each file
 *   its own) must not lose it, and every index built on it, when that one schema is dropped.
 */
export const up = `
    create extension if not exists btree_gin schema public;
    create index listing_live_category_price on listing (site_area_id, kind, category_id, price) include (expires_at) where deleted_at is null and status in ('online','on-sale');
    create index listing_live_search on listing using gin (site_area_id, kind, search) where deleted_at is null and status in ('online','on-sale')
`;

export const down = `
    drop index if exists listing_live_search;
    drop index if exists listing_live_category_price
`;
