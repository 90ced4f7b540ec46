import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A fan (`follower_id`) follows a person (`followee_id`). */
export interface UserFollowTable {
  follower_id: number;
  followee_id: number;
  created_at: Timestamp;
}
/** `blocker_id` blocked `blocked_id` (spec `shielding/sava`). */
export interface UserBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}
/** Cached counters of a person's social page; a missing row means all zero. */
export interface UserSocialStatTable {
  user_id: number;
  following_count: ColumnType<number, number | undefined, number>;
  fans_count: ColumnType<number, number | undefined, number>;
  post_count: ColumnType<number, number | undefined, number>;
  likes_received: ColumnType<number, number | undefined, number>;
}
export interface RelationsTables {
  user_social_stat: UserSocialStatTable;
  user_follow: UserFollowTable;
  user_block: UserBlockTable;
}
export type UserFollowRow = Selectable<UserFollowTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends RelationsTables {}
}
