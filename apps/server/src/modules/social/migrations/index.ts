import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as square from './202611300200-social-square.js';

/** The social square's tables. A released migration is never edited. */
export const socialMigrations: Record<string, Migration> = {
  '202611300200-social-square': sqlScript(square.up, square.down),
};
