import type { LocalizedText } from '@haiwai/contracts';
import type { OrderState, PayProvider } from '@haiwai/contracts/payments/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** bigint columns come back as strings from PostgreSQL drivers; the engine reads them through `Number()` (amounts stay far below 2^53). */
type Money = ColumnType<string | number, number | bigint, number | bigint>;

export interface PriceItemTable {
  id: Generated<number>;
  site_area_id: number;
  kind: string;
  code: string;
  names: Json<LocalizedText>;
  amount: Money;
  currency: string;
  spec: Json<Record<string, unknown>>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface PayOrderTable {
  id: Generated<string | number>;
  order_no: string;
  user_id: number;
  site_area_id: number;
  kind: string;
  subject: Json<Record<string, unknown>>;
  title: Json<LocalizedText>;
  amount: Money;
  currency: string;
  state: ColumnType<OrderState, OrderState | undefined, OrderState>;
  provider: PayProvider | null;
  provider_ref: string | null;
  payment_ref: string | null;
  attempt: Generated<number>;
  /** When the latest payment attempt was opened at the provider (VNPay's refund names the payment by it). */
  started_at: Timestamp | null;
  paid_amount: ColumnType<string | number, number | undefined, number>;
  refunded_amount: ColumnType<string | number, number | undefined, number>;
  failure: string | null;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  fulfilled_at: Timestamp | null;
  closed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PayOrderMoveTable {
  id: Generated<string | number>;
  order_id: string | number;
  from_state: string;
  to_state: string;
  actor_role: string;
  actor_user_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
}

export interface PayEventTable {
  id: Generated<string | number>;
  provider: string;
  event_id: string;
  order_id: string | number | null;
  outcome: string;
  result: string;
  amount: Money;
  currency: string;
  payload: Json<unknown>;
  received_at: CreatedAt;
}

export interface PayRefundTable {
  id: Generated<string | number>;
  order_id: string | number;
  payment_ref: string;
  amount: Money;
  reason: string;
  state: Generated<'pending' | 'done' | 'failed'>;
  provider_ref: string | null;
  failure: string | null;
  requested_by: number | null;
  created_at: CreatedAt;
  done_at: Timestamp | null;
}

export interface LedgerEntryTable {
  id: Generated<string | number>;
  site_area_id: number;
  order_id: string | number;
  provider: string;
  type: 'payment' | 'refund';
  amount: Money;
  currency: string;
  provider_ref: string;
  created_at: CreatedAt;
}

export interface PaymentTables {
  price_item: PriceItemTable;
  pay_order: PayOrderTable;
  pay_order_move: PayOrderMoveTable;
  pay_event: PayEventTable;
  pay_refund: PayRefundTable;
  ledger_entry: LedgerEntryTable;
}

declare module '../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends PaymentTables {}
}

export type PayOrderRow = Selectable<PayOrderTable>;
export type PriceItemRow = Selectable<PriceItemTable>;
