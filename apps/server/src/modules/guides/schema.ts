import type { GuideAppointmentStatus } from '@haiwai/contracts/guides/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CommentLikeTable, CommentTable } from '../comments/index.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Counter = ColumnType<number, number | undefined, number>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** Beside a `guide` listing (same id): certificates, the guide's free days, the review counters. */
export interface GuideProfileTable {
  id: number;
  user_id: number;
  site_area_id: number;
  certificates: Json<string[]>;
  free_days: Json<string[]>;
  review_count: Counter;
  rating_sum: Counter;
  rating_count: Counter;
  updated_at: Timestamp;
}

export interface GuideQuoteJson {
  unit: 'day' | 'hour';
  count: number;
  rate: number;
  total: number;
  currency: string;
}

export interface GuideAppointmentTable {
  id: Generated<number>;
  guide_id: number;
  user_id: number;
  owner_id: number;
  site_area_id: number;
  status: GuideAppointmentStatus;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  service: string | null;
  phone: string;
  note: string;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  quote: ColumnType<GuideQuoteJson | null, string | null, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface GuideAppointmentLogTable {
  id: Generated<number>;
  appointment_id: number;
  from_status: GuideAppointmentStatus | null;
  to_status: GuideAppointmentStatus;
  by_role: 'asker' | 'owner' | 'system';
  user_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
}

export interface GuideTables {
  guide_profile: GuideProfileTable;
  /** `appointment_id`: the completed appointment a review spends (the engine's rating ticket; unique among live reviews). */
  guide_review: CommentTable<'guide_id'> & { rating: ColumnType<number | null, number | null | undefined, number | null>; appointment_id: ColumnType<number | null, number | null | undefined, number | null> };
  guide_review_like: CommentLikeTable;
  guide_appointment: GuideAppointmentTable;
  guide_appointment_log: GuideAppointmentLogTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends GuideTables {}
}

export type GuideProfileRow = Selectable<GuideProfileTable>;
export type GuideAppointmentRow = Selectable<GuideAppointmentTable>;
