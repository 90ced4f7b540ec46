import type { AdState } from '@haiwai/contracts/ads/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AdTable {
  id: Generated<number>;
  order_id: ColumnType<string | number, number, never>;
  user_id: number;
  site_area_id: number;
  position: string;
  /** The bought days, `YYYY-MM-DD` in the area's time zone, sorted. */
  dates: ColumnType<string[], string, string>;
  image: string;
  title: string;
  body: string;
  listing_id: number | null;
  contact: string;
  state: ColumnType<AdState, AdState | undefined, AdState>;
  reject_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: ColumnType<Date | null, Date | undefined, Date>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface AdSlotTable {
  site_area_id: number;
  position: string;
  /** Written as `YYYY-MM-DD`; read it with `day::text`. */
  day: ColumnType<Date, string, never>;
  order_id: string | number;
  ad_id: number;
}
export interface AdsTables {
  ad: AdTable;
  ad_slot: AdSlotTable;
}
export type AdRow = Selectable<AdTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends AdsTables {}
}
