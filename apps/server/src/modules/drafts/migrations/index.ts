import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as temporaryLog from './202612200600-drafts-temporary-log.js';

/** Server drafts. A released migration is never edited. */
export const draftsMigrations: Record<string, Migration> = {
  '202612200600-drafts-temporary-log': sqlScript(temporaryLog.up, temporaryLog.down),
};
