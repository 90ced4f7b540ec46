import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as wordsFeedback from './202611300201-moderation-words-feedback.js';

/** Sensitive words and feedback. A released migration is never edited. */
export const moderationMigrations: Record<string, Migration> = {
  '202611300201-moderation-words-feedback': sqlScript(wordsFeedback.up, wordsFeedback.down),
};
