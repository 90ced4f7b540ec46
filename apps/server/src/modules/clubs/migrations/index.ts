import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as clubs from './202612200500-clubs.js';

/** Club tables. A released migration is never edited. */
export const clubsMigrations: Record<string, Migration> = {
  '202612200500-clubs': sqlScript(clubs.up, clubs.down),
};
