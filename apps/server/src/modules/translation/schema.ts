import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** One field's text translated into one language; `text_hash` is sha256 of its format and text. */
export interface TranslationCacheTable {
  text_hash: string;
  target_lang: string;
  engine: string;
  source_lang: string | null;
  translated: string;
  /** The original's length in characters (what the engine was sent for it). */
  chars: number;
  created_at: CreatedAt;
}

/** One member's day: characters sent to the engine, calls, and translations served from the cache. */
export interface TranslationUsageTable {
  day: ColumnType<string, string, string>;
  user_id: number;
  site_area_id: number | null;
  chars: Generated<number>;
  requests: Generated<number>;
  cache_hits: Generated<number>;
}

export interface TranslationTables {
  translation_cache: TranslationCacheTable;
  translation_usage: TranslationUsageTable;
}

declare module '../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends TranslationTables {}
}
