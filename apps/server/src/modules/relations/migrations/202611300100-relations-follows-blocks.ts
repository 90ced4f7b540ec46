/**
 * Relations between people (docs/social.md). `user_follow`: who follows whom (a fan follows a followee); the
 * "following" feed reads it by follower, the fans list by followee. `user_block`: who blocked whom (spec
 * `shielding/sava`); feeds, comments, follows and chat consult it in both directions.
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
`;

export const down = `
    drop table user_block, user_follow;
`;
