import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as exposure from './202612200100-exposure.js';

/** Exposure board tables. A released migration is never edited. */
export const exposureMigrations: Record<string, Migration> = {
  '202612200100-exposure': sqlScript(exposure.up, exposure.down),
};
