import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as guides from './202611281900-guides.js';
import * as tickets from './202612070110-guides-review-tickets.js';

/** Guides' tables. A released migration is never edited. */
export const guideMigrations: Record<string, Migration> = {
  '202611281900-guides': sqlScript(guides.up, guides.down),
  '202612070110-guides-review-tickets': sqlScript(tickets.up, tickets.down),
};
