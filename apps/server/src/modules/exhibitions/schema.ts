import type { ExhibitionIndustry, ExhibitionStatus } from '@haiwai/contracts/exhibitions/constants';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonOf<T> = ColumnType<T, string | undefined, string>;
/** A `date` column: written as `YYYY-MM-DD`; read through `to_char` (the drivers differ on what they return). */
type Day = ColumnType<unknown, string, string>;

export interface ExhibitionTable {
  id: Generated<number>;
  site_area_id: number;
  user_id: number;
  company_id: number;
  industry: ExhibitionIndustry;
  title: string;
  intro: string;
  starts_on: Day;
  ends_on: Day;
  venue: string;
  address: Generated<string>;
  lat: number | null;
  lng: number | null;
  organiser: string;
  schedule: JsonOf<Array<{ date: string; time: string; text: string }>>;
  photos: JsonOf<string[]>;
  status: Generated<ExhibitionStatus>;
  review_reason: string | null;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ExhibitionInterestTable {
  exhibition_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface ExhibitionTables {
  exhibition: ExhibitionTable;
  exhibition_interest: ExhibitionInterestTable;
}

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ExhibitionTables {}
}
