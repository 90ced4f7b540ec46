import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { ReportService, type ReportTargetRegistry } from '../notices/index.js';
import { link } from './notify.js';

/**
 * Reported square posts in the operators' console (docs/console.md): a visible post with open reports. Approving
 * keeps the post (its reports dismissed); rejecting hides it with the reason (the first report resolved with the
 * type's hide — the author's notice, counters and audit of `setPostHidden` — the others resolved with it). Through the
 * report queue's own `handle`, one report at a time.
 */
export function reportedPostQueue(db: Kysely<DB>, targets: ReportTargetRegistry): ReviewQueue {
  const reports = new ReportService(db, { targets });
  return tableQueue({
    key: 'social.post',
    module: 'social',
    title: { zh: '被举报的动态', en: 'Reported posts', vi: 'Bài đăng bị báo cáo' },
    permission: 'review',
    table: 'social_post',
    waiting: sql`t.deleted_at is null and t.hidden_at is null and exists (select 1 from listing_report r where r.target_type = 'social_post' and r.target_id = t.id and r.status = 'open')`,
    columns: { title: sql<string>`left(t.content, 40)`, body: 'content', since: 'created_at' },
    link,
    async decide(_db, admin, id, d) {
      const open = await db.selectFrom('listing_report').select('id').where('target_type', '=', 'social_post').where('target_id', '=', String(id) as never).where('status', '=', 'open').orderBy('id').execute();
      for (const [i, r] of open.entries()) {
        if (d.action === 'approve') await reports.handle(admin, r.id, { status: 'dismissed', note: d.reason });
        else await reports.handle(admin, r.id, { status: 'resolved', hide: i === 0, note: d.reason });
      }
    },
  });
}
