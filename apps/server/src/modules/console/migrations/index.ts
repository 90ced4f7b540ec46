import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as review from './202611282200-console-review.js';

/** The console's tables. A released migration is never edited. */
export const consoleMigrations: Record<string, Migration> = {
  '202611282200-console-review': sqlScript(review.up, review.down),
};
