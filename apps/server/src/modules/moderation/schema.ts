import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** A word of an area's list, or of every area's list (`site_area_id` null). */
export interface SensitiveWordTable {
  id: Generated<number>;
  site_area_id: number | null;
  word: string;
  created_by: number | null;
  created_at: CreatedAt;
}
/** One version per list (0: every area), bumped with each change. */
export interface SensitiveWordListTable {
  site_area_id: number;
  version: ColumnType<number, number | undefined, number>;
}
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  site_area_id: number;
  type: 'suggestion' | 'bug' | 'complaint' | 'other';
  content: string;
  images: Json<string[]>;
  contact: Generated<string>;
  status: Generated<'open' | 'handled'>;
  reply: string | null;
  handled_by: number | null;
  handled_at: NullableTimestamp;
  created_at: CreatedAt;
}
export interface ModerationTables {
  sensitive_word: SensitiveWordTable;
  sensitive_word_list: SensitiveWordListTable;
  feedback: FeedbackTable;
}
export type SensitiveWordRow = Selectable<SensitiveWordTable>;
export type FeedbackRow = Selectable<FeedbackTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ModerationTables {}
}
