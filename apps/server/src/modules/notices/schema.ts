import type { ColumnType, Generated, Selectable } from 'kysely';
import type { StoredText } from './notice-text.js';

/** Row types of migrations/0004-notices.ts. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** bigint columns: node-postgres hands them over as strings, PGlite as numbers; read through `Number()`. */
type BigId = ColumnType<string | number | bigint, number, number>;
type NullableBigId = ColumnType<string | number | bigint | null, number | null | undefined, number | null>;

export interface NoticeTable {
  id: Generated<number>;
  /** null: an announcement to `site_area_id` (0 = every area). */
  user_id: number | null;
  site_area_id: number | null;
  kind: string;
  title: Json<StoredText>;
  body: Json<StoredText>;
  link: string | null;
  ref_type: string | null;
  ref_id: NullableBigId;
  /** Read state of a personal notice; announcements are read per user in `notice_read`. */
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface NoticeReadTable {
  user_id: number;
  notice_id: number;
  read_at: CreatedAt;
}

export interface AdminAuditTable {
  id: Generated<number>;
  admin_id: number;
  site_area_id: number | null;
  action: string;
  target_type: string | null;
  target_id: NullableBigId;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface ListingReportTable {
  id: Generated<number>;
  target_type: string;
  target_id: BigId;
  user_id: number;
  reason: 'fraud' | 'wrong_info' | 'duplicate' | 'offensive' | 'sold' | 'other' | 'spam' | 'harassment' | 'illegal';
  detail: Generated<string>;
  site_area_id: number;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  handled_by: number | null;
  handled_at: NullableTimestamp;
  handle_note: string | null;
  /** The resolving admin hid the target through its type's hook. */
  hid_target: Generated<boolean>;
  created_at: CreatedAt;
}

export interface NoticeTables {
  notice: NoticeTable;
  notice_read: NoticeReadTable;
  admin_audit: AdminAuditTable;
  listing_report: ListingReportTable;
}

export type NoticeRow = Selectable<NoticeTable>;
export type ListingReportRow = Selectable<ListingReportTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends NoticeTables {}
}
