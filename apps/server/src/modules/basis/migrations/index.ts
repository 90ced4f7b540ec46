import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as langWordOverrides from './202611240354-basis-lang-word-overrides.js';
import * as areaPagesWords from './202611282130-basis-area-pages-words.js';

/** The basis module's own changes to kernel tables it owns (`lang_word`, `single_page`). A released migration is never edited. */
export const basisMigrations: Record<string, Migration> = {
  '202611240354-basis-lang-word-overrides': sqlScript(langWordOverrides.up, langWordOverrides.down),
  '202611282130-basis-area-pages-words': sqlScript(areaPagesWords.up, areaPagesWords.down),
};
