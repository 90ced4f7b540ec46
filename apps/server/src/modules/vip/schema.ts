import type { OpenTarget, OpeningState } from '@haiwai/contracts/vip/constants';
import type { ColumnType, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VipMemberTable {
  user_id: number;
  vip_until: Timestamp;
  tier: string;
  live_limit: number;
  free_top_days: number;
  updated_at: Timestamp;
}

export interface VipTopSpendTable {
  user_id: number;
  /** 'YYYY-MM' (UTC). */
  month: string;
  days_used: number;
}

export interface MerchantOpeningTable {
  listing_id: number;
  user_id: number;
  site_area_id: number;
  target: OpenTarget;
  state: OpeningState;
  order_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VipTables {
  vip_member: VipMemberTable;
  vip_top_spend: VipTopSpendTable;
  merchant_opening: MerchantOpeningTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends VipTables {}
}

export type VipMemberRow = Selectable<VipMemberTable>;
export type MerchantOpeningRow = Selectable<MerchantOpeningTable>;
