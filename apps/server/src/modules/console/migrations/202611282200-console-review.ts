/**
 * The console's review queues (docs/console.md). `review_claim`: who works on a waiting item, until when (one row per
 * item of a queue; a lapsed row counts as free and is taken over by the next claim). `review_reason`: each area's
 * reject reasons in zh / en / vi, optionally for one queue only.
 */
export const up = `
    create table review_claim (
      queue text not null,
      item_id integer not null,
      admin_id integer not null references app_user(id) on delete cascade,
      expires_at timestamptz not null,
      primary key (queue, item_id)
    );
    create index review_claim_admin on review_claim (admin_id);

    create table review_reason (
      id serial primary key,
      site_area_id integer not null references site_area(id) on delete cascade,
      queue text,
      texts jsonb not null,
      sort integer not null default 100,
      created_at timestamptz not null default now()
    );
    create index review_reason_area on review_reason (site_area_id, sort, id);
`;
export const down = `
    drop table review_reason;
    drop table review_claim;
`;
