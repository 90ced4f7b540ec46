import { sql, type Migration } from 'kysely';
import * as mIndex from './202612210300-chat-search-index.js';

/** Each statement as one (the trigger function's body holds semicolons). */
function statements(up: string[], down: string[]): Migration {
  return {
    up: async (db) => {
      for (const statement of up) await sql.raw(statement).execute(db);
    },
    down: async (db) => {
      for (const statement of down) await sql.raw(statement).execute(db);
    },
  };
}

/** Chat search's tables. A released migration is never edited, only followed. */
export const chatSearchMigrations: Record<string, Migration> = {
  '202612210300-chat-search-index': statements(mIndex.up, mIndex.down),
};
