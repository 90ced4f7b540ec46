import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as visa from './202612051000-visa.js';

/** Visa tables. A released migration is never edited. */
export const visaMigrations: Record<string, Migration> = {
  '202612051000-visa': sqlScript(visa.up, visa.down),
};
