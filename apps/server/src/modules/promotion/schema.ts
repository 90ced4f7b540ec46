import type { BalanceReason, CountField } from '@haiwai/contracts/promotion/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UnlockBalanceTable {
  user_id: number;
  views: Generated<number>;
  messages: Generated<number>;
  updated_at: Timestamp;
}
export interface UnlockBalanceChangeTable {
  id: Generated<string>;
  user_id: number;
  field: CountField;
  delta: number;
  reason: BalanceReason;
  balance: number;
  order_id: string | number | null;
  ref_type: string | null;
  ref_id: number | null;
  created_at: CreatedAt;
}
export interface PromotionTables {
  unlock_balance: UnlockBalanceTable;
  unlock_balance_change: UnlockBalanceChangeTable;
}
export type BalanceChangeRow = Selectable<UnlockBalanceChangeTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends PromotionTables {}
}
