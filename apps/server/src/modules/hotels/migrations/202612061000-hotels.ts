/**
 * Hotels (docs/hotels.md). The hotel itself is a `listing` row of kind `hotel`; `hotel` keeps what the comment
 * engine counts on it (reviews, ratings). Nights of a room type have a row only once something is taken or the
 * hotel set that night's own count or price: a year of inventory for 50,000 room types is no table of 18 million rows.
 */
export const up = `
  create table hotel (
    id integer primary key references listing(id) on delete cascade,
    comment_count integer not null default 0 check (comment_count >= 0),
    rating_sum integer not null default 0,
    rating_count integer not null default 0 check (rating_count >= 0),
    created_at timestamptz not null default now()
  );

  create table hotel_tag (
    id serial primary key,
    site_area_id integer not null default 0,
    code text not null,
    names jsonb not null,
    sort integer not null default 0,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (site_area_id, code)
  );

  create table hotel_room (
    id serial primary key,
    hotel_id integer not null references listing(id) on delete cascade,
    user_id integer not null references app_user(id) on delete cascade,
    name text not null,
    description text not null default '',
    price bigint not null check (price > 0),
    weekend_price bigint check (weekend_price > 0),
    inventory integer not null check (inventory >= 0),
    max_guests integer not null check (max_guests > 0),
    area_sqm integer,
    bed text,
    photos jsonb not null default '[]',
    facilities text[] not null default '{}',
    status text not null default 'online' check (status in ('online', 'offline')),
    sort integer not null default 0,
    deleted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index hotel_room_hotel on hotel_room (hotel_id, sort, id) where deleted_at is null;

  -- taken: rooms held by unpaid orders and booked by paid ones; inventory/price: the hotel's own for that night.
  create table hotel_night (
    room_id integer not null references hotel_room(id) on delete cascade,
    night date not null,
    taken integer not null default 0 check (taken >= 0),
    inventory integer check (inventory >= 0),
    price bigint check (price > 0),
    primary key (room_id, night)
  );

  create table hotel_order (
    id serial primary key,
    pay_order_id bigint not null unique references pay_order(id),
    hotel_id integer not null references listing(id),
    room_id integer not null references hotel_room(id),
    user_id integer not null references app_user(id),
    owner_id integer not null references app_user(id),
    site_area_id integer not null,
    status text not null default 'awaiting_payment',
    check_in text not null check (check_in ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    check_out text not null check (check_out ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and check_out > check_in),
    rooms integer not null check (rooms > 0),
    guests integer not null check (guests > 0),
    contact_name text not null,
    contact_phone text not null,
    remark text not null default '',
    amount bigint not null,
    currency text not null,
    refund_amount bigint not null default 0,
    free_cancel_days integer not null,
    cancel_fee_percent integer not null,
    auto_confirm_hours integer not null,
    -- whether its nights are still taken (freed once on expiry, cancel or rejection)
    holding boolean not null default true,
    confirm_by timestamptz,
    reason text,
    review_id integer,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index hotel_order_guest on hotel_order (user_id, id desc);
  create index hotel_order_owner on hotel_order (owner_id, id desc);
  create index hotel_order_hotel on hotel_order (hotel_id, id desc);
  create index hotel_order_room_open on hotel_order (room_id) where status in ('awaiting_payment', 'paid', 'confirmed', 'checked_in');

  create table hotel_comment (
    id serial primary key,
    hotel_id integer not null references hotel(id) on delete cascade,
    user_id integer not null references app_user(id) on delete cascade,
    parent_id integer references hotel_comment(id) on delete cascade,
    reply_to_user_id integer references app_user(id) on delete set null,
    content text not null,
    rating smallint check (rating between 1 and 5),
    like_count integer not null default 0 check (like_count >= 0),
    reply_count integer not null default 0 check (reply_count >= 0),
    created_at timestamptz not null default now(),
    hidden_at timestamptz,
    hidden_reason text,
    hidden_by integer references app_user(id) on delete set null,
    deleted_at timestamptz
  );
  create index hotel_comment_top on hotel_comment (hotel_id, id desc) where parent_id is null and deleted_at is null;
  create index hotel_comment_replies on hotel_comment (parent_id, id) where deleted_at is null;
  create table hotel_comment_like (
    comment_id integer not null references hotel_comment(id) on delete cascade,
    user_id integer not null references app_user(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (comment_id, user_id)
  );
`;

export const down = `
  drop table if exists hotel_comment_like;
  drop table if exists hotel_comment;
  drop table if exists hotel_order;
  drop table if exists hotel_night;
  drop table if exists hotel_room;
  drop table if exists hotel_tag;
  drop table if exists hotel;
`;
