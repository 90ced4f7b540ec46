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
