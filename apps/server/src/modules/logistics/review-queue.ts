import { LOGISTICS_PAGES } from '@haiwai/contracts/logistics/constants';
import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { LogisticsLines } from './lines.js';

/** Companies' logistics lines waiting for the area's review, in the operators' console (docs/console.md), decided by the module's own review. */
export function logisticsReviewQueue(db: Kysely<DB>): ReviewQueue {
  const lines = new LogisticsLines(db);
  return tableQueue({
    key: 'logistics.line',
    module: 'logistics',
    title: { zh: '物流线路', en: 'Logistics lines', vi: 'Tuyến vận chuyển' },
    permission: 'review',
    table: 'logistics_line',
    waiting: sql`t.status = 'reviewing'`,
    columns: { title: sql<string>`t.from_place || ' → ' || t.to_place`, body: 'note', since: 'updated_at' },
    link: (id) => `${LOGISTICS_PAGES.detail}?id=${id}`,
    async decide(_db, admin, id, d) {
      await lines.review(admin, id, d.action === 'approve', d.reason);
    },
  });
}
