/**
 * Customer service and FAQ (docs/customer.md). Categories and entries with `site_area_id` 0 apply to every
 * area; an area's category with the same key replaces the global one there, and an area entry with
 * `replaces_id` replaces that global entry there. Entries are per language; `search` holds the listing
 * engine's lexemes of title and answer. One vote per user and entry.
 */
export const up = `
    create table faq_category (
      id serial primary key,
      site_area_id integer not null default 0,
      key text not null,
      names jsonb not null,
      icon text not null default '',
      sort integer not null default 100,
      unique (site_area_id, key)
    );

    create table faq_entry (
      id serial primary key,
      site_area_id integer not null default 0,
      lang text not null check (lang in ('zh','en','vi')),
      category_id integer not null references faq_category(id),
      replaces_id integer references faq_entry(id) on delete set null,
      title text not null,
      answer text not null,
      sort integer not null default 100,
      search tsvector not null,
      helpful_count integer not null default 0,
      unhelpful_count integer not null default 0,
      updated_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (replaces_id is null or site_area_id <> 0)
    );
    create index faq_entry_list on faq_entry (lang, site_area_id, category_id, sort, id);
    create unique index faq_entry_override on faq_entry (site_area_id, replaces_id) where replaces_id is not null;
    create index faq_entry_search on faq_entry using gin (search);

    create table faq_vote (
      entry_id integer not null references faq_entry(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      helpful boolean not null,
      created_at timestamptz not null default now(),
      primary key (entry_id, user_id)
    );
`;

export const down = `
    drop table faq_vote, faq_entry, faq_category;
`;
