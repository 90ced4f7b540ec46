import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ListingStatus, ListingTexts, ReviewStatus } from '@haiwai/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** numeric arrives as a string from both drivers; written as number or string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface ListingTable {
  id: Generated<number>;
  kind: string;
  site_area_id: number;
  user_id: number;
  company_id: number | null;
  lang_type: Generated<string>;
  title: string;
  description: Generated<string>;
  price: Numeric;
  price_unit: string | null;
  currency: string;
  category_id: number | null;
  district_id: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  images: Json<string[]>;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  attrs: Json<Record<string, unknown>>;
  /** The publisher's versions in the languages other than `lang_type` (texts.ts). */
  texts: ColumnType<ListingTexts, string | undefined, string>;
  status: ListingStatus;
  review_status: ReviewStatus;
  review_reason: string | null;
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
  ever_passed: Generated<boolean>;
  top_until: NullableTimestamp;
  published_at: Timestamp;
  expires_at: NullableTimestamp;
  view_count: Generated<number>;
  collect_count: Generated<number>;
  search: unknown;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  deleted_by: number | null;
}
export interface ListingCollectTable {
  user_id: number;
  listing_id: number;
  created_at: CreatedAt;
}
export interface ListingViewTable {
  user_id: number;
  listing_id: number;
  viewed_at: Timestamp;
}
export interface SearchLogTable {
  id: Generated<string>;
  site_area_id: number;
  keyword: string;
  kind: string | null;
  user_id: number | null;
  /** `u:<user id>` or `ip:<address>`: hot keywords count distinct searchers. */
  searcher: string | null;
  results: number;
  created_at: CreatedAt;
}
export interface ListingTables {
  listing: ListingTable;
  listing_collect: ListingCollectTable;
  listing_view: ListingViewTable;
  search_log: SearchLogTable;
}
export type ListingRow = Selectable<ListingTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ListingTables {}
}
