import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserAddressTable {
  id: Generated<number>;
  user_id: number;
  recipient: string;
  area_code: string;
  mobile: string;
  area: string;
  street: string;
  lat: number | null;
  lng: number | null;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export type UserAddressRow = Selectable<UserAddressTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  interface DB {
    user_address: UserAddressTable;
  }
}
