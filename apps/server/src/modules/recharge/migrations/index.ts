import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as faceValues from './202611281200-recharge-face-values.js';
import * as topups from './202611281300-recharge-topups.js';

/** Phone top-up tables. A released migration is never edited. */
export const rechargeMigrations: Record<string, Migration> = {
  '202611281200-recharge-face-values': sqlScript(faceValues.up, faceValues.down),
  '202611281300-recharge-topups': sqlScript(topups.up, topups.down),
};
