/**
 * Guides and translators (docs/guides.md): what the module keeps beside a `guide` listing (certificates, free
 * days, the review counters the comments engine keeps), reviews and their likes, appointments and their
 * history. Days are `YYYY-MM-DD` text in the guide's area (no time-zone conversion anywhere). Also admits the
 * target `guide` in merchant_opening (the listing fee is an opening fee: docs/vip.md).
 */
export const up = `
    create table guide_profile (
      id integer primary key references listing(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null,
      certificates jsonb not null default '[]',
      free_days jsonb not null default '[]',
      review_count integer not null default 0 check (review_count >= 0),
      rating_sum integer not null default 0 check (rating_sum >= 0),
      rating_count integer not null default 0 check (rating_count >= 0),
      updated_at timestamptz not null default now()
    );
    create index guide_profile_user on guide_profile (user_id);

    create table guide_review (
      id serial primary key,
      guide_id integer not null references guide_profile(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      parent_id integer references guide_review(id),
      reply_to_user_id integer references app_user(id),
      content text not null,
      rating smallint check (rating between 1 and 5),
      like_count integer not null default 0 check (like_count >= 0),
      reply_count integer not null default 0 check (reply_count >= 0),
      created_at timestamptz not null default now(),
      hidden_at timestamptz,
      hidden_reason text,
      hidden_by integer references app_user(id),
      deleted_at timestamptz
    );
    create index guide_review_target on guide_review (guide_id, id desc) where parent_id is null;
    create index guide_review_parent on guide_review (parent_id, id) where parent_id is not null;
    create index guide_review_user on guide_review (user_id, guide_id);
    create table guide_review_like (
      comment_id integer not null references guide_review(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (comment_id, user_id)
    );

    create table guide_appointment (
      id serial primary key,
      guide_id integer not null references guide_profile(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      owner_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null,
      status text not null check (status in ('pending','accepted','declined','cancelled','completed')),
      start_date text not null check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      end_date text not null check (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and end_date >= start_date),
      start_time text check (start_time ~ '^[0-9]{2}:[0-9]{2}$'),
      end_time text check (end_time ~ '^[0-9]{2}:[0-9]{2}$'),
      service text,
      phone text not null,
      note text not null default '',
      reason text,
      quote jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index guide_appointment_accepted on guide_appointment (guide_id, start_date) where status = 'accepted';
    create index guide_appointment_user on guide_appointment (user_id, id desc);
    create index guide_appointment_owner on guide_appointment (owner_id, id desc);

    create table guide_appointment_log (
      id serial primary key,
      appointment_id integer not null references guide_appointment(id) on delete cascade,
      from_status text,
      to_status text not null,
      by_role text not null check (by_role in ('asker','owner','system')),
      user_id integer references app_user(id) on delete set null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index guide_appointment_log_of on guide_appointment_log (appointment_id, id);

    alter table merchant_opening drop constraint merchant_opening_target_check;
    alter table merchant_opening add constraint merchant_opening_target_check check (target in ('company','shop','guide'));
`;

export const down = `
    delete from merchant_opening where target = 'guide';
    alter table merchant_opening drop constraint merchant_opening_target_check;
    alter table merchant_opening add constraint merchant_opening_target_check check (target in ('company','shop'));
    drop table guide_appointment_log;
    drop table guide_appointment;
    drop table guide_review_like;
    drop table guide_review;
    drop table guide_profile;
`;
