import type { ColumnType, Generated, Selectable } from 'kysely';

export interface WebViewHostTable {
  id: Generated<number>;
  site_area_id: number;
  host: string;
  note: Generated<string>;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
export type WebViewHostRow = Selectable<WebViewHostTable>;

declare module '../../db/schema.js' {
  interface DB {
    web_view_host: WebViewHostTable;
  }
}
