import type { VerificationStatus } from '@haiwai/contracts/verification';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The fixed shape issue 29 names (console-common.md): the trust module reads it too. */
export interface BusinessVerificationTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  site_area_id: number;
  /** The licence pictures: `/api/media/<hash>` of private files of purpose `licence`. */
  licence: ColumnType<string[], string, string>;
  status: Generated<VerificationStatus>;
  reason: string | null;
  reviewer_id: number | null;
  created_at: CreatedAt;
  reviewed_at: NullableTimestamp;
}
export type BusinessVerificationRow = Selectable<BusinessVerificationTable>;

export interface VerificationTables {
  business_verification: BusinessVerificationTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends VerificationTables {}
}
