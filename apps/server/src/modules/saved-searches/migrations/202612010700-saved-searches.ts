/**
 * Saved searches (docs/saved-searches.md): a member's list search of one listing kind in one area, and the listings
 * each member was already sent in a digest (never sent twice, across searches and restarts).
 */
export const up = `
create table saved_search (
  id serial primary key,
  user_id integer not null references app_user(id) on delete cascade,
  site_area_id integer not null,
  kind text not null,
  name text not null,
  -- The kind's list query as validated (its schema's output, without paging): what the list shows.
  query jsonb not null,
  -- The query's filters in one canonical text (sorted keys, no sort): the same search saved twice is one row.
  filter_key text not null,
  paused boolean not null default false,
  created_at timestamptz not null default now(),
  -- The last time the alert timer looked for new matches (new: published after this, less an overlap).
  checked_at timestamptz not null default now(),
  last_digest_at timestamptz,
  unique (user_id, site_area_id, kind, filter_key)
);
create index saved_search_user on saved_search (user_id, id desc);
create index saved_search_due on saved_search (checked_at, id) where not paused;

create table saved_search_sent (
  user_id integer not null references app_user(id) on delete cascade,
  listing_id integer not null,
  search_id integer references saved_search(id) on delete set null,
  sent_at timestamptz not null default now(),
  primary key (user_id, listing_id)
);
`;
export const down = `
drop table if exists saved_search_sent;
drop table if exists saved_search;
`;
