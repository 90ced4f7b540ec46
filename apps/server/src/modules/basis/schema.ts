import type { Generated } from 'kysely';

/** Columns the basis module's migrations add to kernel tables it owns (202611282130-basis-area-pages-words). */
declare module '../../db/schema.js' {
  interface SinglePageTable {
    /** 0: the page every area shows unless it has its own of the same key. */
    site_area_id: Generated<number>;
  }
  interface LangWordTable {
    /** 0: the override every area shows unless it has its own. */
    site_area_id: Generated<number>;
  }
}
