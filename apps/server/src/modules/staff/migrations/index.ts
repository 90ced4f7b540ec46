import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as roles from './202612090200-staff-roles.js';
import * as bans from './202612090210-staff-bans.js';

/** Roles, grants and bans. A released migration is never edited. */
export const staffMigrations: Record<string, Migration> = {
  '202612090200-staff-roles': sqlScript(roles.up, roles.down),
  '202612090210-staff-bans': sqlScript(bans.up, bans.down),
};
