import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as rates from './202611280300-exchange-rates.js';

/** Exchange-rate tables. A released migration is never edited. */
export const exchangeMigrations: Record<string, Migration> = {
  '202611280300-exchange-rates': sqlScript(rates.up, rates.down),
};
