import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as slots from './202611281400-ads-slots.js';

/** The ad slots' tables. A released migration is never edited. */
export const adsMigrations: Record<string, Migration> = {
  '202611281400-ads-slots': sqlScript(slots.up, slots.down),
};
