import { EXHIBITION_PAGES } from '@haiwai/contracts/exhibitions/constants';
import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { Exhibitions } from './exhibitions.js';

/** Merchants' new and edited exhibitions waiting for the area's review, in the operators' console (docs/console.md). */
export function exhibitionReviewQueue(db: Kysely<DB>): ReviewQueue {
  const exhibitions = new Exhibitions(db);
  return tableQueue({
    key: 'exhibition',
    module: 'exhibitions',
    title: { zh: '展会', en: 'Exhibitions', vi: 'Triển lãm' },
    permission: 'review',
    table: 'exhibition',
    waiting: sql`t.status = 'reviewing'`,
    columns: { title: 'title', body: 'intro', since: 'updated_at', images: 'photos' },
    link: (id) => `${EXHIBITION_PAGES.detail}?id=${id}`,
    async decide(_db, admin, id, d) {
      await exhibitions.review(admin, id, d.action === 'approve', d.reason);
    },
  });
}
