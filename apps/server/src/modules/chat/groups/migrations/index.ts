import type { Migration } from 'kysely';
import { sqlStatements as statements } from '../../../../db/migrate.js';
import * as mGroups from './202612210200-chat-groups.js';

/** The group-running tables (joined to chat's migrations in chat/module.ts). A released migration is never edited. */
export const groupMigrations: Record<string, Migration> = {
  '202612210200-chat-groups': statements(mGroups.up, mGroups.down),
};
