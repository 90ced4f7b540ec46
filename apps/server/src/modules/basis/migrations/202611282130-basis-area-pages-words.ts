/**
 * Single pages and UI word overrides per site area (the console, issue 29): an area admin writes its area's
 * copy of a page or word; site area 0 stays the copy every area shows unless it has its own. Existing rows
 * become the all-areas ones.
 */
export const up = `
    alter table single_page add column site_area_id integer not null default 0;
    alter table single_page drop constraint single_page_key_key;
    create unique index single_page_area_key on single_page (site_area_id, key);
    alter table lang_word add column site_area_id integer not null default 0;
    alter table lang_word drop constraint lang_word_pkey;
    alter table lang_word add primary key (site_area_id, lang_type, key)
`;

export const down = `
    delete from lang_word where site_area_id <> 0;
    alter table lang_word drop constraint lang_word_pkey;
    alter table lang_word add primary key (lang_type, key);
    alter table lang_word drop column site_area_id;
    delete from single_page where site_area_id <> 0;
    drop index single_page_area_key;
    alter table single_page add constraint single_page_key_key unique (key);
    alter table single_page drop column site_area_id
`;
