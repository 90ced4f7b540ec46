import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as faceValues from './202611281200-recharge-face-values.js';

/** Phone top-up tables. A released migration is never edited. */
export const rechargeMigrations: Record<string, Migration> = {
  '202611281200-recharge-face-values': sqlScript(faceValues.up, faceValues.down),
};
