import type { Lang } from '@haiwai/contracts';
import type { TravelCard } from '@haiwai/contracts/travel';
import type { Kysely } from 'kysely';
import { badRequest, forbidden } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn, NoticeService } from '../notices/index.js';
import { presentCards } from './present.js';
import { walkRow } from './walks.js';

/** Where the author's notice leads: the walk's detail. */
export const walkLink = (id: number, official = false) => `/pagesA/cityWalk/detail?id=${id}${official ? '&official=1' : ''}`;

/**
 * The area's review of a member's walk, with the classifieds' review pieces: the same outcome notices
 * (`review_passed` / `review_failed` with the listing engine's words, naming the walk's title), the admin audit, and
 * the area scope of every admin call. Approving puts it online; refusing keeps it out with the reason, which its
 * author sees on the walk and may fix (saving again sends it back to review).
 */
export async function reviewWalk(db: Kysely<DB>, admin: AuthUser, id: number, body: { passed: boolean; reason?: string }, lang: Lang): Promise<TravelCard> {
  const row = await db.transaction().execute(async (trx) => {
    const old = await walkRow(trx, id, false, { forUpdate: true });
    if (!mayActOn(admin, old.site_area_id)) throw forbidden('travel.area_forbidden');
    if (old.status === 'online' && body.passed) throw badRequest('travel.not_reviewing');
    const reason = body.passed ? null : (body.reason ?? '');
    const updated = await trx
      .updateTable('travel_walk')
      .set({ status: body.passed ? 'online' : 'failed', review_reason: reason })
      .where('id', '=', old.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { adminId: admin.id, siteAreaId: old.site_area_id, action: body.passed ? 'travel.adopt' : 'travel.reject', targetType: 'travel_walk', targetId: old.id, detail: { from: old.status, to: updated.status, reason } });
    const about = { link: walkLink(old.id), refType: 'travel_walk', refId: old.id, siteAreaId: old.site_area_id };
    await new NoticeService(trx).notify(
      old.user_id,
      body.passed
        ? { kind: 'review_passed', title: { key: 'listing.notice_passed', params: { title: old.title } }, body: { key: 'listing.notice_passed_body' }, ...about }
        : { kind: 'review_failed', title: { key: 'listing.notice_failed', params: { title: old.title } }, body: { key: 'listing.notice_failed_body', params: { reason: reason ?? '' } }, ...about },
    );
    return updated;
  });
  return (await presentCards(db, [row], lang))[0]!;
}
