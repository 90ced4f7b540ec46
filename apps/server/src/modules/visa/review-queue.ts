import { VISA_PAGES } from '@haiwai/contracts/visa/constants';
import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { VisaPackages } from './packages.js';

/** Agencies' visa packages waiting for the area's review, in the operators' console (docs/console.md), decided by the module's own review. */
export function visaReviewQueue(db: Kysely<DB>): ReviewQueue {
  const packages = new VisaPackages(db);
  return tableQueue({
    key: 'visa.package',
    module: 'visa',
    title: { zh: '签证套餐', en: 'Visa packages', vi: 'Gói thị thực' },
    permission: 'review',
    table: 'visa_package',
    waiting: sql`t.status = 'reviewing'`,
    columns: { title: 'title', body: 'summary', since: 'updated_at' },
    link: (id) => `${VISA_PAGES.detail}?id=${id}`,
    async decide(_db, admin, id, d) {
      await packages.review(admin, id, d.action === 'approve', d.reason, 'zh');
    },
  });
}
