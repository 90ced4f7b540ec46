import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { presentNotice } from '../notices/index.js';
import { shortBody, type Delivery, type PushJob } from './sender.js';

/** Where a notice without an in-app link opens: the notice centre. */
const NOTICE_CENTRE = '/pages/common/notice-center';

/**
 * A personal notice, once committed (the notices module's hook, `watchNotices`), for Web Push: review outcomes under
 * "reviews", everything else (orders, bookings, applications, follows…) under "notices". Announcements to a whole area
 * are not pushed (they would wake every phone of the area; they stay in the notice centre).
 */
export function noticeJob(db: Kysely<DB>, notice: { id: number; userId: number }): PushJob {
  return { users: [notice.userId], deliveries: () => noticeDeliveries(db, notice) };
}

async function noticeDeliveries(db: Kysely<DB>, notice: { id: number; userId: number }): Promise<Delivery[]> {
  const row = await db.selectFrom('notice').selectAll().where('id', '=', notice.id).executeTakeFirst();
  if (!row) return [];
  const kind = row.kind === 'review_passed' || row.kind === 'review_failed' ? 'reviews' : 'notices';
  const url = row.link && row.link.startsWith('/') && !row.link.startsWith('//') ? row.link : NOTICE_CENTRE;
  return [
    {
      userId: notice.userId,
      kind,
      render: (lang) => {
        const n = presentNotice(row, lang, false);
        return { title: shortBody(n.title), body: shortBody(n.body), url, tag: `notice-${notice.id}`, kind };
      },
    },
  ];
}
