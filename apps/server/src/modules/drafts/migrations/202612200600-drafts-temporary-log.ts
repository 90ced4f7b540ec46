/**
 * Server drafts of publish forms (spec `temporaryLog/save`, `temporaryLog/list`; docs/smaller-screens.md): one row per
 * member and form key, replaced on every save; `expires_at` is 30 days after the last save, when a durable timer
 * removes it (reads skip an expired row meanwhile).
 */
export const up = `
    create table temporary_log (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      form_key text not null,
      title text not null default '',
      content jsonb not null,
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null,
      unique (user_id, form_key)
    );
    create index temporary_log_user_updated on temporary_log (user_id, updated_at desc, id desc);
`;
export const down = `drop table temporary_log;`;
