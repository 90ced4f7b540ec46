import type { HotelOrderStatus } from '@haiwai/contracts/hotels/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CommentLikeTable, CommentTable } from '../comments/index.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Counter = ColumnType<number, number | undefined, number>;
/** bigint arrives as a string from pg (a number from PGlite); written as a number. */
type Money = ColumnType<string | number, number | string, number | string>;
type NullableMoney = ColumnType<string | number | null, number | string | null | undefined, number | string | null>;

/** What the comment engine counts on a hotel (its id is the hotel listing's). */
export interface HotelTable {
  id: number;
  comment_count: Counter;
  rating_sum: Counter;
  rating_count: Counter;
  created_at: CreatedAt;
}

export interface HotelTagTable {
  id: Generated<number>;
  site_area_id: ColumnType<number, number | undefined, number>;
  code: string;
  names: ColumnType<{ zh: string; en: string; vi: string }, string, string>;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HotelRoomTable {
  id: Generated<number>;
  hotel_id: number;
  user_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  price: Money;
  weekend_price: NullableMoney;
  inventory: number;
  max_guests: number;
  area_sqm: number | null;
  bed: string | null;
  photos: ColumnType<string[], string, string>;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<'online' | 'offline', 'online' | 'offline' | undefined, 'online' | 'offline'>;
  sort: ColumnType<number, number | undefined, number>;
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HotelNightTable {
  room_id: number;
  /** Written and compared as 'YYYY-MM-DD'; read as `night::text`. */
  night: ColumnType<string, string, string>;
  taken: Counter;
  inventory: ColumnType<number | null, number | null | undefined, number | null>;
  price: NullableMoney;
}

export interface HotelOrderTable {
  id: Generated<number>;
  pay_order_id: ColumnType<string | number, number, never>;
  hotel_id: number;
  room_id: number;
  user_id: number;
  owner_id: number;
  site_area_id: number;
  status: ColumnType<HotelOrderStatus, HotelOrderStatus | undefined, HotelOrderStatus>;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  contact_name: string;
  contact_phone: string;
  remark: ColumnType<string, string | undefined, string>;
  amount: Money;
  currency: string;
  refund_amount: ColumnType<string | number, number | undefined, number | string>;
  free_cancel_days: number;
  cancel_fee_percent: number;
  auto_confirm_hours: number;
  holding: ColumnType<boolean, boolean | undefined, boolean>;
  confirm_by: NullableTimestamp;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HotelTables {
  hotel: HotelTable;
  hotel_tag: HotelTagTable;
  hotel_room: HotelRoomTable;
  hotel_night: HotelNightTable;
  hotel_order: HotelOrderTable;
  /** `order_id`: the completed stay a review spends (the engine's rating ticket; unique among live reviews). */
  hotel_comment: CommentTable<'hotel_id'> & { rating: ColumnType<number | null, number | null | undefined, number | null>; order_id: ColumnType<number | null, number | null | undefined, number | null> };
  hotel_comment_like: CommentLikeTable;
}
export type HotelRoomRow = Selectable<HotelRoomTable>;
export type HotelOrderRow = Selectable<HotelOrderTable>;
export type HotelTagRow = Selectable<HotelTagTable>;

declare module '../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends HotelTables {}
}
