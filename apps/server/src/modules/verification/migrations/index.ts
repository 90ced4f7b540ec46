import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as business from './202612080100-verification-business.js';

/** Business verification. A released migration is never edited. */
export const verificationMigrations: Record<string, Migration> = {
  '202612080100-verification-business': sqlScript(business.up, business.down),
};
