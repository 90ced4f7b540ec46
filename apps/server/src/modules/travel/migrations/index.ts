import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as walks from './202611281900-travel-walks.js';

/** City walks and travel's tables. A released migration is never edited. */
export const travelMigrations: Record<string, Migration> = {
  '202611281900-travel-walks': sqlScript(walks.up, walks.down),
};
