/**
 * The dashboards' daily rollup (docs/dashboards.md): figures per area, local day, metric and dimension, filled by a
 * durable timer; the members seen per day, kept to count them once; which days are closed. The indexes on other
 * modules' tables serve the rollup's time ranges (created, reviewed, used, paid): without them every run of the
 * timer and every "today" would read whole tables.
 */
export const up = `
  create table dashboard_daily (
    site_area_id integer not null,
    day date not null,
    -- listings (dim: kind), active, messages, orders and revenue (dim: currency), reviews (dim: minutes to decision)
    metric text not null,
    dim text not null default '',
    value bigint not null,
    primary key (site_area_id, day, metric, dim)
  );
  create table dashboard_active (
    site_area_id integer not null,
    day date not null,
    user_id integer not null,
    primary key (site_area_id, day, user_id)
  );
  create table dashboard_day (
    site_area_id integer not null,
    day date not null,
    -- true once the day had ended in the area when it was rolled up: its figures are read from dashboard_daily
    final boolean not null,
    rolled_at timestamptz not null default now(),
    primary key (site_area_id, day)
  );
  create index dashboard_listing_created on listing (created_at);
  create index dashboard_listing_reviewed on listing (reviewed_at) where reviewed_at is not null;
  create index dashboard_chat_message_created on chat_message (created_at);
  create index dashboard_session_used on session (last_used_at);
  create index dashboard_pay_order_paid on pay_order (paid_at) where paid_at is not null;
`;

export const down = `
  drop index if exists dashboard_pay_order_paid;
  drop index if exists dashboard_session_used;
  drop index if exists dashboard_chat_message_created;
  drop index if exists dashboard_listing_reviewed;
  drop index if exists dashboard_listing_created;
  drop table if exists dashboard_day;
  drop table if exists dashboard_active;
  drop table if exists dashboard_daily;
`;
