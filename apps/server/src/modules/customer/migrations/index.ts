import type { Migration } from 'kysely';
import { sqlScript } from '../../../db/migrate.js';
import * as faq from './202611240500-customer-faq.js';
import * as faqThaiKhmer from './202611270110-customer-faq-search-thai-khmer.js';

/** Customer service and FAQ tables. A released migration is never edited. */
export const customerMigrations: Record<string, Migration> = {
  '202611240500-customer-faq': sqlScript(faq.up, faq.down),
  '202611270110-customer-faq-search-thai-khmer': { up: faqThaiKhmer.up },
};
