import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0007 from './0007-jobs.js';
import * as unlockFromBalance from './202611281501-jobs-unlock-from-balance.js';

/** Job applications. A released migration is never edited, only followed. */
export const jobMigrations: Record<string, Migration> = {
  '0007-jobs': sqlScript(m0007.up, m0007.down),
  '202611281501-jobs-unlock-from-balance': sqlScript(unlockFromBalance.up, unlockFromBalance.down),
};
