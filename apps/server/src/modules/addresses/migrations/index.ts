import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as book from './202612200400-addresses-book.js';

/** The address book's table. A released migration is never edited. */
export const addressesMigrations: Record<string, Migration> = {
  '202612200400-addresses-book': sqlScript(book.up, book.down),
};
