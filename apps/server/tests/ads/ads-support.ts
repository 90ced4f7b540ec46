import { expect } from 'vitest';
import type { ApiData } from '@haiwai/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../support/harness.js';

export type Positions = ApiData<'adPositions'>;
export type Start = ApiData<'adPay'>;
export type Mine = ApiData<'adOrderList'>;
export type AdminPage = ApiData<'adAdminList'>;
export type AdminAd = ApiData<'adAdminReview'>;
export type Slides = ApiData<'carousel'>;
export interface Who {
  token: string;
  id: number;
}

/** A stored media URL (the media store's form; the ad calls check the form, the image route serves it). */
export const IMAGE = `/api/media/${'ab'.repeat(16)}`;

/** The ad test's helpers over one test app: the area's days, buying, paying, the carousel. */
export function adsHelpers(t: TestApp) {
  const areaId = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const positions = async (siteAreaId: number) => (await t.call<Positions>('adPositions', { siteAreaId })).data;
  const body = (priceId: number, dates: string[], extra: Record<string, unknown> = {}) => ({ price_id: priceId, dates, image: IMAGE, title: '越南河粉 8 折', text: '第一郡新店开业', contact: '+84 901 234 567', ...extra });
  const buy = (who: Who, siteAreaId: number, b: unknown) => t.call<Start>('adPay', { token: who.token, siteAreaId, body: b });
  const pay = (who: Who, orderId: number, outcome: 'paid' | 'failed' = 'paid') => t.call('paySandboxConfirm', { token: who.token, body: { id: orderId, outcome } });
  const review = (who: Who, adId: number, b: unknown) => t.call<AdminAd>('adAdminReview', { token: who.token, params: { id: adId }, body: b });
  const adOfOrder = async (orderId: number) => t.db.selectFrom('ad').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const heldDays = async (orderId: number) => (await sql<{ day: string }>`select day::text as day from ad_slot where order_id = ${orderId} order by day`.execute(t.db)).rows.map((r) => r.day);
  const carousel = async (siteAreaId: number) => (await t.call<Slides>('carousel', { siteAreaId, query: { position: 'home' } })).data;
  /** The carousel as it will be `days` after today (the dev-only day shift). */
  const carouselOn = async (siteAreaId: number, days: number) => {
    const r = await t.request('POST', '/api/dev/ads/day-shift', { body: { days }, sign: 'none' });
    if (r.status !== 200) throw new Error(`day shift: ${r.status} ${r.message}`);
    try {
      return await carousel(siteAreaId);
    } finally {
      await t.request('POST', '/api/dev/ads/day-shift', { body: { days: 0 }, sign: 'none' });
    }
  };
  const expire = async (orderId: number) => {
    await sql`update scheduled_job set run_at = now() - interval '1 second' where key = ${`pay-expire:${orderId}`}`.execute(t.db);
    await t.app.timers.runDue();
  };
  /** Buys `dates` of a position's price as `who` in `siteAreaId` and pays: the ad then waits for review. */
  const paidAd = async (who: Who, siteAreaId: number, priceId: number, dates: string[], extra: Record<string, unknown> = {}) => {
    const start = await buy(who, siteAreaId, body(priceId, dates, extra));
    expect(start.status, start.message).toBe(200);
    expect((await pay(who, start.data.order!.id)).status).toBe(200);
    return { orderId: start.data.order!.id, ad: await adOfOrder(start.data.order!.id) };
  };
  return { areaId, positions, body, buy, pay, review, adOfOrder, heldDays, carousel, carouselOn, expire, paidAd };
}
