import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { adsHelpers, IMAGE, type AdminPage, type Mine, type Who } from './ads-support.js';

/**
 * Ad slots (docs/ads.md) end to end over HTTP on a real database: positions, buying with held days, paying in
 * the sandbox, the area admin's review, the carousel on the ad's days only, rejection's refund, expiry.
 */
let t: TestApp;
let h: ReturnType<typeof adsHelpers>;
let hcm = 0;
let bangkok = 0;
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

async function ownListing(who: Who, title: string): Promise<number> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
  const image = (await upload(t, png, { token: who.token, type: 'image/png', filename: 'a.png' })).body.data.url;
  const cats = await t.call<Array<{ id: number }>>('housingCategory', { siteAreaId: hcm });
  const saved = await t.call<{ id: number }>('housingSave', {
    token: who.token,
    siteAreaId: hcm,
    body: { title, description: '拎包入住，家具齐全', price: 12000000, category_id: cats.data[0]!.id, images: [image], deal: 'rent', area_sqm: 65, rooms: 2 },
  });
  if (saved.code !== 200) throw new Error(`housingSave: ${saved.message}`);
  await t.db.updateTable('listing').set({ status: 'online', review_status: 'passed' }).where('id', '=', saved.data.id).execute();
  return saved.data.id;
}

/** Buys `dates` as `who` and pays: the ad waits for review. */
async function paidAd(who: Who, dates: string[], extra: Record<string, unknown> = {}) {
  const { orderId, ad } = await h.paidAd(who, hcm, priceId, dates, extra);
  expect(ad.state).toBe('pending_review');
  return { orderId, adId: ad.id };
}

beforeAll(async () => {
  t = await startTestApp();
  h = adsHelpers(t);
  hcm = await h.areaId('hcm');
  bangkok = await h.areaId('bangkok');
  member = await t.login('member');
  other = await t.newUser();
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  const [home] = await h.positions(hcm);
  priceId = home!.price.id;
  perDay = home!.price.amount;
  tomorrow = home!.first_day;
});
afterAll(() => t?.close());

describe('positions', () => {
  it('lists the area’s position with its per-day price, the buyable days from the area’s tomorrow, none taken', async () => {
    const list = await h.positions(hcm);
    expect(list).toHaveLength(1);
    const [home] = list;
    expect(home).toMatchObject({ position: 'home', taken: [], max_days: 30, time_zone: 'Asia/Ho_Chi_Minh' });
    expect(home!.price).toMatchObject({ kind: 'ad', code: 'home_banner', currency: 'VND' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    expect(home!.first_day > today).toBe(true);
    expect(home!.last_day).toBe(day(59));
    const bkk = await h.positions(bangkok);
    expect(bkk[0]!.price.currency).toBe('THB');
  });
});

describe('buying', () => {
  it('refuses without a token, and bad input with a message per field', async () => {
    expect((await h.buy({ token: '', id: 0 }, hcm, h.body(priceId, [day(0)]))).status).toBe(401);
    const today = await h.buy(member, hcm, h.body(priceId, [day(-1)]));
    expect(today.status).toBe(400);
    expect(today.message).toContain(day(-1));
    expect((await h.buy(member, hcm, h.body(priceId, [day(60)]))).status).toBe(400);
    expect((await h.buy(member, hcm, h.body(priceId, ['2027-02-30']))).status).toBe(400);
    const tooMany = await h.buy(member, hcm, h.body(priceId, Array.from({ length: 31 }, (_, i) => day(i))));
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toHaveProperty(['fields', 'body.dates']);
    const badImage = await h.buy(member, hcm, h.body(priceId, [day(0)], { image: 'javascript:alert(1)' }));
    expect(badImage.status).toBe(400);
    expect(badImage.data).toHaveProperty(['fields', 'body.image']);
    const twice = await h.buy(member, hcm, h.body(priceId, [day(3), day(3)]));
    expect(twice.status).toBe(400);
    expect(twice.message).toContain('重复');
    expect((await h.buy(member, hcm, h.body(priceId, [day(0)], { title: '' }))).status).toBe(400);
  });

  it('refuses a price of another area and someone else’s listing', async () => {
    const bkkPrice = (await h.positions(bangkok))[0]!.price.id;
    expect((await h.buy(member, hcm, h.body(bkkPrice, [day(0)]))).status).toBe(404);
    const theirs = await ownListing(other, '别人的公寓');
    const r = await h.buy(member, hcm, h.body(priceId, [day(0)], { listing_id: theirs }));
    expect(r.status).toBe(400);
    expect(r.message).toBe('只能链接到您自己发布的信息或您的公司');
    expect(await t.db.selectFrom('pay_order').select('id').where('kind', '=', 'ad').execute()).toHaveLength(0);
  });

  it('charges price × days, holds the days, and a second buyer of a held day is told which one', async () => {
    const start = await h.buy(member, hcm, h.body(priceId, [day(2), day(0), day(5)]));
    expect(start.status, start.message).toBe(200);
    expect(start.data.order).toMatchObject({ kind: 'ad', amount: perDay * 3, currency: 'VND', state: 'awaiting_payment' });
    expect(start.data.pay!.url).toContain('/pagesA/pay/sandbox');
    expect(await h.heldDays(start.data.order!.id)).toEqual([day(0), day(2), day(5)]);
    expect((await h.positions(hcm))[0]!.taken).toEqual([day(0), day(2), day(5)]);
    const clash = await h.buy(other, hcm, h.body(priceId, [day(1), day(2)]));
    expect(clash.status).toBe(409);
    expect(clash.message).toContain(day(2));
    expect(await h.heldDays(start.data.order!.id)).toEqual([day(0), day(2), day(5)]);
    // Another area's same day is another slot.
    const bkkPrice = (await h.positions(bangkok))[0]!.price.id;
    expect((await h.buy(other, bangkok, h.body(bkkPrice, [day(2)]))).status).toBe(200);
    const mine = await t.call<Mine>('adOrderList', { token: member.token });
    expect(mine.data.list[0]).toMatchObject({ dates: [day(0), day(2), day(5)], state: 'unpaid', order_state: 'awaiting_payment', amount: perDay * 3 });
    expect((await t.call('adOrderList', {})).status).toBe(401);
    await t.call('orderCancel', { token: member.token, params: { id: start.data.order!.id } });
    expect(await h.heldDays(start.data.order!.id)).toEqual([]);
    expect((await h.adOfOrder(start.data.order!.id)).state).toBe('closed');
  });

  it('two buyers at once for one day: exactly one order holds it', async () => {
    const third = await t.newUser();
    const results = await Promise.all([member, other, third].map((who) => h.buy(who, hcm, h.body(priceId, [day(10), day(11)]))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const holders = await t.db.selectFrom('ad_slot').select('order_id').where('site_area_id', '=', hcm).where('day', 'in', [day(10), day(11)] as never).execute();
    expect(new Set(holders.map((r) => Number(r.order_id))).size).toBe(1);
    expect(holders).toHaveLength(2);
    const winner = results.find((r) => r.status === 200)!;
    // bigint ids: strings on PostgreSQL, numbers on PGlite.
    const open = await t.db.selectFrom('pay_order').select('id').where('kind', '=', 'ad').where('state', '=', 'awaiting_payment').where('amount', '=', perDay * 2).execute();
    expect(open.map((r) => Number(r.id))).toEqual([winner.data.order!.id]);
  });
});

describe('review', () => {
  it('only the area’s admins see and review its ads', async () => {
    const { adId } = await paidAd(member, [day(20)]);
    const queue = await t.call<AdminPage>('adAdminList', { token: adminHcm.token, query: { site_area_id: hcm } });
    expect(queue.status).toBe(200);
    expect(queue.data.list.map((a) => a.id)).toContain(adId);
    expect(queue.data.list.find((a) => a.id === adId)).toMatchObject({ state: 'pending_review', order_state: 'fulfilled', advertiser: { id: member.id } });
    expect((await t.call('adAdminList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    const bkkQueue = await t.call<AdminPage>('adAdminList', { token: adminBkk.token });
    expect(bkkQueue.data.list.map((a) => a.id)).not.toContain(adId);
    expect((await h.review(adminBkk, adId, { decision: 'approve' })).status).toBe(403);
    expect((await h.review(member, adId, { decision: 'approve' })).status).toBe(403);
    expect((await t.call('adAdminReview', { params: { id: adId }, body: { decision: 'approve' } })).status).toBe(401);
    expect((await h.review(adminHcm, adId, { decision: 'reject' })).status).toBe(400);
    expect((await h.review(adminHcm, 999999, { decision: 'approve' })).status).toBe(404);
  });

  it('approved: in the carousel on its days only, first, opening its page; the advertiser is told', async () => {
    const listing = await ownListing(member, '第一郡两房公寓');
    const { adId } = await paidAd(member, [day(30), day(32)], { listing_id: listing });
    // Before approval its page is its advertiser's only.
    expect((await t.call('adInfo', { params: { id: adId } })).status).toBe(404);
    expect((await t.call('adInfo', { token: member.token, params: { id: adId } })).status).toBe(200);
    const approved = await h.review(adminHcm, adId, { decision: 'approve' });
    expect(approved.status, approved.message).toBe(200);
    expect(approved.data.state).toBe('approved');
    expect((await h.review(adminHcm, adId, { decision: 'approve' })).status).toBe(409);
    const shown = (n: number) => h.carouselOn(hcm, n).then((slides) => slides.map((s) => s.id));
    expect(await h.carousel(hcm)).not.toContainEqual(expect.objectContaining({ id: -adId }));
    expect((await shown(31))[0]).toBe(-adId); // day(30) is 31 days after today
    expect(await shown(32)).not.toContain(-adId);
    expect((await shown(33))[0]).toBe(-adId);
    expect(await shown(34)).not.toContain(-adId);
    const slide = (await h.carouselOn(hcm, 31))[0]!;
    expect(slide).toMatchObject({ title: '越南河粉 8 折', content: '第一郡新店开业', image: IMAGE, link: `/pages/common/ad-detail?id=${adId}` });
    expect(await h.carouselOn(bangkok, 31)).not.toContainEqual(expect.objectContaining({ id: -adId }));
    const page = await t.call<{ listing: { id: number; title: string } | null; contact: string; advertiser: { id: number } }>('adInfo', { params: { id: adId } });
    expect(page.data).toMatchObject({ contact: '+84 901 234 567', advertiser: { id: member.id }, listing: { id: listing, title: '第一郡两房公寓' } });
    const notice = await t.db.selectFrom('notice').select(['kind', 'ref_id']).where('user_id', '=', member.id).where('ref_type', '=', 'ad').execute();
    expect(notice.map((n) => ({ kind: n.kind, ref_id: Number(n.ref_id) }))).toContainEqual({ kind: 'review_passed', ref_id: adId });
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'ad').where('target_id', '=', adId).execute();
    expect(audit).toEqual([{ action: 'ad.approve' }]);
  });

  it('rejected: refunded whole through the engine, days freed, reason kept and told', async () => {
    const { adId, orderId } = await paidAd(member, [day(40), day(41)]);
    const r = await h.review(adminHcm, adId, { decision: 'reject', reason: '图片含有联系方式水印' });
    expect(r.status, r.message).toBe(200);
    expect(r.data).toMatchObject({ state: 'rejected', reject_reason: '图片含有联系方式水印', order_state: 'refunded' });
    expect(await h.heldDays(orderId)).toEqual([]);
    const refund = await t.db.selectFrom('pay_refund').select(['amount', 'reason']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount: expect.anything(), reason: '图片含有联系方式水印' });
    expect(Number(refund.amount)).toBe(perDay * 2);
    expect((await h.positions(hcm))[0]!.taken).not.toContain(day(40));
    expect((await h.buy(other, hcm, h.body(priceId, [day(40)]))).status).toBe(200);
    expect(await h.carouselOn(hcm, 41)).not.toContainEqual(expect.objectContaining({ id: -adId }));
    const notice = await t.db.selectFrom('notice').select(['kind']).where('user_id', '=', member.id).where('ref_id', '=', adId).execute();
    expect(notice).toEqual([{ kind: 'review_failed' }]);
    const mine = await t.call<Mine>('adOrderList', { token: member.token });
    expect(mine.data.list.find((a) => a.id === adId)).toMatchObject({ state: 'rejected', reject_reason: '图片含有联系方式水印' });
  });
});

describe('expiry and late payment', () => {
  it('an unpaid order expires and frees its days', async () => {
    const start = await h.buy(member, hcm, h.body(priceId, [day(45)]));
    await h.expire(start.data.order!.id);
    const order = await t.db.selectFrom('pay_order').select('state').where('id', '=', start.data.order!.id).executeTakeFirstOrThrow();
    expect(order.state).toBe('expired');
    expect(await h.heldDays(start.data.order!.id)).toEqual([]);
    expect((await h.adOfOrder(start.data.order!.id)).state).toBe('closed');
    expect((await h.positions(hcm))[0]!.taken).not.toContain(day(45));
  });

  it('a late payment takes its days again when free, and is refunded when someone took one', async () => {
    const free = await h.buy(member, hcm, h.body(priceId, [day(46)]));
    await h.expire(free.data.order!.id);
    await h.pay(member, free.data.order!.id);
    expect(await h.heldDays(free.data.order!.id)).toEqual([day(46)]);
    expect((await h.adOfOrder(free.data.order!.id)).state).toBe('pending_review');

    const lost = await h.buy(member, hcm, h.body(priceId, [day(47), day(48)]));
    await h.expire(lost.data.order!.id);
    expect((await h.buy(other, hcm, h.body(priceId, [day(48)]))).status).toBe(200);
    await h.pay(member, lost.data.order!.id);
    const order = await t.db.selectFrom('pay_order').select('state').where('id', '=', lost.data.order!.id).executeTakeFirstOrThrow();
    expect(order.state).toBe('refunded');
    expect(await h.heldDays(lost.data.order!.id)).toEqual([]);
    expect((await h.adOfOrder(lost.data.order!.id)).state).toBe('closed');
  });
});
