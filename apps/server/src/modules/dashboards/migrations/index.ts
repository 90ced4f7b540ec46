import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as rollup from './202612150500-dashboards-rollup.js';

/** The dashboards' rollup tables. A released migration is never edited. */
export const dashboardsMigrations: Record<string, Migration> = {
  '202612150500-dashboards-rollup': sqlScript(rollup.up, rollup.down),
};
