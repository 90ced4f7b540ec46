import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { adsHelpers, type AdminAd, type AdminPage, type Mine, type Who } from './ads-support.js';

/**
 * Taking an approved ad down (docs/ads.md): the area admin's list of approved ads, and the take-down that frees
 * and refunds the days from today on (whole when none had begun), with the reason told to the advertiser.
 * "Today" is the carousel's day, so the dev-only day shift lets a test stand in the middle of an ad's days.
 */
let t: TestApp;
let h: ReturnType<typeof adsHelpers>;
let hcm = 0;
let priceId = 0;
let perDay = 0;
let tomorrow = '';
let member: Who;
let other: Who;
let adminHcm: Who;
let adminBkk: Who;

const day = (n: number) => {
  const d = new Date(`${tomorrow}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const shiftDays = async (days: number) => expect((await t.request('POST', '/api/dev/ads/day-shift', { body: { days }, sign: 'none' })).status).toBe(200);
const withdraw = (who: Who | null, adId: number, body: unknown) => t.call<AdminAd>('adAdminWithdraw', { ...(who ? { token: who.token } : {}), params: { id: adId }, body });
const orderOf = (orderId: number) => t.db.selectFrom('pay_order').select(['state', 'refunded_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();

/** Buys `dates` as `who`, pays, and has the area admin approve it. */
async function approvedAd(who: Who, dates: string[]) {
  const { orderId, ad } = await h.paidAd(who, hcm, priceId, dates);
  expect((await h.review(adminHcm, ad.id, { decision: 'approve' })).status).toBe(200);
  return { orderId, adId: ad.id };
}

beforeAll(async () => {
  t = await startTestApp();
  h = adsHelpers(t);
  hcm = await h.areaId('hcm');
  member = await t.login('member');
  other = await t.newUser();
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  const [home] = await h.positions(hcm);
  priceId = home!.price.id;
  perDay = home!.price.amount;
  tomorrow = home!.first_day;
});
afterEach(() => shiftDays(0));
afterAll(() => t?.close());

describe('approved ads on the admin desk', () => {
  it('lists my area’s approved ads; another area’s admin and members see none of them', async () => {
    const { adId } = await approvedAd(member, [day(5)]);
    const mine = await t.call<AdminPage>('adAdminList', { token: adminHcm.token, query: { site_area_id: hcm, state: 'approved' } });
    expect(mine.data.list.find((a) => a.id === adId)).toMatchObject({ state: 'approved', order_state: 'fulfilled', dates: [day(5)] });
    expect((await t.call<AdminPage>('adAdminList', { token: adminBkk.token, query: { state: 'approved' } })).data.list.map((a) => a.id)).not.toContain(adId);
    expect((await t.call('adAdminList', { token: member.token, query: { state: 'approved' } })).status).toBe(403);
  });
});

describe('taking an approved ad down', () => {
  it('refuses another area’s admin, a member, no token, no reason, an unknown ad and one not approved', async () => {
    const { adId } = await approvedAd(member, [day(6)]);
    expect((await withdraw(adminBkk, adId, { reason: '违规' })).status).toBe(403);
    expect((await withdraw(member, adId, { reason: '违规' })).status).toBe(403);
    expect((await withdraw(null, adId, { reason: '违规' })).status).toBe(401);
    const blank = await withdraw(adminHcm, adId, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({ fields: { 'body.reason': expect.any(String) } });
    expect((await withdraw(adminHcm, 999999, { reason: '违规' })).status).toBe(404);
    const start = await h.buy(member, hcm, h.body(priceId, [day(7)]));
    await h.pay(member, start.data.order!.id);
    const pending = await h.adOfOrder(start.data.order!.id);
    expect((await withdraw(adminHcm, pending.id, { reason: '违规' })).status).toBe(409);
    expect((await h.adOfOrder(start.data.order!.id)).state).toBe('pending_review');
  });

  it('before its days: out of the carousel, refunded whole, days free to buy again, the advertiser told, audited', async () => {
    const { adId, orderId } = await approvedAd(member, [day(10), day(11)]);
    await shiftDays(11);
    expect((await h.carousel(hcm))[0]!.id).toBe(-adId);
    await shiftDays(0);
    const r = await withdraw(adminHcm, adId, { reason: '广告内容与实际不符' });
    expect(r.status, r.message).toBe(200);
    expect(r.data).toMatchObject({ state: 'refunded', reject_reason: '广告内容与实际不符', order_state: 'refunded' });
    expect(await h.heldDays(orderId)).toEqual([]);
    expect(Number((await orderOf(orderId)).refunded_amount)).toBe(perDay * 2);
    const refund = await t.db.selectFrom('pay_refund').select(['amount', 'reason']).where('order_id', '=', orderId).execute();
    expect(refund.map((x) => ({ amount: Number(x.amount), reason: x.reason }))).toEqual([{ amount: perDay * 2, reason: '广告内容与实际不符' }]);
    expect(await h.carouselOn(hcm, 11)).not.toContainEqual(expect.objectContaining({ id: -adId }));
    expect((await h.buy(other, hcm, h.body(priceId, [day(10)]))).status).toBe(200);
    const notice = await t.db.selectFrom('notice').select(['kind']).where('user_id', '=', member.id).where('ref_type', '=', 'ad').where('ref_id', '=', adId).orderBy('id').execute();
    expect(notice.map((n) => n.kind)).toEqual(['review_passed', 'review_failed']);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'ad').where('target_id', '=', adId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['ad.approve', 'ad.withdraw']);
    const mine = await t.call<Mine>('adOrderList', { token: member.token });
    expect(mine.data.list.find((a) => a.id === adId)).toMatchObject({ state: 'refunded', reject_reason: '广告内容与实际不符' });
    expect((await withdraw(adminHcm, adId, { reason: '再次' })).status).toBe(409);
  });

  it('in the middle of its days: the days shown are kept, today and later are refunded and freed', async () => {
    const { adId, orderId } = await approvedAd(member, [day(20), day(21), day(22), day(23)]);
    await shiftDays(22); // the carousel's today is day(21)
    expect((await h.carousel(hcm))[0]!.id).toBe(-adId);
    const r = await withdraw(adminHcm, adId, { reason: '商家已停业' });
    expect(r.status, r.message).toBe(200);
    expect(r.data).toMatchObject({ state: 'refunded', order_state: 'partly_refunded' });
    expect(Number((await orderOf(orderId)).refunded_amount)).toBe(perDay * 3);
    expect(await h.heldDays(orderId)).toEqual([day(20)]);
    expect(await h.carousel(hcm)).not.toContainEqual(expect.objectContaining({ id: -adId }));
  });

  it('after its last day there is nothing to take down', async () => {
    const { adId, orderId } = await approvedAd(member, [day(30)]);
    await shiftDays(32);
    expect((await withdraw(adminHcm, adId, { reason: '过期' })).status).toBe(409);
    expect((await orderOf(orderId)).state).toBe('fulfilled');
  });
});
