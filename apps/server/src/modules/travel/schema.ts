import type { LocalizedText } from '@haiwai/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CommentLikeTable, CommentTable } from '../comments/index.js';

/** Row types of migrations/202611281900-travel-walks.ts. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Counter = ColumnType<number, number | undefined, number>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface StoredStop {
  name: string;
  lat: number;
  lng: number;
  note: string;
}
/** A walk in another language: its title, text and stop names in order. */
export interface WalkTranslation {
  title: string;
  content: string;
  stops: string[];
}

export interface TravelCategoryTable {
  id: Generated<number>;
  site_area_id: ColumnType<number, number | undefined, number>;
  key: string;
  names: Json<LocalizedText>;
  icon: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
}

export interface TravelWalkTable {
  id: Generated<number>;
  site_area_id: number;
  user_id: number;
  official: ColumnType<boolean, boolean | undefined, boolean>;
  kind: ColumnType<'walk' | 'note', 'walk' | 'note' | undefined, 'walk' | 'note'>;
  category_id: number | null;
  lang: ColumnType<string, string | undefined, string>;
  title: string;
  content: ColumnType<string, string | undefined, string>;
  translations: Json<Partial<Record<'zh' | 'en' | 'vi', WalkTranslation>>>;
  images: Json<string[]>;
  stops: Json<StoredStop[]>;
  distance_m: Counter;
  duration_min: Counter;
  status: ColumnType<'reviewing' | 'online' | 'failed', 'reviewing' | 'online' | 'failed' | undefined, 'reviewing' | 'online' | 'failed'>;
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  sort: Counter;
  like_count: Counter;
  comment_count: Counter;
  view_count: Counter;
  search: ColumnType<string, unknown, unknown>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TravelTables {
  travel_category: TravelCategoryTable;
  travel_walk: TravelWalkTable;
  travel_walk_like: { walk_id: number; user_id: number; created_at: Timestamp };
  /** The comment engine's shape (modules/comments): comments with one level of replies, and their likes. */
  travel_comment: CommentTable<'walk_id'>;
  travel_comment_like: CommentLikeTable;
}
export type TravelWalkRow = Selectable<TravelWalkTable>;

declare module '../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends TravelTables {}
}
