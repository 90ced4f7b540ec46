import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as engine from './202611280100-payments-engine.js';

/** The payment engine's tables. A released migration is never edited. */
export const paymentsMigrations: Record<string, Migration> = {
  '202611280100-payments-engine': sqlScript(engine.up, engine.down),
};
