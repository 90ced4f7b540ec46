/**
 * Ad slots (docs/ads.md). `ad` is the creative and its review, one per order of kind `ad`. `ad_slot` holds a
 * day of a position of an area for an order: a row exists only while the order holds the day (unpaid,
 * pending review, approved), so the primary key is the "two buyers never hold one slot and day" rule.
 */
export const up = `
    create table ad (
      id serial primary key,
      order_id bigint not null unique references pay_order(id),
      user_id integer not null references app_user(id),
      site_area_id integer not null,
      position text not null,
      dates jsonb not null,
      image text not null,
      title text not null,
      body text not null default '',
      listing_id integer,
      contact text not null default '',
      state text not null default 'unpaid' check (state in ('unpaid','pending_review','approved','rejected','closed','refunded')),
      reject_reason text,
      reviewed_by integer references app_user(id),
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index ad_review_queue on ad (site_area_id, state, id);
    create index ad_mine on ad (user_id, id);

    create table ad_slot (
      site_area_id integer not null,
      position text not null,
      day date not null,
      order_id bigint not null references pay_order(id),
      ad_id integer not null references ad(id),
      primary key (site_area_id, position, day)
    );
    create index ad_slot_order on ad_slot (order_id);
`;

export const down = `
    drop table ad_slot;
    drop table ad;
`;
