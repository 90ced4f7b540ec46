import type { Migration } from 'kysely';
// Each statement as one (function bodies hold semicolons: not split like sqlScript's plain DDL).
import { sqlScript, sqlStatements as statements } from '../../../db/migrate.js';
import * as m0003 from './0003-chat.js';
import * as mStore from './202611300300-chat-store-messages.js';
import * as mUnread from './202612010100-chat-unread-derived.js';
import * as mPrechecks from './202612010110-chat-send-prechecks.js';
import * as mSend from './202612020100-chat-send-messages.js';
import * as mPrivate from './202612040120-chat-private-media.js';
import * as mAutoTranslate from './202612200700-chat-auto-translate.js';
import * as mRolesHidden from './202612210000-chat-roles-hidden.js';
import * as mMentionsDrafts from './202612210100-chat-mentions-drafts.js';

/** Conversations and messages. A released migration is never edited, only followed. */
export const chatMigrations: Record<string, Migration> = {
  '0003-chat': sqlScript(m0003.up, m0003.down),
  '202611300300-chat-store-messages': statements(mStore.up, mStore.down),
  '202612010100-chat-unread-derived': statements(mUnread.up, mUnread.down),
  '202612010110-chat-send-prechecks': statements(mPrechecks.up, mPrechecks.down),
  '202612020100-chat-send-messages': statements(mSend.up, mSend.down),
  '202612040120-chat-private-media': statements(mPrivate.up, mPrivate.down),
  '202612200700-chat-auto-translate': statements(mAutoTranslate.up, mAutoTranslate.down),
  '202612210000-chat-roles-hidden': statements(mRolesHidden.up, mRolesHidden.down),
  '202612210100-chat-mentions-drafts': statements(mMentionsDrafts.up, mMentionsDrafts.down),
};
