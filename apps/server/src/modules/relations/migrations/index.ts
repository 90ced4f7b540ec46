import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as followsBlocks from './202611300100-relations-follows-blocks.js';

/** Follows and blocks. A released migration is never edited. */
export const relationsMigrations: Record<string, Migration> = {
  '202611300100-relations-follows-blocks': sqlScript(followsBlocks.up, followsBlocks.down),
};
