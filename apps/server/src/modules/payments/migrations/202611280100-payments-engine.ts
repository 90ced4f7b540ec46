/**
 * The payment engine (docs/payments.md). Money columns are bigint counts of the currency's minor unit.
 * - price_item: what an area sells, per kind and package code, in the area's currency (admins set them).
 * - pay_order: one order of any kind; `subject` is the kind's own description of what is bought (jsonb),
 *   `state` moves only through the engine's workflow; `attempt` counts payment starts (providers' idempotency).
 * - pay_order_move: every state move of an order (its audit trail and the receipt's timeline).
 * - pay_event: every provider callback once, unique per provider and event id: the exactly-once gate.
 * - pay_refund: a refund asked for; sent to the provider by a durable job, idempotent by its id.
 * - ledger_entry: every money movement at a provider (payment in, refund out), for reconciliation.
 */
export const up = `
    create table price_item (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      kind text not null,
      code text not null,
      names jsonb not null,
      amount bigint not null check (amount > 0),
      currency char(3) not null,
      spec jsonb not null default '{}',
      sort integer not null default 100,
      enabled boolean not null default true,
      updated_by integer references app_user(id),
      updated_at timestamptz not null default now(),
      unique (site_area_id, kind, code)
    );

    create table pay_order (
      id bigserial primary key,
      order_no text not null unique,
      user_id integer not null references app_user(id),
      site_area_id integer not null references site_area(id),
      kind text not null,
      subject jsonb not null default '{}',
      title jsonb not null,
      amount bigint not null check (amount > 0),
      currency char(3) not null,
      state text not null default 'created',
      provider text,
      provider_ref text,
      payment_ref text,
      attempt integer not null default 0,
      started_at timestamptz,
      paid_amount bigint not null default 0,
      refunded_amount bigint not null default 0,
      failure text,
      expires_at timestamptz not null,
      paid_at timestamptz,
      fulfilled_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (refunded_amount >= 0 and refunded_amount <= paid_amount)
    );
    create index pay_order_user on pay_order (user_id, id desc);
    create index pay_order_area on pay_order (site_area_id, id desc);
    create index pay_order_kind_subject on pay_order (kind, (subject->>'key')) where state in ('created', 'awaiting_payment', 'paid', 'fulfilled', 'partly_refunded');

    create table pay_order_move (
      id bigserial primary key,
      order_id bigint not null references pay_order(id),
      from_state text not null,
      to_state text not null,
      actor_role text not null,
      actor_user_id integer references app_user(id),
      reason text,
      created_at timestamptz not null default now()
    );
    create index pay_order_move_order on pay_order_move (order_id, id);

    create table pay_event (
      id bigserial primary key,
      provider text not null,
      event_id text not null,
      order_id bigint references pay_order(id),
      outcome text not null,
      result text not null,
      amount bigint not null,
      currency char(3) not null,
      payload jsonb not null,
      received_at timestamptz not null default now(),
      unique (provider, event_id)
    );

    create table pay_refund (
      id bigserial primary key,
      order_id bigint not null references pay_order(id),
      payment_ref text not null,
      amount bigint not null check (amount > 0),
      reason text not null,
      state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
      provider_ref text,
      failure text,
      requested_by integer references app_user(id),
      created_at timestamptz not null default now(),
      done_at timestamptz
    );
    create index pay_refund_order on pay_refund (order_id);

    create table ledger_entry (
      id bigserial primary key,
      site_area_id integer not null references site_area(id),
      order_id bigint not null references pay_order(id),
      provider text not null,
      type text not null check (type in ('payment', 'refund')),
      amount bigint not null,
      currency char(3) not null,
      provider_ref text not null,
      created_at timestamptz not null default now()
    );
    create index ledger_entry_area_day on ledger_entry (site_area_id, created_at);
`;

export const down = `
    drop table ledger_entry;
    drop table pay_refund;
    drop table pay_event;
    drop table pay_order_move;
    drop table pay_order;
    drop table price_item;
`;
