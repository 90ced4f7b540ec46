import type { ColumnType } from 'kysely';

/** Row types of migrations/202612080500-dashboards-rollup.ts. */
type DateColumn = ColumnType<string, string, string>;

export interface DashboardDailyTable {
  site_area_id: number;
  day: DateColumn;
  metric: string;
  dim: ColumnType<string, string | undefined, string>;
  /** bigint arrives as a string from PostgreSQL, a number from PGlite. */
  value: ColumnType<string | number, number, number>;
}
export interface DashboardActiveTable {
  site_area_id: number;
  day: DateColumn;
  user_id: number;
}
export interface DashboardDayTable {
  site_area_id: number;
  day: DateColumn;
  final: boolean;
  rolled_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DashboardTables {
  dashboard_daily: DashboardDailyTable;
  dashboard_active: DashboardActiveTable;
  dashboard_day: DashboardDayTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends DashboardTables {}
}
