/**
 * Electronic business cards (docs/cards.md):
 * - card: a member's card (at most five each), public by its code; `version` grows with every save (the PNG's key);
 *   deleting sets deleted_at (the code, PNG and vCard stop answering).
 * - card_collect: a member saved someone's card ("my saved cards"), once each; `id` orders the list.
 */
export const up = `
    create table card (
      id serial primary key,
      user_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      code text not null unique check (code ~ '^[2-9a-hjkmnp-z]{8}$'),
      name text not null,
      title text not null default '',
      company text not null default '',
      phone text not null default '',
      wechat text not null default '',
      email text not null default '',
      address text not null default '',
      avatar text,
      logo text,
      intro text not null default '',
      theme text not null default 'classic' check (theme in ('classic', 'ink', 'jade', 'crimson')),
      version integer not null default 1,
      collect_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index card_user_idx on card (user_id, id desc) where deleted_at is null;

    create table card_collect (
      id serial primary key,
      user_id integer not null references app_user(id),
      card_id integer not null references card(id),
      created_at timestamptz not null default now(),
      unique (user_id, card_id)
    );
    create index card_collect_user_idx on card_collect (user_id, id desc);
`;

export const down = `
    drop table card_collect;
    drop table card;
`;
