import { sql, type Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0003 from './0003-chat.js';
import * as mStore from './202611300300-chat-store-messages.js';

/** Conversations and messages. A released migration is never edited, only followed. */
export const chatMigrations: Record<string, Migration> = {
  '0003-chat': sqlScript(m0003.up, m0003.down),
  // One statement with a function body (semicolons inside): not split like sqlScript's plain DDL.
  '202611300300-chat-store-messages': {
    up: async (db) => {
      for (const statement of mStore.up) await sql.raw(statement).execute(db);
    },
    down: async (db) => {
      for (const statement of mStore.down) await sql.raw(statement).execute(db);
    },
  },
};
