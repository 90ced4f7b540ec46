/**
 * Listing engine, third step: an index that answers a filtered list's count (area, kind, category, price
 * range, not expired) from the index alone. The first page of such a list counted 19,876 rows through the
 * heap at a million listings (47 ms); with this index and the count cap it reads a few hundred index
 * entries (bench/README.md, "Listings at one million rows").
 */
export const up = `
    create index listing_live_category_price on listing (site_area_id, kind, category_id, price) include (expires_at) where deleted_at is null and status in ('online','on-sale')
`;

export const down = `
    drop index if exists listing_live_category_price
`;
