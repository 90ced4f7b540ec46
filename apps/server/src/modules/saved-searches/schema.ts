import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as JSON text, read back as the object. */
type Json<T> = ColumnType<T, string, string>;

/** A saved query: the kind's list query as its schema's output (numbers, booleans, arrays of option keys). */
export type SavedQuery = Record<string, unknown>;

export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  site_area_id: number;
  kind: string;
  name: string;
  query: Json<SavedQuery>;
  filter_key: string;
  paused: Generated<boolean>;
  created_at: CreatedAt;
  checked_at: Timestamp;
  last_digest_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type SavedSearchRow = Selectable<SavedSearchTable>;

export interface SavedSearchSentTable {
  user_id: number;
  listing_id: number;
  search_id: number | null;
  sent_at: CreatedAt;
}

declare module '../../db/schema.js' {
  interface DB {
    saved_search: SavedSearchTable;
    saved_search_sent: SavedSearchSentTable;
  }
}
