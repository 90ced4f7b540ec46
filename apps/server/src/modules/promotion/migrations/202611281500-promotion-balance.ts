/**
 * View/message counts (docs/promotion.md): one balance row per user, never below zero, and every change of
 * it (bought with an order, spent on an unlock, taken back by a refund) with the balance after it.
 * Top placement needs no table: it is `listing.top_until`.
 */
export const up = `
    create table unlock_balance (
      user_id integer primary key references app_user(id),
      views integer not null default 0 check (views >= 0),
      messages integer not null default 0 check (messages >= 0),
      updated_at timestamptz not null default now()
    );

    create table unlock_balance_change (
      id bigserial primary key,
      user_id integer not null references app_user(id),
      field text not null check (field in ('views','messages')),
      delta integer not null check (delta <> 0),
      reason text not null check (reason in ('bought','spent','refunded')),
      balance integer not null check (balance >= 0),
      order_id bigint references pay_order(id),
      ref_type text,
      ref_id integer,
      created_at timestamptz not null default now()
    );
    create index unlock_balance_change_user on unlock_balance_change (user_id, id desc);
    create index unlock_balance_change_order on unlock_balance_change (order_id) where order_id is not null;
`;

export const down = `
    drop table if exists unlock_balance_change;
    drop table if exists unlock_balance;
`;
