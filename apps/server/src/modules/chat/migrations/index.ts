import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0003 from './0003-chat.js';

/** Conversations and messages. A released migration is never edited, only followed. */
export const chatMigrations: Record<string, Migration> = {
  '0003-chat': sqlScript(m0003.up, m0003.down),
};
