/**
 * Car appointments (viewings and rental periods the car's publisher confirms) and company follows.
 * A rental stores its days as midnight UTC of the pick-up and return days; `ends_at` is null for a viewing.
 * The quote (daily rate × days) is kept as it was when booked.
 */
export const up = `
    create table car_appointment (
      id serial primary key,
      car_id integer not null references listing(id),
      user_id integer not null references app_user(id),
      owner_id integer not null references app_user(id),
      kind text not null check (kind in ('viewing','rental')),
      starts_at timestamptz not null,
      ends_at timestamptz,
      phone text not null,
      note text not null default '',
      status text not null default 'pending' check (status in ('pending','confirmed','declined','cancelled')),
      reason text,
      daily_rate numeric(16,2),
      days integer,
      quote_total numeric(16,2),
      currency char(3) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind = 'viewing' or (ends_at is not null and ends_at > starts_at))
    );
    create index car_appointment_user on car_appointment (user_id, id desc);
    create index car_appointment_owner on car_appointment (owner_id, id desc);
    create index car_appointment_confirmed on car_appointment (car_id, starts_at) where status = 'confirmed';

    create table company_follow (
      user_id integer not null references app_user(id),
      company_id integer not null references listing(id),
      created_at timestamptz not null default now(),
      primary key (user_id, company_id)
    );
    create index company_follow_company on company_follow (company_id, created_at desc)
`;

export const down = `
    drop table if exists company_follow;
    drop table if exists car_appointment
`;
