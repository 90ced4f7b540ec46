import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as exhibitions from './202612200510-exhibitions.js';

/** Exhibition tables. A released migration is never edited. */
export const exhibitionsMigrations: Record<string, Migration> = {
  '202612200510-exhibitions': sqlScript(exhibitions.up, exhibitions.down),
};
