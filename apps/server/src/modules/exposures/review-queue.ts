import { EXPOSURE_PAGES } from '@haiwai/contracts/exposures/constants';
import { sql, type Kysely } from 'kysely';
import { tableQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import type { ExposureReview } from './review.js';

/**
 * The exposure board's two queues in the operators' console (docs/console.md): exposures waiting for review and
 * the exposed parties' answers. Decided through the module's own review (the console approves without making any
 * evidence public; choosing public evidence is the detail screen's review, docs/exposures.md).
 */
export function exposureReviewQueues(db: Kysely<DB>, review: ExposureReview): ReviewQueue[] {
  return [
    tableQueue({
      key: 'exposure.post',
      module: 'exposures',
      title: { zh: '曝光', en: 'Exposures', vi: 'Cảnh báo' },
      permission: 'review',
      table: 'exposure',
      waiting: sql`t.status = 'pending'`,
      columns: { title: 'title', body: 'story', since: 'updated_at' },
      link: (id) => `${EXPOSURE_PAGES.detail}?id=${id}`,
      async decide(_d, admin, id, d) {
        await review.review(admin, id, { pass: d.action === 'approve', reason: d.reason, public_evidence: [] });
      },
    }),
    tableQueue({
      key: 'exposure.reply',
      module: 'exposures',
      title: { zh: '曝光回应', en: 'Answers to exposures', vi: 'Phản hồi cảnh báo' },
      permission: 'review',
      table: 'exposure_reply',
      waiting: sql`t.status = 'pending'`,
      columns: { title: sql<string>`(select e.title from exposure e where e.id = t.exposure_id)`, body: 'body', since: 'updated_at' },
      // The queue's rows are answers; the console's drawer shows their text (the exposure opens from the first queue).
      link: () => null,
      async decide(_d, admin, id, d) {
        const row = await db.selectFrom('exposure_reply').select('exposure_id').where('id', '=', id).executeTakeFirst();
        await review.reviewReply(admin, row?.exposure_id ?? 0, { pass: d.action === 'approve', reason: d.reason });
      },
    }),
  ];
}
