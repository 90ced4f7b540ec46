import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as logistics from './202612200410-logistics.js';

/** Logistics tables. A released migration is never edited. */
export const logisticsMigrations: Record<string, Migration> = {
  '202612200410-logistics': sqlScript(logistics.up, logistics.down),
};
