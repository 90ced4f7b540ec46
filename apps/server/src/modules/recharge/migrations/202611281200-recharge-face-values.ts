/**
 * Phone top-up face values (docs/recharge.md): what each operator's prepaid numbers can be topped up with, in
 * the operator's currency's minor unit. Reference data seeded from seed/face-values.ts; a row can be switched
 * off or added by an admin later without a release.
 */
export const up = `
    create table recharge_face_value (
      id serial primary key,
      operator_id text not null,
      amount_minor integer not null check (amount_minor > 0),
      currency text not null,
      enabled boolean not null default true,
      sort integer not null default 100,
      created_at timestamptz not null default now(),
      unique (operator_id, amount_minor)
    );
    create index recharge_face_value_operator on recharge_face_value (operator_id, sort, amount_minor) where enabled;
`;

export const down = `
    drop table recharge_face_value;
`;
