import type { LogisticsLineStatus, LogisticsMode, ShipmentStatus } from '@haiwai/contracts/logistics/constants';
import type { ShipmentAddress } from '@haiwai/contracts/logistics';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A bigint column: written as a number, read back as a string by pg. */
type Big = ColumnType<string, number | string, number | string>;
type JsonOf<T> = ColumnType<T, string, string>;

export interface LogisticsLineTable {
  id: Generated<number>;
  site_area_id: number;
  company_id: number;
  user_id: number;
  from_place: string;
  to_place: string;
  mode: LogisticsMode;
  price_per_kg: Big;
  price_per_cbm: Big;
  min_charge: Big;
  currency: string;
  days_min: number;
  days_max: number;
  note: Generated<string>;
  status: Generated<LogisticsLineStatus>;
  review_reason: string | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LogisticsShipmentTable {
  id: Generated<number>;
  line_id: number;
  site_area_id: number;
  sender_id: number;
  company_user_id: number;
  status: Generated<ShipmentStatus>;
  sender_address: JsonOf<ShipmentAddress>;
  recipient_address: JsonOf<ShipmentAddress>;
  parcels: number;
  weight_g: Big;
  volume_l: Big;
  goods: string;
  note: Generated<string>;
  estimate: Big;
  quote_amount: ColumnType<string | null, number | null | undefined, number | null>;
  quote_note: string | null;
  currency: string;
  reason: string | null;
  order_id: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LogisticsLogTable {
  id: Generated<number>;
  shipment_id: number;
  place: string;
  note: Generated<string>;
  status: ShipmentStatus;
  created_by: number;
  created_at: CreatedAt;
}

export type LogisticsLineRow = Selectable<LogisticsLineTable>;
export type LogisticsShipmentRow = Selectable<LogisticsShipmentTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  interface DB {
    logistics_line: LogisticsLineTable;
    logistics_shipment: LogisticsShipmentTable;
    logistics_log: LogisticsLogTable;
  }
}
