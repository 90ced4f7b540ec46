import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as articles from './202611300230-articles.js';
import * as commentHiddenBy from './202612030100-articles-comment-hidden-by.js';

/** Article tables. A released migration is never edited. */
export const articleMigrations: Record<string, Migration> = {
  '202611300230-articles': sqlScript(articles.up, articles.down),
  '202612030100-articles-comment-hidden-by': sqlScript(commentHiddenBy.up, commentHiddenBy.down),
};
