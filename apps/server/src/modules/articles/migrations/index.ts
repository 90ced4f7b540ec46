import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as articles from './202611300230-articles.js';

/** Article tables. A released migration is never edited. */
export const articleMigrations: Record<string, Migration> = {
  '202611300230-articles': sqlScript(articles.up, articles.down),
};
