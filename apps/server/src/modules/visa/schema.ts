import type { LocalizedText } from '@haiwai/contracts';
import type { VisaApplicationStatus, VisaDocument, VisaPackageStatus } from '@haiwai/contracts/visa/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A bigint column: written as a number, read back as a string by pg. */
type Big = ColumnType<string, number | string, number | string>;
type JsonOf<T> = ColumnType<T, string, string>;

export interface VisaTypeTable {
  id: Generated<number>;
  site_area_id: number;
  code: string;
  names: JsonOf<LocalizedText>;
  descriptions: JsonOf<LocalizedText>;
  sort: Generated<number>;
}

export interface VisaPackageTable {
  id: Generated<number>;
  site_area_id: number;
  company_id: number;
  user_id: number;
  type_id: number;
  title: string;
  summary: Generated<string>;
  price: Big;
  currency: string;
  processing_days: number;
  includes: JsonOf<string[]>;
  documents: JsonOf<VisaDocument[]>;
  steps: JsonOf<string[]>;
  refund_percent: number;
  status: Generated<VisaPackageStatus>;
  review_reason: string | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VisaDocumentRef {
  code: VisaDocument;
  url: string;
}

export interface VisaApplicationTable {
  id: Generated<number>;
  order_id: Big;
  package_id: number;
  user_id: number;
  agency_id: number;
  site_area_id: number;
  status: Generated<VisaApplicationStatus>;
  applicant_name: string;
  phone: string;
  note: Generated<string>;
  documents: JsonOf<VisaDocumentRef[]>;
  requested: ColumnType<VisaDocument[], string | undefined, string>;
  request_note: string | null;
  reason: string | null;
  amount: Big;
  currency: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VisaApplicationFileTable {
  url: string;
  application_id: number;
}

export interface VisaTables {
  visa_type: VisaTypeTable;
  visa_package: VisaPackageTable;
  visa_application: VisaApplicationTable;
  visa_application_file: VisaApplicationFileTable;
}
export type VisaPackageRow = Selectable<VisaPackageTable>;
export type VisaApplicationRow = Selectable<VisaApplicationTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends VisaTables {}
}
