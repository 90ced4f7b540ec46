/** Kernel tables: regions, accounts and sessions, SMS, basis content, dictionaries, media. */
export const up = `
    create table site_area (
      id serial primary key,
      code text not null unique,
      names jsonb not null,
      country_code char(2) not null,
      country_names jsonb not null,
      currency char(3) not null,
      currency_symbol text not null,
      price_units jsonb not null,
      time_zone text not null,
      latitude double precision not null,
      longitude double precision not null,
      default_lang text not null default 'zh',
      is_default boolean not null default false,
      sort integer not null default 0,
      enabled boolean not null default true,
      watermark jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index site_area_one_default on site_area (is_default) where is_default;

    create table app_user (
      id serial primary key,
      username text unique,
      area_code text,
      mobile text,
      email text,
      password_hash text,
      nickname text not null,
      avatar text,
      gender smallint not null default 0,
      birthday text,
      bio text not null default '',
      role text not null default 'member' check (role in ('member','publisher','admin','super_admin')),
      site_area_id integer references site_area(id),
      lang text not null default 'zh',
      openid text unique,
      ws_token_version integer not null default 1,
      status text not null default 'active' check (status in ('active','closed')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz
    );
    create unique index app_user_mobile on app_user (area_code, mobile) where status = 'active';

    create table admin_site_area (
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null references site_area(id) on delete cascade,
      primary key (user_id, site_area_id)
    );

    create table session (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      token_hash text not null unique,
      refresh_hash text not null unique,
      expires_at timestamptz not null,
      refresh_expires_at timestamptz not null,
      terminal integer not null default 3,
      device text,
      ip text,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz
    );
    create index session_by_user on session (user_id) where revoked_at is null;

    create table sms_code (
      id serial primary key,
      area_code text not null,
      mobile text not null,
      purpose text not null,
      code_hash text not null,
      ip text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index sms_code_phone on sms_code (area_code, mobile, created_at desc);
    create index sms_code_ip on sms_code (ip, created_at desc);

    create table sms_outbox (
      id serial primary key,
      area_code text not null,
      mobile text not null,
      purpose text not null,
      code text not null,
      body text not null,
      provider text not null,
      created_at timestamptz not null default now()
    );
    create index sms_outbox_phone on sms_outbox (area_code, mobile, id desc);

    create table user_verify (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      real_name text not null,
      id_type text not null,
      id_number text not null,
      photos jsonb not null,
      status text not null default 'pending' check (status in ('pending','passed','failed')),
      reason text,
      reviewer_id integer references app_user(id),
      created_at timestamptz not null default now(),
      reviewed_at timestamptz
    );
    create index user_verify_user on user_verify (user_id, id desc);

    create table area_code (
      country_code char(2) primary key,
      code text not null,
      names jsonb not null,
      flag text not null,
      sort integer not null default 0
    );

    -- site_area_id 0 means "every area"; an area's own row overrides it.
    create table setting (
      site_area_id integer not null default 0,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (site_area_id, key)
    );

    create table prompt_message (
      site_area_id integer not null default 0,
      key text not null,
      texts jsonb not null,
      primary key (site_area_id, key)
    );

    create table carousel (
      id serial primary key,
      site_area_id integer not null default 0,
      position text not null default 'home',
      titles jsonb not null,
      contents jsonb not null default '{"zh":""}',
      image text not null,
      link text,
      sort integer not null default 0,
      enabled boolean not null default true,
      starts_at timestamptz,
      ends_at timestamptz
    );
    create index carousel_area on carousel (site_area_id, position, sort);

    create table function_entry (
      id serial primary key,
      site_area_id integer not null default 0,
      position text not null default 'home',
      names jsonb not null,
      icon text not null,
      path text not null,
      sort integer not null default 0,
      enabled boolean not null default true
    );
    create index function_entry_area on function_entry (site_area_id, position, sort);

    create table language (
      code text primary key,
      name text not null,
      native_name text not null,
      sort integer not null default 0,
      enabled boolean not null default true
    );

    create table lang_word (
      lang_type text not null,
      key text not null,
      value text not null,
      updated_at timestamptz not null default now(),
      primary key (lang_type, key)
    );

    create table category_type (
      id serial primary key,
      site_area_id integer not null default 0,
      group_key text not null,
      parent_id integer references category_type(id),
      names jsonb not null,
      icon text,
      sort integer not null default 0
    );
    create index category_type_group on category_type (group_key, sort);

    create table district (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      parent_id integer references district(id),
      names jsonb not null,
      sort integer not null default 0
    );
    create index district_area on district (site_area_id, sort);

    create table city (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      names jsonb not null,
      country_code char(2) not null,
      is_hot boolean not null default false,
      sort integer not null default 0
    );

    create table hot_keyword (
      id serial primary key,
      site_area_id integer not null default 0,
      lang_type text,
      keyword text not null,
      hot integer not null default 0,
      sort integer not null default 0
    );
    create index hot_keyword_area on hot_keyword (site_area_id, hot desc);

    create table wechat_group (
      id serial primary key,
      site_area_id integer not null,
      names jsonb not null,
      descriptions jsonb not null,
      qr_image text not null,
      owner_wechat text,
      sort integer not null default 0,
      enabled boolean not null default true
    );

    create table single_page (
      id serial primary key,
      key text not null unique,
      titles jsonb not null,
      contents jsonb not null,
      updated_at timestamptz not null default now()
    );

    create table media (
      hash text primary key,
      mime text not null,
      width integer not null,
      height integer not null,
      size integer not null,
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
`;

export const down = `
    drop table media, single_page, wechat_group, hot_keyword, city, district, category_type, lang_word, language,
      function_entry, carousel, prompt_message, setting, area_code, user_verify, sms_outbox, sms_code, session,
      admin_site_area, app_user, site_area;
`;
