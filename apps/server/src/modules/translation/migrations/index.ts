import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as cache from './202611282130-translation-cache.js';

/** Translation tables. A released migration is never edited. */
export const translationMigrations: Record<string, Migration> = {
  '202611282130-translation-cache': sqlScript(cache.up, cache.down),
};
