/**
 * Bans (docs/roles.md, "Bans"): one live ban per user (`lifted_at is null`), permanent when `until` is null; a
 * timed ban is lifted by a durable timer. `user_ban_hidden` records every piece of content the ban took offline with
 * the state it had, so lifting the ban restores exactly that (and nothing the member had taken offline themselves).
 */
export const up = `
    create table user_ban (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer references site_area(id) on delete set null,
      reason text not null,
      until timestamptz,
      banned_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      lifted_at timestamptz,
      lifted_by integer references app_user(id) on delete set null,
      lift_note text
    );
    create unique index user_ban_live on user_ban (user_id) where lifted_at is null;
    create index user_ban_user on user_ban (user_id, id desc);

    create table user_ban_hidden (
      ban_id integer not null references user_ban(id) on delete cascade,
      target_type text not null,
      target_id integer not null,
      previous text not null,
      primary key (ban_id, target_type, target_id)
    );
`;

export const down = `
    drop table user_ban_hidden, user_ban;
`;
