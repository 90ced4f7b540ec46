import type { LocalizedText } from '@haiwai/contracts';
import type { FaqLang } from '@haiwai/contracts/customer';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A tsvector written from lexemes (`array_to_tsvector`), never read back. */
type Search = ColumnType<string, unknown, unknown>;

export interface FaqCategoryTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  key: string;
  names: ColumnType<LocalizedText, string, string>;
  icon: Generated<string>;
  sort: Generated<number>;
}
export interface FaqEntryTable {
  id: Generated<number>;
  site_area_id: Generated<number>;
  lang: FaqLang;
  category_id: number;
  replaces_id: number | null;
  title: string;
  answer: string;
  sort: Generated<number>;
  search: Search;
  helpful_count: Generated<number>;
  unhelpful_count: Generated<number>;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface FaqVoteTable {
  entry_id: number;
  user_id: number;
  helpful: boolean;
  created_at: CreatedAt;
}
export interface CustomerTables {
  faq_category: FaqCategoryTable;
  faq_entry: FaqEntryTable;
  faq_vote: FaqVoteTable;
}
export type FaqEntryRow = Selectable<FaqEntryTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends CustomerTables {}
}
