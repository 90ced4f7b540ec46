import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as faq from './202611240500-customer-faq.js';

/** Customer service and FAQ tables. A released migration is never edited. */
export const customerMigrations: Record<string, Migration> = {
  '202611240500-customer-faq': sqlScript(faq.up, faq.down),
};
