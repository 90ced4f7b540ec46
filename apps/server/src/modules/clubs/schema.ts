import type { ClubCategory, ClubMemberStatus, ClubStatus } from '@haiwai/contracts/clubs/constants';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonOf<T> = ColumnType<T, string | undefined, string>;

export interface ClubTable {
  id: Generated<number>;
  site_area_id: number;
  user_id: number;
  category: ClubCategory;
  name: string;
  intro: string;
  photos: JsonOf<string[]>;
  status: Generated<ClubStatus>;
  review_reason: string | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ClubMemberTable {
  id: Generated<number>;
  club_id: number;
  user_id: number;
  status: Generated<ClubMemberStatus>;
  note: Generated<string>;
  reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ClubEventTable {
  id: Generated<number>;
  club_id: number;
  title: string;
  description: Generated<string>;
  starts_at: Timestamp;
  place: string;
  lat: number | null;
  lng: number | null;
  capacity: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ClubEventSignupTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface ClubTables {
  club: ClubTable;
  club_member: ClubMemberTable;
  club_event: ClubEventTable;
  club_event_signup: ClubEventSignupTable;
}
export type ClubRow = Selectable<ClubTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ClubTables {}
}
