import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as balance from './202611281500-promotion-balance.js';

/** Counts balance tables. A released migration is never edited. */
export const promotionMigrations: Record<string, Migration> = {
  '202611281500-promotion-balance': sqlScript(balance.up, balance.down),
};
