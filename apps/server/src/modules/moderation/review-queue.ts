import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { FeedbackService } from './feedback.js';

/**
 * Open feedback in the operators' console (docs/console.md), for customer service ('service'): either decision marks
 * it handled through the module's own `handle` (the person's notice carries the reason or reply; audited).
 */
export function feedbackQueue(db: Kysely<DB>): ReviewQueue {
  const feedback = new FeedbackService(db);
  return tableQueue({
    key: 'feedback',
    module: 'moderation',
    title: { zh: '意见反馈', en: 'Feedback', vi: 'Góp ý' },
    permission: 'service',
    table: 'feedback',
    waiting: sql`t.status = 'open'`,
    columns: { title: sql<string>`t.type || ' · ' || left(t.content, 40)`, body: 'content', since: 'created_at', images: 'images' },
    link: () => null,
    async decide(_db, admin, id, d) {
      await feedback.handle(admin, id, d.reason ?? '');
    },
  });
}
