import type { Migration } from 'kysely';
import { sqlScript } from '../migrate.js';
import * as m0001 from './0001-kernel.js';
import * as scheduledJobs from './202611240330-kernel-scheduled-jobs.js';

/**
 * The kernel's tables (users, sessions, site areas, settings, dictionaries, media...). A module's tables are
 * migrated by the module (`modules/<name>/migrations/`). A released migration is never edited, only followed.
 */
export const kernelMigrations: Record<string, Migration> = {
  '0001-kernel': sqlScript(m0001.up, m0001.down),
  '202611240330-kernel-scheduled-jobs': sqlScript(scheduledJobs.up, scheduledJobs.down),
};
