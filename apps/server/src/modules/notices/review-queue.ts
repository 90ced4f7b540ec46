import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { ReportService } from './report-service.js';
import type { ReportTargetRegistry } from './report-targets.js';

/**
 * Open reports in the operators' console (docs/console.md), for customer service ('service'): approving upholds the
 * report (resolved, and the target hidden where its type can hide it); rejecting dismisses it with the reason as the
 * note. Through the module's own `handle`: audit and notices as on the phone screens.
 */
export function reportQueue(db: Kysely<DB>, targets: ReportTargetRegistry): ReviewQueue {
  const reports = new ReportService(db, { targets });
  return tableQueue({
    key: 'report',
    module: 'notices',
    title: { zh: '举报', en: 'Reports', vi: 'Báo cáo vi phạm' },
    permission: 'service',
    table: 'listing_report',
    waiting: sql`t.status = 'open'`,
    columns: { title: sql<string>`t.target_type || ' #' || t.target_id || ' · ' || t.reason`, body: 'detail', since: 'created_at' },
    link: () => null,
    async decide(_db, admin, id, d) {
      const row = await db.selectFrom('listing_report').select('target_type').where('id', '=', id).executeTakeFirst();
      const canHide = Boolean(row && targets.get(row.target_type)?.hide);
      await reports.handle(admin, id, d.action === 'approve' ? { status: 'resolved', hide: canHide, note: d.reason } : { status: 'dismissed', note: d.reason });
    },
  });
}
