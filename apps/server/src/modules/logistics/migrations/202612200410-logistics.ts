/**
 * Logistics (docs/logistics.md):
 * - logistics_line: a company's line (from → to, mode, prices in the area currency's minor unit), reviewed by the area.
 * - logistics_shipment: a request on a line; the sender's and recipient's addresses copied from the sender's
 *   address book; weight in grams and volume in litres (integers); moved on the request workflow `shipment`.
 * - logistics_log: the company's tracking entries of one shipment, oldest first.
 */
export const up = `
    create table logistics_line (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      company_id integer not null references listing(id),
      user_id integer not null references app_user(id),
      from_place text not null,
      to_place text not null,
      mode text not null check (mode in ('sea', 'air', 'land')),
      price_per_kg bigint not null check (price_per_kg >= 0),
      price_per_cbm bigint not null check (price_per_cbm >= 0),
      min_charge bigint not null check (min_charge >= 0),
      currency text not null,
      days_min integer not null check (days_min > 0),
      days_max integer not null check (days_max >= days_min),
      note text not null default '',
      status text not null default 'reviewing' check (status in ('reviewing', 'online', 'rejected', 'offline')),
      review_reason text,
      reviewed_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index logistics_line_live on logistics_line (site_area_id, id desc) where status = 'online';
    create index logistics_line_queue on logistics_line (site_area_id, status, id);
    create index logistics_line_owner on logistics_line (user_id, id desc);

    create table logistics_shipment (
      id serial primary key,
      line_id integer not null references logistics_line(id),
      site_area_id integer not null references site_area(id),
      sender_id integer not null references app_user(id),
      company_user_id integer not null references app_user(id),
      status text not null default 'requested' check (status in ('requested', 'quoted', 'accepted', 'in_transit', 'delivered', 'declined', 'cancelled')),
      sender_address jsonb not null,
      recipient_address jsonb not null,
      parcels integer not null check (parcels > 0),
      weight_g bigint not null check (weight_g > 0),
      volume_l bigint not null check (volume_l >= 0),
      goods text not null,
      note text not null default '',
      estimate bigint not null,
      quote_amount bigint,
      quote_note text,
      currency text not null,
      reason text,
      order_id bigint references pay_order(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index logistics_shipment_sender on logistics_shipment (sender_id, id desc);
    create index logistics_shipment_company on logistics_shipment (company_user_id, id desc);

    create table logistics_log (
      id serial primary key,
      shipment_id integer not null references logistics_shipment(id),
      place text not null,
      note text not null default '',
      status text not null,
      created_by integer not null references app_user(id),
      created_at timestamptz not null default now()
    );
    create index logistics_log_shipment on logistics_log (shipment_id, id);
`;

export const down = `
    drop table logistics_log;
    drop table logistics_shipment;
    drop table logistics_line;
`;
