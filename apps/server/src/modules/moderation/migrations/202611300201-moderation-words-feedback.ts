/**
 * Moderation (docs/moderation.md). `sensitive_word`: an area's list (site_area_id) or every area's list (null);
 * one word once per list, compared in lower case. `sensitive_word_list`: one version per list (0 = every
 * area), bumped in the transaction that changes the list, so each node's filter knows when to rebuild.
 * `feedback`: what people tell the admins of their area, and the admins' reply.
 */
export const up = `
    create table sensitive_word (
      id serial primary key,
      site_area_id integer references site_area(id) on delete cascade,
      word text not null check (char_length(word) between 1 and 50),
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index sensitive_word_once on sensitive_word (coalesce(site_area_id, 0), lower(word));
    create index sensitive_word_list_order on sensitive_word (site_area_id, id desc);

    create table sensitive_word_list (
      site_area_id integer primary key,
      version integer not null default 0
    );

    create table feedback (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null references site_area(id),
      type text not null check (type in ('suggestion','bug','complaint','other')),
      content text not null check (char_length(content) <= 1000),
      images jsonb not null default '[]',
      contact text not null default '' check (char_length(contact) <= 100),
      status text not null default 'open' check (status in ('open','handled')),
      reply text check (char_length(reply) <= 500),
      handled_by integer references app_user(id) on delete set null,
      handled_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index feedback_queue on feedback (site_area_id, status, id desc);
`;

export const down = `
    drop table feedback, sensitive_word_list, sensitive_word;
`;
