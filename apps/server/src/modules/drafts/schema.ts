import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TemporaryLogTable {
  id: Generated<number>;
  user_id: number;
  form_key: string;
  title: Generated<string>;
  content: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
  expires_at: Timestamp;
}
export type TemporaryLogRow = Selectable<TemporaryLogTable>;

declare module '../../db/schema.js' {
  interface DB {
    temporary_log: TemporaryLogTable;
  }
}
