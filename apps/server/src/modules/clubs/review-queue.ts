import { CLUB_PAGES } from '@haiwai/contracts/clubs/constants';
import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { Clubs } from './clubs.js';

/** Members' new and edited clubs waiting for the area's review, in the operators' console (docs/console.md). */
export function clubReviewQueue(db: Kysely<DB>): ReviewQueue {
  const clubs = new Clubs(db);
  return tableQueue({
    key: 'club',
    module: 'clubs',
    title: { zh: '俱乐部', en: 'Clubs', vi: 'Câu lạc bộ' },
    permission: 'review',
    table: 'club',
    waiting: sql`t.status = 'reviewing'`,
    columns: { title: 'name', body: 'intro', since: 'updated_at', images: 'photos' },
    link: (id) => `${CLUB_PAGES.detail}?id=${id}`,
    async decide(_db, admin, id, d) {
      await clubs.review(admin, id, d.action === 'approve', d.reason);
    },
  });
}
