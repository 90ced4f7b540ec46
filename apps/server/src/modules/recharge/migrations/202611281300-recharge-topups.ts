/**
 * One row per phone top-up order (docs/recharge.md), written with the payment engine's order (its `hold`):
 * the number, operator and face value, and the airtime side's progress. `status`: waiting (for payment),
 * sending (paid, the send job is due), pending (the provider is still processing), done, failed (refunded).
 */
export const up = `
    create table recharge_topup (
      order_id bigint primary key references pay_order(id),
      user_id integer not null references app_user(id),
      phone_e164 text not null,
      country text not null,
      operator_id text not null,
      face_value integer not null check (face_value > 0),
      face_currency text not null,
      status text not null default 'waiting' check (status in ('waiting', 'sending', 'pending', 'done', 'failed')),
      provider text,
      provider_ref text,
      failure_reason text,
      checks integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      done_at timestamptz
    );
    create index recharge_topup_user on recharge_topup (user_id, order_id desc);
`;

export const down = `
    drop table recharge_topup;
`;
