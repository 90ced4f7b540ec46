import type { ExposureProof, ExposureReplyStatus, ExposureStatus } from '@haiwai/contracts/exposures/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A bigint column: written as a number, read back as a string by pg. */
type Big = ColumnType<string, number | string, number | string>;

export interface ExposureTable {
  id: Generated<number>;
  site_area_id: number;
  user_id: number;
  status: Generated<ExposureStatus>;
  title: string;
  story: string;
  amount: Big;
  currency: string;
  /** A date column: read back as a Date (pg) or a string. */
  happened_on: ColumnType<Date | string, string, string>;
  party_name: string;
  party_area_code: string | null;
  party_mobile: string | null;
  party_e164: string | null;
  party_company_id: number | null;
  party_company_name: Generated<string>;
  party_listing_id: number | null;
  party_user_id: number | null;
  consent_at: Timestamp;
  fee: ColumnType<string, number | string | undefined, number | string>;
  order_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  review_reason: string | null;
  reviewed_by: number | null;
  approved_at: Date | null;
  expires_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ExposureEvidenceTable {
  exposure_id: number;
  url: string;
  sort: Generated<number>;
  is_public: Generated<boolean>;
}

export interface ExposureReplyTable {
  id: Generated<number>;
  exposure_id: number;
  site_area_id: number;
  user_id: number;
  proof: ExposureProof;
  body: string;
  status: Generated<ExposureReplyStatus>;
  review_reason: string | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ExposureTables {
  exposure: ExposureTable;
  exposure_evidence: ExposureEvidenceTable;
  exposure_reply: ExposureReplyTable;
}
export type ExposureRow = Selectable<ExposureTable>;
export type ExposureReplyRow = Selectable<ExposureReplyTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ExposureTables {}
}
