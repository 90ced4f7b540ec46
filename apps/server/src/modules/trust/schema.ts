import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ScamPatternKind, ScamPatternTopic } from '@haiwai/contracts/trust/constants';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A scam pattern of one area (migration 202612100100). */
export interface ScamPatternTable {
  id: Generated<number>;
  site_area_id: number;
  kind: ScamPatternKind;
  lang: 'zh' | 'en' | 'vi';
  topic: ScamPatternTopic;
  pattern: string;
  enabled: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type ScamPatternRow = Selectable<ScamPatternTable>;

declare module '../../db/schema.js' {
  interface DB {
    scam_pattern: ScamPatternTable;
  }
}
