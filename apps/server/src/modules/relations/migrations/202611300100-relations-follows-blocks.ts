/**
 * Relations between people (docs/social.md). `user_follow`: who follows whom (a fan follows a followee); the
 * "following" feed reads it by follower, the fans list by followee. `user_block`: who blocked whom (spec
 * `shielding/sava`); feeds, comments, follows and chat consult it in both directions. `user_social_stat`: cached
 * counters of a person's social page.
 */
export const up = `
    create table user_follow (
      follower_id integer not null references app_user(id) on delete cascade,
      followee_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (follower_id, followee_id),
      check (follower_id <> followee_id)
    );
    create index user_follow_followee on user_follow (followee_id, created_at desc, follower_id);

    create table user_block (
      blocker_id integer not null references app_user(id) on delete cascade,
      blocked_id integer not null references app_user(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    );
    create index user_block_blocked on user_block (blocked_id, blocker_id);

    -- A person's social counters, kept in the transaction that changes them: follows by the relations
    -- module, posts and likes received by the social module. A missing row means all zero.
    create table user_social_stat (
      user_id integer primary key references app_user(id) on delete cascade,
      following_count integer not null default 0 check (following_count >= 0),
      fans_count integer not null default 0 check (fans_count >= 0),
      post_count integer not null default 0 check (post_count >= 0),
      likes_received integer not null default 0 check (likes_received >= 0)
    );
`;

export const down = `
    drop table user_social_stat, user_block, user_follow;
`;
