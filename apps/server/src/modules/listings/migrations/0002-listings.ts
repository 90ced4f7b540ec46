/**
 * The listing engine: one table for every kind (kind-specific fields in `attrs`), favourites, browsing
 * history and the search log. Search is a tsvector the server fills from jieba-segmented text.
 * Lists read live rows through partial indexes ordered the way the lists sort (see docs/listings.md).
 */
export const up = `
    create table listing (
      id serial primary key,
      kind text not null,
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id),
      company_id integer references listing(id),
      lang_type text not null default 'zh',
      title text not null,
      description text not null default '',
      price numeric(16,2),
      price_unit text,
      currency char(3) not null,
      category_id integer references category_type(id),
      district_id integer references district(id),
      tags text[] not null default '{}',
      images jsonb not null default '[]',
      address text,
      latitude double precision,
      longitude double precision,
      contact_name text,
      contact_phone text,
      attrs jsonb not null default '{}',
      status text not null check (status in ('online','offline','reviewing','on-sale','sold','off-shelf')),
      review_status text not null check (review_status in ('passed','failed','pending')),
      review_reason text,
      reviewed_at timestamptz,
      reviewed_by integer references app_user(id),
      ever_passed boolean not null default false,
      top_until timestamptz,
      published_at timestamptz not null default now(),
      expires_at timestamptz,
      view_count integer not null default 0,
      collect_count integer not null default 0,
      search tsvector,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      deleted_by integer references app_user(id)
    );
    create index listing_live_newest on listing (site_area_id, kind, published_at desc, id desc) where deleted_at is null and status in ('online','on-sale');
    create index listing_live_category on listing (site_area_id, kind, category_id, published_at desc, id desc) where deleted_at is null and status in ('online','on-sale');
    create index listing_live_price on listing (site_area_id, kind, price, id) where deleted_at is null and status in ('online','on-sale');
    create index listing_live_top on listing (site_area_id, kind, top_until) where top_until is not null and deleted_at is null;
    create index listing_owner on listing (user_id, kind, updated_at desc, id desc);
    create index listing_company on listing (company_id, kind) where company_id is not null;
    create index listing_review_queue on listing (site_area_id, kind, created_at, id) where review_status = 'pending' and deleted_at is null;
    create index listing_search on listing using gin (search);

    create table listing_collect (
      user_id integer not null references app_user(id),
      listing_id integer not null references listing(id),
      created_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    );
    create index listing_collect_user on listing_collect (user_id, created_at desc);

    create table listing_view (
      user_id integer not null references app_user(id),
      listing_id integer not null references listing(id),
      viewed_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    );
    create index listing_view_user on listing_view (user_id, viewed_at desc);

    create table search_log (
      id bigserial primary key,
      site_area_id integer not null,
      keyword text not null,
      kind text,
      user_id integer,
      results integer not null,
      created_at timestamptz not null default now()
    );
    create index search_log_area on search_log (site_area_id, created_at desc)
`;

export const down = `
    drop table if exists search_log;
    drop table if exists listing_view;
    drop table if exists listing_collect;
    drop table if exists listing
`;
