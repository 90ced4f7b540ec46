import { LISTING_KINDS, type ApiData } from '@haiwai/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VipMembership } from '../../src/modules/vip/index.js';
import { worldOf, type Who } from '../cars/support.js';
import { validBody } from '../listings/support/generator.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { payInSandbox, expireNow, setAreaSetting, type Order, type Start } from './support.js';

/** VIP (docs/vip.md): tiers per area, buying and renewing, my VIP, the badge, the live limit, free top days, refunds. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let vip: VipMembership;
let buyer: Who;
let other: Who;
let bangkok: number;
const DAY = 86_400;

type Tier = ApiData<'vipList'>[number];
type Info = ApiData<'vipInfo'>;

const tiers = async (siteAreaId: number) => (await t.call<Tier[]>('vipList', { siteAreaId })).data;
const info = async (who: Who, siteAreaId = w.hcm) => (await t.call<Info>('vipInfo', { token: who.token, siteAreaId })).data;
async function buy(who: Who, code = 'm1', siteAreaId = w.hcm) {
  const tier = (await tiers(siteAreaId)).find((x) => x.code === code)!;
  const r = await t.call<Start>('vipPay', { token: who.token, siteAreaId, body: { price_id: tier.id } });
  if (r.status !== 200) throw new Error(`vipPay ${r.status} ${r.message}`);
  return { start: r.data, paid: await payInSandbox(t, who.token, r.data), tier };
}
async function housing(who: Who, n: number) {
  const refs = { categories: [await w.categoryOf('housing')], districts: [], images: [w.image] };
  return t.call<{ id: number; status: string; user: { is_vip?: boolean } }>('housingSave', { token: who.token, siteAreaId: w.hcm, body: { ...validBody(LISTING_KINDS.housing, refs, n), district_id: null } });
}

beforeAll(async () => {
  t = await startTestApp();
  // The service holds no state of its own: the one the module provides works on the same tables.
  vip = new VipMembership(t.db);
  w = await worldOf(t);
  buyer = await t.newUser({ nickname: '会员甲' });
  other = await t.newUser({ nickname: '路人乙' });
  bangkok = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'bangkok').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('user/vip/list', () => {
  it('lists the tiers of the caller’s area in its currency, with their terms, without a token', async () => {
    const hcm = await tiers(w.hcm);
    expect(hcm.map((x) => x.code)).toEqual(['m1', 'm3', 'y1']);
    expect(hcm[0]).toMatchObject({ currency: 'VND', days: 30, live_limit: 50, free_top_days: 3, name: 'VIP 月卡' });
    const bkk = await tiers(bangkok);
    expect(bkk[0]!.currency).toBe('THB');
    expect(bkk[0]!.id).not.toBe(hcm[0]!.id);
    const en = await t.call<Tier[]>('vipList', { siteAreaId: w.hcm, lang: 'en' });
    expect(en.data[0]!.name).toBe('VIP · 1 month');
  });

  it('leaves out a tier set up without its terms', async () => {
    const [row] = await t.db.insertInto('price_item').values({ site_area_id: bangkok, kind: 'vip', code: 'broken', names: JSON.stringify({ zh: '坏的' }), amount: 100, currency: 'THB', spec: JSON.stringify({ days: 'x' }), updated_by: null }).returning('id').execute();
    expect((await tiers(bangkok)).map((x) => x.code)).not.toContain('broken');
    const r = await t.call('vipPay', { token: buyer.token, siteAreaId: bangkok, body: { price_id: row!.id } });
    expect(r.status).toBe(400);
    await t.db.deleteFrom('price_item').where('id', '=', row!.id).execute();
  });
});

describe('user/vip/pay and user/vip/info', () => {
  it('refuses without a token, with a bad body, and a price of another area or kind', async () => {
    const hcmTier = (await tiers(w.hcm))[0]!;
    expect((await t.call('vipPay', { siteAreaId: w.hcm, body: { price_id: hcmTier.id } })).status).toBe(401);
    expect((await t.call('vipPay', { token: buyer.token, siteAreaId: w.hcm, body: {} })).status).toBe(400);
    expect((await t.call('vipPay', { token: buyer.token, siteAreaId: w.hcm, body: { price_id: 'x' } })).status).toBe(400);
    expect((await t.call('vipPay', { token: buyer.token, siteAreaId: bangkok, body: { price_id: hcmTier.id } })).status).toBe(404);
    const top = await t.db.selectFrom('price_item').select('id').where('site_area_id', '=', w.hcm).where('kind', '=', 'top').executeTakeFirstOrThrow();
    expect((await t.call('vipPay', { token: buyer.token, siteAreaId: w.hcm, body: { price_id: top.id } })).status).toBe(404);
    expect((await t.call('vipInfo', { siteAreaId: w.hcm })).status).toBe(401);
  });

  it('a member who never bought is not VIP; has the area’s limit and no free top days', async () => {
    expect(await info(other)).toMatchObject({ active: false, until: null, tier: null, live_limit: 30, live_count: 0, free_top_days: 0, free_top_days_left: 0 });
  });

  it('buying makes me VIP for the tier’s days; renewing extends from the current end', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await buy(buyer, 'm1');
    expect(first.start.order).toMatchObject({ kind: 'vip', state: 'awaiting_payment', currency: 'VND', amount: first.tier.amount });
    expect(first.paid.state).toBe('fulfilled');
    const once = await info(buyer);
    expect(once).toMatchObject({ active: true, tier: 'm1', live_limit: 50, free_top_days: 3, free_top_days_left: 3 });
    expect(once.until! - before).toBeGreaterThanOrEqual(30 * DAY - 5);
    expect(once.until! - before).toBeLessThanOrEqual(30 * DAY + 5);
    await buy(buyer, 'y1');
    const twice = await info(buyer);
    expect(twice.until! - once.until!).toBeGreaterThanOrEqual(365 * DAY - 5);
    expect(twice.until! - once.until!).toBeLessThanOrEqual(365 * DAY + 5);
    expect(twice).toMatchObject({ tier: 'y1', live_limit: 100, free_top_days: 5 });
  });

  it('one open VIP order at a time; an expired one grants nothing', async () => {
    const tier = (await tiers(w.hcm))[0]!;
    const a = await t.call<Start>('vipPay', { token: other.token, siteAreaId: w.hcm, body: { price_id: tier.id } });
    expect(a.status).toBe(200);
    const b = await t.call('vipPay', { token: other.token, siteAreaId: w.hcm, body: { price_id: tier.id } });
    expect(b.status).toBe(409);
    await expireNow(t, a.data.order!.id);
    expect((await info(other)).active).toBe(false);
    const row = await t.db.selectFrom('pay_order').select('state').where('id', '=', a.data.order!.id).executeTakeFirstOrThrow();
    expect(row.state).toBe('expired');
  });
});

describe('user/vip/order/list', () => {
  it('lists my VIP orders only, newest first; others’ are invisible; needs a token', async () => {
    const mine = await t.call<{ list: Order[] }>('vipOrderList', { token: buyer.token });
    expect(mine.data.list.length).toBe(2);
    expect(mine.data.list.every((o) => o.kind === 'vip')).toBe(true);
    expect(mine.data.list[0]!.id).toBeGreaterThan(mine.data.list[1]!.id);
    const theirs = await t.call<{ list: Order[] }>('vipOrderList', { token: other.token });
    expect(theirs.data.list.map((o) => o.id)).not.toContain(mine.data.list[0]!.id);
    expect((await t.call('vipOrderList', {})).status).toBe(401);
    expect((await t.call('vipOrderList', { token: buyer.token, query: { limit: 0 } })).status).toBe(400);
    const paged = await t.call<{ list: Order[]; next_cursor: string | null }>('vipOrderList', { token: buyer.token, query: { limit: 1 } });
    const next = await t.call<{ list: Order[] }>('vipOrderList', { token: buyer.token, query: { limit: 1, cursor: paged.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBe(mine.data.list[1]!.id);
  });
});

describe('the badge', () => {
  it('cards of a VIP’s listings and a single chat with a VIP say so', async () => {
    const mine = await housing(buyer, 1);
    expect(mine.status).toBe(200);
    expect(mine.data.user.is_vip).toBe(true);
    const plain = await housing(other, 2);
    expect(plain.data.user.is_vip).toBe(false);
    const chat = await t.call<{ id: number; other_is_vip?: boolean }>('chatCreateSingle', { token: other.token, body: { target_id: buyer.id } });
    expect(chat.data.other_is_vip).toBe(true);
    const convId = chat.data.id;
    const seen = await t.call<{ other_is_vip?: boolean }>('chatConversationInfo', { token: other.token, query: { conversation_id: convId } });
    expect(seen.data.other_is_vip).toBe(true);
    const back = await t.call<{ other_is_vip?: boolean }>('chatConversationInfo', { token: buyer.token, query: { conversation_id: convId } });
    expect(back.data.other_is_vip).toBe(false);
  });
});

describe('the live limit', () => {
  it('refuses one more live listing past the area’s limit, counts my live ones, and VIP raises it', async () => {
    await setAreaSetting(t, w.hcm, 'listing_live_limit', 2);
    const member = await t.newUser();
    expect((await housing(member, 10)).status).toBe(200);
    expect((await housing(member, 11)).status).toBe(200);
    const third = await t.call('housingSave', { token: member.token, siteAreaId: w.hcm, lang: 'en', body: { ...validBody(LISTING_KINDS.housing, { categories: [await w.categoryOf('housing')], districts: [], images: [w.image] }, 12), district_id: null } });
    expect(third.status).toBe(409);
    expect(third.message).toBe('You have reached the limit of live posts in this area (2); take some offline, or become VIP to raise it');
    expect(await info(member)).toMatchObject({ live_limit: 2, live_count: 2 });
    // Taking one offline makes room; bringing it back when full is refused.
    const [first] = await t.db.selectFrom('listing').select('id').where('user_id', '=', member.id).orderBy('id').execute();
    expect((await t.call('housingFieldUpdate', { token: member.token, params: { id: first!.id }, body: { status: 'offline' } })).status).toBe(200);
    expect((await housing(member, 13)).status).toBe(200);
    const back = await t.call('housingFieldUpdate', { token: member.token, params: { id: first!.id }, body: { status: 'online' } });
    expect(back.status).toBe(409);
    // VIP: the tier's limit (50) applies.
    await buy(member, 'm1');
    expect((await housing(member, 14)).status).toBe(200);
    expect((await t.call('housingFieldUpdate', { token: member.token, params: { id: first!.id }, body: { status: 'online' } })).status).toBe(200);
    expect(await info(member)).toMatchObject({ active: true, live_limit: 50, live_count: 4 });
    await setAreaSetting(t, w.hcm, 'listing_live_limit', 30);
  });
});

describe('free top days (for the promotion module)', () => {
  it('spends this month’s free days inside a transaction and refuses more than are left', async () => {
    expect(await vip.freeTopDaysLeft(buyer.id)).toBe(5);
    const left = await t.db.transaction().execute((trx) => vip.spendFreeTopDays(trx, buyer.id, 3));
    expect(left).toBe(2);
    expect((await info(buyer)).free_top_days_left).toBe(2);
    await expect(t.db.transaction().execute((trx) => vip.spendFreeTopDays(trx, buyer.id, 3))).rejects.toMatchObject({ key: 'vip.free_top_short' });
    expect(await vip.freeTopDaysLeft(other.id)).toBe(0);
    await expect(t.db.transaction().execute((trx) => vip.spendFreeTopDays(trx, other.id, 1))).rejects.toMatchObject({ key: 'vip.free_top_short' });
    // Next month starts afresh.
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 2));
    expect(await vip.freeTopDaysLeft(buyer.id, t.db, nextMonth)).toBe(5);
  });
});

describe('refunds', () => {
  it('a refund takes back the refunded share of the order’s days, never below now', async () => {
    const admin = await t.login('superadmin');
    const who = await t.newUser();
    const { start } = await buy(who, 'm1');
    const order = start.order!;
    const until0 = (await info(who)).until!;
    const half = Math.floor(order.amount / 2);
    const r1 = await t.call('adminOrderRefund', { token: admin.token, params: { id: order.id }, body: { amount: half, reason: '部分退款' } });
    expect(r1.status).toBe(200);
    const until1 = (await info(who)).until!;
    expect(until0 - until1).toBeGreaterThanOrEqual(Math.floor((30 * DAY * half) / order.amount) - 2);
    expect(until0 - until1).toBeLessThanOrEqual(Math.ceil((30 * DAY * half) / order.amount) + 2);
    const r2 = await t.call('adminOrderRefund', { token: admin.token, params: { id: order.id }, body: { reason: '全部退款' } });
    expect(r2.status).toBe(200);
    const after = await info(who);
    expect(after.active).toBe(false);
    expect(Math.abs(after.until! - Math.floor(Date.now() / 1000))).toBeLessThanOrEqual(5);
    const badge = await t.db.selectFrom('vip_member').select(sql<boolean>`vip_until > now()`.as('on')).where('user_id', '=', who.id).executeTakeFirstOrThrow();
    expect(badge.on).toBe(false);
  });
});
