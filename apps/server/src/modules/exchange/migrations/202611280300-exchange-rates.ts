/**
 * Exchange rates (docs/exchange.md). `exchange_rate`: one row per currency, units per 1 USD as an exact
 * decimal, written by the feed (or the seed's snapshot). `exchange_rate_override`: an area admin's rate for a
 * currency in that area, which wins over the feed's there.
 */
export const up = `
    create table exchange_rate (
      currency text primary key check (currency ~ '^[A-Z]{3}$'),
      per_usd numeric not null check (per_usd > 0),
      source text not null check (source in ('feed','seed')),
      updated_at timestamptz not null default now()
    );

    create table exchange_rate_override (
      site_area_id integer not null references site_area(id) on delete cascade,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      per_usd numeric not null check (per_usd > 0),
      set_by integer not null references app_user(id),
      updated_at timestamptz not null default now(),
      primary key (site_area_id, currency)
    );
`;

export const down = `
    drop table exchange_rate_override, exchange_rate;
`;
