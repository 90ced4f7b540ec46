/**
 * Listing engine, second step: who searched (so hot keywords count distinct people, anonymous ones by
 * address), and an index for the `popular` sort of the public lists.
 */
export const up = `
    alter table search_log add column searcher text;
    create index search_log_hot on search_log (site_area_id, created_at desc) where results > 0;
    create index listing_live_popular on listing (site_area_id, kind, view_count desc, id desc) where deleted_at is null and status in ('online','on-sale')
`;

export const down = `
    drop index if exists listing_live_popular;
    drop index if exists search_log_hot;
    alter table search_log drop column if exists searcher
`;
