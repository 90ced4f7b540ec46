import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface RechargeFaceValueTable {
  id: Generated<number>;
  operator_id: string;
  amount_minor: number;
  currency: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}
export interface RechargeTables {
  recharge_face_value: RechargeFaceValueTable;
}
export type RechargeFaceValueRow = Selectable<RechargeFaceValueTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends RechargeTables {}
}
