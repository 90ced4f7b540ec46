import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as webPush from './202612210400-web-push.js';

/** Web Push subscriptions and settings. A released migration is never edited. */
export const webPushMigrations: Record<string, Migration> = {
  '202612210400-web-push': sqlScript(webPush.up, webPush.down),
};
