/**
 * City walks and travel (docs/travel.md): categories, walks (official routes and members' walks and notes, stops in
 * order as JSON), likes of walks, and the comment engine's two tables (modules/comments, docs/comments.md).
 */
export const up = `
create table travel_category (
  id serial primary key,
  site_area_id integer not null default 0,
  key text not null,
  names jsonb not null,
  icon text not null default '',
  sort integer not null default 100,
  unique (site_area_id, key)
);

create table travel_walk (
  id serial primary key,
  site_area_id integer not null references site_area(id) on delete cascade,
  -- The author of a member's walk; the admin who last wrote an official route.
  user_id integer not null references app_user(id) on delete cascade,
  official boolean not null default false,
  kind text not null default 'walk' check (kind in ('walk', 'note')),
  category_id integer references travel_category(id) on delete set null,
  lang text not null default 'zh',
  title text not null,
  content text not null default '',
  -- Official routes (and the demo): {"en": {"title", "content", "stops": [names]}, "vi": {...}}.
  translations jsonb not null default '{}',
  images jsonb not null default '[]',
  -- [{"name", "lat", "lng", "note"}] in walking order.
  stops jsonb not null default '[]',
  distance_m integer not null default 0 check (distance_m >= 0),
  duration_min integer not null default 0 check (duration_min >= 0),
  status text not null default 'online' check (status in ('reviewing', 'online', 'failed')),
  review_reason text,
  sort integer not null default 100,
  like_count integer not null default 0 check (like_count >= 0),
  comment_count integer not null default 0 check (comment_count >= 0),
  view_count integer not null default 0 check (view_count >= 0),
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index travel_walk_official on travel_walk (site_area_id, sort, id) where official and deleted_at is null;
create index travel_walk_members on travel_walk (site_area_id, id desc) where not official and status = 'online' and deleted_at is null;
create index travel_walk_popular on travel_walk (site_area_id, like_count desc, id desc) where not official and status = 'online' and deleted_at is null;
create index travel_walk_mine on travel_walk (user_id, id desc) where deleted_at is null;
create index travel_walk_review on travel_walk (site_area_id, status, id) where not official and deleted_at is null;
create index travel_walk_search on travel_walk using gin (search);

create table travel_walk_like (
  walk_id integer not null references travel_walk(id) on delete cascade,
  user_id integer not null references app_user(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (walk_id, user_id)
);

create table travel_comment (
  id serial primary key,
  walk_id integer not null references travel_walk(id) on delete cascade,
  user_id integer not null references app_user(id) on delete cascade,
  parent_id integer references travel_comment(id) on delete cascade,
  reply_to_user_id integer references app_user(id) on delete set null,
  content text not null,
  like_count integer not null default 0 check (like_count >= 0),
  reply_count integer not null default 0 check (reply_count >= 0),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  hidden_by integer references app_user(id) on delete set null,
  deleted_at timestamptz
);
create index travel_comment_top on travel_comment (walk_id, id desc) where parent_id is null and deleted_at is null;
create index travel_comment_replies on travel_comment (parent_id, id) where deleted_at is null;
create table travel_comment_like (
  comment_id integer not null references travel_comment(id) on delete cascade,
  user_id integer not null references app_user(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);
`;
export const down = `
drop table if exists travel_comment_like;
drop table if exists travel_comment;
drop table if exists travel_walk_like;
drop table if exists travel_walk;
drop table if exists travel_category;
`;
