import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as cards from './202612200300-cards.js';

/** Business card tables. A released migration is never edited. */
export const cardsMigrations: Record<string, Migration> = {
  '202612200300-cards': sqlScript(cards.up, cards.down),
};
