import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CarAppointmentStatus } from '@haiwai/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric arrives as a string from both drivers; written as number or string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface CarAppointmentTable {
  id: Generated<number>;
  car_id: number;
  user_id: number;
  owner_id: number;
  kind: 'viewing' | 'rental';
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  phone: string;
  note: Generated<string>;
  status: ColumnType<CarAppointmentStatus, CarAppointmentStatus | undefined, CarAppointmentStatus>;
  reason: string | null;
  daily_rate: Numeric;
  days: number | null;
  quote_total: Numeric;
  currency: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface CarTables {
  car_appointment: CarAppointmentTable;
}
export type CarAppointmentRow = Selectable<CarAppointmentTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends CarTables {}
}
