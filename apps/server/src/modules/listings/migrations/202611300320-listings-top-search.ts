/**
 * Listing engine: the words of top-placed live listings, by area and kind (GIN through `btree_gin`, as
 * `listing_live_search`). The tops phase of a keyword list read every top placement of the area and kind and
 * checked its words row by row (heap and TOAST: 677 buffers for 公寓 in Ho Chi Minh City's homes at a million
 * listings); with this index it reads the ~60 top placements holding the words (76 buffers, 0.7 ms). Tops are
 * ~1 % of listings, so the index is small. bench/README.md, "Listings at one million rows".
 */
export const up = `
    create index listing_top_search on listing using gin (site_area_id, kind, search) where top_until is not null and deleted_at is null and status in ('online','on-sale')
`;

export const down = `
    drop index if exists listing_top_search
`;
