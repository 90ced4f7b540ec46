import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as members from './202611281740-vip-members.js';

/** VIP and merchant opening tables. A released migration is never edited. */
export const vipMigrations: Record<string, Migration> = {
  '202611281740-vip-members': sqlScript(members.up, members.down),
};
