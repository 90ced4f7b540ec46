/**
 * My address book (docs/logistics.md): one row per address, only its owner reads it. At most one default per
 * owner (partial unique index); the map pin is optional but whole (both coordinates or neither).
 */
export const up = `
    create table user_address (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      recipient text not null,
      area_code text not null,
      mobile text not null,
      area text not null,
      street text not null,
      lat double precision,
      lng double precision,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((lat is null) = (lng is null))
    );
    create index user_address_owner on user_address (user_id, id desc);
    create unique index user_address_one_default on user_address (user_id) where is_default;
`;

export const down = `
    drop table user_address;
`;
