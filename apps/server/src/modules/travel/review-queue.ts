import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { reviewWalk, walkLink } from './review.js';

/** Members' city walks and notes waiting for the area's review, in the operators' console (docs/console.md), decided by the module's own review. */
export function walkReviewQueue(db: Kysely<DB>): ReviewQueue {
  return tableQueue({
    key: 'travel.walk',
    module: 'travel',
    title: { zh: '城市漫步', en: 'City walks', vi: 'Dạo phố' },
    permission: 'review',
    table: 'travel_walk',
    waiting: sql`t.official = false and t.status = 'reviewing' and t.deleted_at is null`,
    columns: { title: 'title', body: 'content', since: 'created_at', images: 'images' },
    link: (id) => walkLink(id),
    async decide(_db, admin, id, d) {
      await reviewWalk(db, admin, id, { passed: d.action === 'approve', reason: d.reason }, 'zh');
    },
  });
}
