import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface CompanyFollowTable {
  user_id: number;
  company_id: number;
  created_at: CreatedAt;
}
export interface CompanyTables {
  company_follow: CompanyFollowTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends CompanyTables {}
}
