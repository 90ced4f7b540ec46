import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as patterns from './202612100100-trust-scam-patterns.js';

/** Scam patterns. A released migration is never edited. */
export const trustMigrations: Record<string, Migration> = {
  '202612100100-trust-scam-patterns': sqlScript(patterns.up, patterns.down),
};
