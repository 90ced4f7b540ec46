import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as langWordOverrides from './202611240354-basis-lang-word-overrides.js';

/** The basis module's own changes to kernel tables it owns (`lang_word`). A released migration is never edited. */
export const basisMigrations: Record<string, Migration> = {
  '202611240354-basis-lang-word-overrides': sqlScript(langWordOverrides.up, langWordOverrides.down),
};
