import type { Lang } from '@haiwai/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CommentLikeTable, CommentTable } from '../comments/index.js';

/** Row types of migrations/202611300200-social-square.ts. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Counter = ColumnType<number, number | undefined, number>;
/** Generated from other columns: read only. */
type Derived<T> = ColumnType<T, never, never>;

export interface SocialPostTable {
  id: Generated<number>;
  user_id: number;
  site_area_id: number;
  lang_type: ColumnType<Lang, Lang | undefined, Lang>;
  content: string;
  location: string | null;
  like_count: Counter;
  comment_count: Counter;
  forward_count: Counter;
  created_at: Timestamp;
  hot_score: Derived<number>;
  hidden_at: NullableTimestamp;
  hidden_reason: string | null;
  hidden_by: number | null;
  deleted_at: NullableTimestamp;
}
export interface SocialPostImageTable {
  post_id: number;
  position: number;
  url: string;
}
export interface SocialTopicTable {
  id: Generated<number>;
  site_area_id: number;
  user_id: number;
  name: string;
  cover: string | null;
  description: string;
  post_count: Counter;
  follow_count: Counter;
  heat: Derived<number>;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}
export interface SocialPostTopicTable {
  post_id: number;
  topic_id: number;
}
export interface SocialTopicFollowTable {
  user_id: number;
  topic_id: number;
  created_at: Timestamp;
  last_seen_post_id: Counter;
}
export interface SocialLikeTable {
  user_id: number;
  created_at: Timestamp;
}
export interface SocialTables {
  social_post: SocialPostTable;
  social_post_image: SocialPostImageTable;
  social_topic: SocialTopicTable;
  social_post_topic: SocialPostTopicTable;
  social_topic_follow: SocialTopicFollowTable;
  social_post_like: SocialLikeTable & { post_id: number };
  /** The comment engine's shape (modules/comments): comments with one level of replies, and their likes. */
  social_comment: CommentTable<'post_id'>;
  social_comment_like: CommentLikeTable;
}
export type SocialPostRow = Selectable<SocialPostTable>;
export type SocialTopicRow = Selectable<SocialTopicTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends SocialTables {}
}
