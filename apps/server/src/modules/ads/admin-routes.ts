import type { AdminAd } from '@haiwai/contracts/ads';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route, type AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn, NoticeService } from '../notices/index.js';
import type { Payments } from '../payments/index.js';
import { adQuery, cardsOf, presentAdminAd, type AdWithOrder } from './ad-records.js';
import type { AdSlides } from './ad-slides.js';
import { withdrawAd } from './withdraw.js';

const queuePages = idPager('ads-admin');

type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

async function withCards(db: Kysely<DB>, rows: AdWithOrder[]): Promise<AdminAd[]> {
  const cards = await cardsOf(db, rows.map((r) => r.listing_id));
  return rows.map((r) => presentAdminAd(r, (r.listing_id && cards.get(r.listing_id)) || null));
}

/**
 * One review, in one transaction with the order locked first (the engine's lock order): approving shows the
 * ad on its days; rejecting refunds the whole order through the engine, whose `reverse` frees the days, and
 * keeps the reason. Either way the advertiser gets a notice and the audit log a row.
 */
export async function review(trx: Transaction<DB>, payments: Payments, user: AuthUser, adId: number, d: Decision): Promise<AdWithOrder> {
  const found = await trx.selectFrom('ad').select(['order_id', 'site_area_id']).where('id', '=', adId).executeTakeFirst();
  if (!found) throw notFound('ad.not_found');
  if (!mayActOn(user, found.site_area_id)) throw forbidden('ad.area_forbidden');
  const order = await trx.selectFrom('pay_order').selectAll().where('id', '=', found.order_id).forUpdate().executeTakeFirstOrThrow();
  const ad = await trx.selectFrom('ad').selectAll().where('id', '=', adId).forUpdate().executeTakeFirstOrThrow();
  if (ad.state !== 'pending_review') throw conflict('ad.state', { state: ad.state });
  const now = new Date();
  if (d.decision === 'reject') await payments.refunds.refundIn(trx, order, undefined, d.reason, { role: 'owner', userId: user.id });
  await trx
    .updateTable('ad')
    .set({ state: d.decision === 'approve' ? 'approved' : 'rejected', reject_reason: d.decision === 'reject' ? d.reason : null, reviewed_by: user.id, reviewed_at: now, updated_at: now })
    .where('id', '=', adId)
    .execute();
  await audit(trx, { adminId: user.id, siteAreaId: ad.site_area_id, action: `ad.${d.decision}`, targetType: 'ad', targetId: adId, detail: d.decision === 'reject' ? { reason: d.reason, order_id: Number(ad.order_id) } : { order_id: Number(ad.order_id) } });
  const approved = d.decision === 'approve';
  await new NoticeService(trx).notify(ad.user_id, {
    kind: approved ? 'review_passed' : 'review_failed',
    title: { key: approved ? 'ad.notice_approved' : 'ad.notice_rejected', params: { title: ad.title } },
    body: approved ? { key: 'ad.notice_approved_body' } : { key: 'ad.notice_rejected_body', params: { reason: d.decision === 'reject' ? d.reason : '' } },
    link: '/pagesA/common/ad-buy-list',
    refType: 'ad',
    refId: adId,
    siteAreaId: ad.site_area_id,
  });
  return (await adQuery(trx).where('a.id', '=', adId).executeTakeFirstOrThrow()) as AdWithOrder;
}

/** The area admins' calls: ads of my areas by state, the review, and taking an approved ad down. */
export function adAdminRoutes(app: FastifyInstance, db: Kysely<DB>, payments: Payments, slides: AdSlides) {
  route(app, 'adAdminList', async ({ query, user }) => {
    const areas = adminAreas(user, query.site_area_id);
    if (areas && !areas.length) return { list: [], next_cursor: null };
    // Oldest first: the ads whose days come soonest were usually bought first.
    const after = queuePages.after(query.cursor, 'a.id', 'asc');
    let q = adQuery(db).where('a.state', '=', query.state);
    if (areas) q = q.where('a.site_area_id', 'in', areas);
    if (after) q = q.where(after);
    const rows = await q.orderBy('a.id', 'asc').limit(query.limit + 1).execute();
    const page = queuePages.take(rows, query.limit, 'asc');
    return { list: await withCards(db, page.rows), next_cursor: page.next_cursor };
  });

  route(app, 'adAdminReview', async ({ params, body, user }) => {
    const row = await db.transaction().execute((trx) => review(trx, payments, user, params.id, body));
    slides.changed();
    return (await withCards(db, [row]))[0]!;
  });

  route(app, 'adAdminWithdraw', async ({ params, body, user }) => {
    await db.transaction().execute((trx) => withdrawAd(trx, payments, user, params.id, body.reason, (area) => slides.today(area, new Date(), trx)));
    slides.changed();
    return (await withCards(db, [(await adQuery(db).where('a.id', '=', params.id).executeTakeFirstOrThrow()) as AdWithOrder]))[0]!;
  });
}
