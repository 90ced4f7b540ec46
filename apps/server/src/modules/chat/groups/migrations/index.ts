import { sql, type Migration } from 'kysely';
import * as mGroups from './202612210200-chat-groups.js';

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

/** The group-running tables (joined to chat's migrations in chat/module.ts). A released migration is never edited. */
export const groupMigrations: Record<string, Migration> = {
  '202612210200-chat-groups': statements(mGroups.up, mGroups.down),
};
