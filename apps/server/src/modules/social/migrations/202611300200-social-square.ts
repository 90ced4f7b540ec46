/**
 * The social square (docs/social.md). Posts with ordered images and up to three topics; topics per area with
 * their follows (the last post seen, for unread counts); likes of posts and of comments; comments with one
 * level of replies. Counters are cached on the rows and kept in the transaction that changes them.
 *
 * `hot_score` is generated from the counters and the creation time (Reddit-style: log10 of the engagement
 * plus the age term), so a like recomputes it in the same row update and time needs no recomputation.
 * The feeds' indexes cover visible posts only (neither deleted nor hidden).
 */
export const up = `
    create table social_post (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      site_area_id integer not null references site_area(id),
      lang_type text not null default 'zh' check (lang_type in ('zh','en','vi')),
      content text not null default '',
      location text,
      like_count integer not null default 0 check (like_count >= 0),
      comment_count integer not null default 0 check (comment_count >= 0),
      forward_count integer not null default 0 check (forward_count >= 0),
      created_at timestamptz not null default now(),
      hot_score double precision generated always as (
        log(greatest(1, like_count + 2 * comment_count + 3 * forward_count)::double precision)
        + extract(epoch from (created_at - timestamptz '1970-01-01 00:00:00+00')) / 45000
      ) stored,
      hidden_at timestamptz,
      hidden_reason text,
      hidden_by integer references app_user(id) on delete set null,
      deleted_at timestamptz
    );
    create index social_post_area_new on social_post (site_area_id, id desc) where deleted_at is null and hidden_at is null;
    create index social_post_area_hot on social_post (site_area_id, hot_score desc, id desc) where deleted_at is null and hidden_at is null;
    create index social_post_user on social_post (user_id, id desc) where deleted_at is null;
    -- The following feed's per-person scans: index-only, already in area and id order.
    create index social_post_follow on social_post (user_id, site_area_id, id desc) where deleted_at is null and hidden_at is null;

    create table social_post_image (
      post_id integer not null references social_post(id) on delete cascade,
      position smallint not null check (position between 0 and 8),
      url text not null,
      primary key (post_id, position)
    );

    create table social_topic (
      id serial primary key,
      site_area_id integer not null references site_area(id),
      user_id integer not null references app_user(id) on delete cascade,
      name text not null,
      cover text,
      description text not null default '',
      post_count integer not null default 0 check (post_count >= 0),
      follow_count integer not null default 0 check (follow_count >= 0),
      heat integer generated always as (post_count + 2 * follow_count) stored,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create unique index social_topic_name on social_topic (site_area_id, lower(name)) where deleted_at is null;
    create index social_topic_area_hot on social_topic (site_area_id, heat desc, id desc) where deleted_at is null;
    create index social_topic_area_new on social_topic (site_area_id, id desc) where deleted_at is null;
    create index social_topic_user on social_topic (user_id, id desc) where deleted_at is null;

    create table social_post_topic (
      post_id integer not null references social_post(id) on delete cascade,
      topic_id integer not null references social_topic(id) on delete cascade,
      primary key (topic_id, post_id)
    );
    create index social_post_topic_post on social_post_topic (post_id);

    -- last_seen_post_id: the newest post id when I last browsed the topic; newer posts by others are unread.
    create table social_topic_follow (
      user_id integer not null references app_user(id) on delete cascade,
      topic_id integer not null references social_topic(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_post_id integer not null default 0,
      primary key (user_id, topic_id)
    );
    create index social_topic_follow_topic on social_topic_follow (topic_id, user_id);

    create table social_post_like (
      post_id integer not null references social_post(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (post_id, user_id)
    );

    create table social_comment (
      id serial primary key,
      post_id integer not null references social_post(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      parent_id integer references social_comment(id) on delete cascade,
      reply_to_user_id integer references app_user(id) on delete set null,
      content text not null,
      like_count integer not null default 0 check (like_count >= 0),
      reply_count integer not null default 0 check (reply_count >= 0),
      created_at timestamptz not null default now(),
      hidden_at timestamptz,
      hidden_reason text,
      hidden_by integer references app_user(id) on delete set null,
      deleted_at timestamptz
    );
    create index social_comment_post on social_comment (post_id, id desc) where parent_id is null and deleted_at is null;
    create index social_comment_replies on social_comment (parent_id, id) where deleted_at is null;

    create table social_comment_like (
      comment_id integer not null references social_comment(id) on delete cascade,
      user_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (comment_id, user_id)
    );
`;

export const down = `
    drop table social_comment_like, social_comment, social_post_like, social_topic_follow, social_post_topic, social_topic, social_post_image, social_post;
`;
