import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as m0006 from './0006-appointments-follows.js';

/**
 * Car appointments. 0006 was released creating `car_appointment` and the companies module's `company_follow`
 * together; it stays whole here, with the module owning most of it. A released migration is never edited.
 */
export const carMigrations: Record<string, Migration> = {
  '0006-appointments-follows': sqlScript(m0006.up, m0006.down),
};
