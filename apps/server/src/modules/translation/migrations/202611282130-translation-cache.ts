/**
 * Translation on demand (docs/translation.md): each (text, target language) translated once, and the characters
 * each member sent to the engine per day (the quotas, and the cloud engine's cost for the super admin).
 */
export const up = `
create table translation_cache (
  text_hash text not null,
  target_lang text not null,
  engine text not null,
  source_lang text,
  translated text not null,
  chars integer not null,
  created_at timestamptz not null default now(),
  primary key (text_hash, target_lang)
);
create table translation_usage (
  day date not null,
  user_id integer not null,
  site_area_id integer,
  chars integer not null default 0,
  requests integer not null default 0,
  cache_hits integer not null default 0,
  primary key (day, user_id)
);
create index translation_usage_area_day on translation_usage (site_area_id, day);
create index translation_usage_day on translation_usage (day);
`;
export const down = `
drop table translation_usage;
drop table translation_cache;
`;
