/**
 * Exhibitions (docs/clubs-exhibitions.md):
 * - exhibition: a fair a merchant (one of their companies that passed review) publishes in an area, reviewed by the
 *   area before it is listed (and after every edit); dates are the area's local days, the venue an optional map point.
 * - exhibition_interest: who marked it interesting (one row per member), counted on the page.
 */
export const up = `
    create table exhibition (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id),
      company_id integer not null references listing(id),
      industry text not null,
      title text not null,
      intro text not null,
      starts_on date not null,
      ends_on date not null,
      venue text not null,
      address text not null default '',
      lat double precision,
      lng double precision,
      organiser text not null,
      schedule jsonb not null default '[]',
      photos jsonb not null default '[]',
      status text not null default 'reviewing' check (status in ('reviewing', 'online', 'rejected')),
      review_reason text,
      reviewed_by integer references app_user(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_on >= starts_on)
    );
    create index exhibition_upcoming on exhibition (site_area_id, starts_on, id) where status = 'online';
    create index exhibition_queue on exhibition (site_area_id, status, id);
    create index exhibition_owner on exhibition (user_id, id desc);

    create table exhibition_interest (
      exhibition_id integer not null references exhibition(id),
      user_id integer not null references app_user(id),
      created_at timestamptz not null default now(),
      primary key (exhibition_id, user_id)
    );
`;

export const down = `
    drop table exhibition_interest;
    drop table exhibition;
`;
