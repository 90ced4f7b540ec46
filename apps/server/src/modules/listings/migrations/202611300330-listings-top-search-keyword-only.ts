/**
 * `listing_top_search` again, only for lists with a keyword. Made over (area, kind, words), the planner also
 * took it for the tops phase of lists without one (by area and kind): it read every top placement of the area
 * and kind (556 rows, 551 buffers in Ho Chi Minh City's homes at a million listings) and sorted them, instead
 * of walking `listing_top` newest first and stopping after a page (~140 buffers). `search is not null` in the
 * predicate keeps it out of those plans: a list without a keyword states nothing that implies it, and a
 * keyword's `search @@ …` does (the operator is strict).
 */
export const up = `
    drop index if exists listing_top_search;
    create index listing_top_search on listing using gin (site_area_id, kind, search) where top_until is not null and deleted_at is null and status in ('online','on-sale') and search is not null
`;

export const down = `
    drop index if exists listing_top_search;
    create index listing_top_search on listing using gin (site_area_id, kind, search) where top_until is not null and deleted_at is null and status in ('online','on-sale')
`;
