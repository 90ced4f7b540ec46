import type { Migration } from 'kysely';
import { sqlStatements } from '../../../../db/migrate.js';
import * as mIndex from './202612210300-chat-search-index.js';

/** Chat search's tables. A released migration is never edited, only followed. */
export const chatSearchMigrations: Record<string, Migration> = {
  '202612210300-chat-search-index': sqlStatements(mIndex.up, mIndex.down),
};
