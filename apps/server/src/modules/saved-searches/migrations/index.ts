import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as savedSearches from './202612010700-saved-searches.js';

/** Saved searches' tables. A released migration is never edited. */
export const savedSearchMigrations: Record<string, Migration> = {
  '202612010700-saved-searches': sqlScript(savedSearches.up, savedSearches.down),
};
