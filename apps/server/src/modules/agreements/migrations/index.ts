import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as agreements from './202612200200-agreements.js';

/** Contract tables. A released migration is never edited. */
export const agreementsMigrations: Record<string, Migration> = {
  '202612200200-agreements': sqlScript(agreements.up, agreements.down),
};
