/**
 * VIP membership and merchant opening (docs/vip.md). `vip_member`: one row per user, the end of their VIP
 * (extended by each purchase, shortened by refunds) and the last tier's benefits. `vip_top_spend`: free top
 * days used per user and calendar month (UTC). `merchant_opening`: a company or shop registration in an area
 * that charges for opening, waiting for its fee (`awaiting_fee`) until the `open` order is paid.
 */
export const up = `
    create table vip_member (
      user_id integer primary key references app_user(id) on delete cascade,
      vip_until timestamptz not null,
      tier text not null,
      live_limit integer not null,
      free_top_days integer not null,
      updated_at timestamptz not null default now()
    );
    create index vip_member_until on vip_member (vip_until);

    create table vip_top_spend (
      user_id integer not null references app_user(id) on delete cascade,
      month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
      days_used integer not null check (days_used >= 0),
      primary key (user_id, month)
    );

    create table merchant_opening (
      listing_id integer primary key references listing(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null,
      target text not null check (target in ('company','shop')),
      state text not null check (state in ('awaiting_fee','paid','refunded')),
      order_id bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index merchant_opening_user on merchant_opening (user_id);
`;

export const down = `
    drop table merchant_opening;
    drop table vip_top_spend;
    drop table vip_member;
`;
