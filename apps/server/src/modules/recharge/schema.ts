import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RechargeFaceValueTable {
  id: Generated<number>;
  operator_id: string;
  amount_minor: number;
  currency: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}
export type TopUpStatus = 'waiting' | 'sending' | 'pending' | 'done' | 'failed';
export interface RechargeTopUpTable {
  /** The payment engine's order (pay_order.id, a bigint: read back as a string). */
  order_id: ColumnType<string, number | string, never>;
  user_id: number;
  phone_e164: string;
  country: string;
  operator_id: string;
  face_value: number;
  face_currency: string;
  status: Generated<TopUpStatus>;
  provider: string | null;
  provider_ref: string | null;
  failure_reason: string | null;
  checks: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface RechargeTables {
  recharge_face_value: RechargeFaceValueTable;
  recharge_topup: RechargeTopUpTable;
}
export type RechargeTopUpRow = Selectable<RechargeTopUpTable>;
export type RechargeFaceValueRow = Selectable<RechargeFaceValueTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends RechargeTables {}
}
