import type { AgreementField, AgreementText } from '@haiwai/contracts/agreements';
import type { AgreementKind, AgreementSideLang, AgreementState } from '@haiwai/contracts/agreements/constants';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonOf<T> = ColumnType<T, string, string>;

export interface AgreementTemplateTable {
  id: Generated<number>;
  owner_id: number | null;
  kind: AgreementKind;
  title: JsonOf<AgreementText>;
  clauses: JsonOf<AgreementText[]>;
  fields: JsonOf<AgreementField[]>;
  seed_key: string | null;
  archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgreementTable {
  id: Generated<number>;
  site_area_id: number;
  template_id: number;
  kind: AgreementKind;
  side_lang: AgreementSideLang;
  title: JsonOf<AgreementText>;
  clauses: JsonOf<AgreementText[]>;
  fields: JsonOf<AgreementField[]>;
  field_values: ColumnType<Record<string, string>, string | undefined, string>;
  status: ColumnType<AgreementState, AgreementState | undefined, AgreementState>;
  creator_id: number;
  counterparty_id: number | null;
  invite_area_code: string | null;
  invite_mobile: string | null;
  invite_nonce: string | null;
  void_reason: string | null;
  pdf_sha256: string | null;
  expires_at: Date | null;
  signed_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AgreementSignatureTable {
  id: Generated<number>;
  agreement_id: number;
  user_id: number;
  role: 'creator' | 'counterparty';
  image: Buffer;
  ip: string;
  user_agent: string;
  signed_at: CreatedAt;
}

export interface AgreementPdfTable {
  agreement_id: number;
  bytes: Buffer;
  sha256: string;
  created_at: CreatedAt;
}

declare module '../../db/schema.js' {
  interface DB {
    agreement_template: AgreementTemplateTable;
    agreement: AgreementTable;
    agreement_signature: AgreementSignatureTable;
    agreement_pdf: AgreementPdfTable;
  }
}
