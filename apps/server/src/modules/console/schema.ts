import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
export interface ReasonTexts {
  zh: string;
  en: string;
  vi: string;
}

export interface ReviewClaimTable {
  queue: string;
  item_id: number;
  admin_id: number;
  expires_at: Timestamp;
}
export interface ReviewReasonTable {
  id: Generated<number>;
  site_area_id: number;
  queue: string | null;
  texts: ColumnType<ReasonTexts, string, string>;
  sort: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema.js' {
  interface DB {
    review_claim: ReviewClaimTable;
    review_reason: ReviewReasonTable;
  }
}
