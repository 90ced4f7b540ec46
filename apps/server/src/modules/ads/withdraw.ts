import { sql, type Transaction } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn, NoticeService } from '../notices/index.js';
import type { Payments } from '../payments/index.js';
import type { AdSubject } from './ad-kind.js';

/** What a take-down refunds: the days from `today` on, at the order's per-day price, never more than is left to refund. */
export function withdrawRefund(s: Pick<AdSubject, 'dates' | 'per_day'>, today: string, left: number): { days: string[]; amount: number } {
  const days = s.dates.filter((d) => d >= today);
  return { days, amount: Math.min(days.length * s.per_day, left) };
}

/**
 * An area admin takes an approved ad down (docs/ads.md, "Taking an approved ad down"), in one transaction with
 * the order locked first (the engine's lock order): the days from the area's today on are freed and refunded
 * through the engine (whole when none had begun), the ad leaves the carousel (`refunded`, the reason kept),
 * the advertiser gets a notice and the audit log a row. Days already shown are not refunded; today's is, as the
 * ad stops showing now.
 */
export async function withdrawAd(trx: Transaction<DB>, payments: Payments, user: AuthUser, adId: number, reason: string, today: (siteAreaId: number) => Promise<string>) {
  const found = await trx.selectFrom('ad').select(['order_id', 'site_area_id']).where('id', '=', adId).executeTakeFirst();
  if (!found) throw notFound('ad.not_found');
  if (!mayActOn(user, found.site_area_id)) throw forbidden('ad.area_forbidden');
  const order = await trx.selectFrom('pay_order').selectAll().where('id', '=', found.order_id).forUpdate().executeTakeFirstOrThrow();
  const ad = await trx.selectFrom('ad').selectAll().where('id', '=', adId).forUpdate().executeTakeFirstOrThrow();
  if (ad.state !== 'approved') throw conflict('ad.withdraw_state', { state: ad.state });
  const day = await today(ad.site_area_id);
  const left = Number(order.paid_amount ?? 0) - Number(order.refunded_amount ?? 0);
  const subject = (typeof order.subject === 'string' ? JSON.parse(order.subject) : order.subject) as unknown as AdSubject;
  const refund = withdrawRefund(subject, day, left);
  if (!refund.days.length) throw conflict('ad.withdraw_over');
  const actor = { role: 'owner' as const, userId: user.id };
  if (refund.amount > 0) await payments.refunds.refundIn(trx, order, refund.amount === left ? undefined : refund.amount, reason, actor);
  // A whole refund's `reverse` already freed every day; a partial one leaves them: free the days not shown.
  await trx.deleteFrom('ad_slot').where('order_id', '=', order.id).where('day', '>=', sql<Date>`${day}::date`).execute();
  const now = new Date();
  await trx.updateTable('ad').set({ state: 'refunded', reject_reason: reason, reviewed_by: user.id, reviewed_at: now, updated_at: now }).where('id', '=', adId).execute();
  await audit(trx, { adminId: user.id, siteAreaId: ad.site_area_id, action: 'ad.withdraw', targetType: 'ad', targetId: adId, detail: { reason, order_id: Number(ad.order_id), days: refund.days, amount: refund.amount } });
  await new NoticeService(trx).notify(ad.user_id, {
    kind: 'review_failed',
    title: { key: 'ad.notice_withdrawn', params: { title: ad.title } },
    body: { key: 'ad.notice_withdrawn_body', params: { reason, days: refund.days.length } },
    link: '/pagesA/common/ad-buy-list',
    refType: 'ad',
    refId: adId,
    siteAreaId: ad.site_area_id,
  });
}
