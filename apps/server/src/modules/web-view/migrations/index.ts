import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as hosts from './202612200610-web-view-hosts.js';

/** The web view's allow-list. A released migration is never edited. */
export const webViewMigrations: Record<string, Migration> = {
  '202612200610-web-view-hosts': sqlScript(hosts.up, hosts.down),
};
