import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m1000 from './202612061000-hotels.js';
import * as tickets from './202612070100-hotels-review-tickets.js';

export const hotelMigrations: Record<string, Migration> = {
  '202612061000-hotels': sqlScript(m1000.up, m1000.down),
  '202612070100-hotels-review-tickets': sqlScript(tickets.up, tickets.down),
};
