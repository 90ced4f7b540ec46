import type { ApiData, ListingPage } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { daysFromNow, promotionWorld, type PayStart, type Who } from './support.js';

type Packages = ApiData<'dataTopConfigList'>;
type Placements = ApiData<'dataTopConfigOrderList'>;
type Listings = ApiData<'dataTopConfigListings'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof promotionWorld>>;
let owner: Who;
let stranger: Who;
let packages: Packages;
const pkg = (days: number) => packages.find((p) => p.days === days)!;

beforeAll(async () => {
  t = await startTestApp();
  w = await promotionWorld(t);
  owner = await t.newUser({ nickname: '房东' });
  stranger = await t.newUser({ nickname: '路人' });
  packages = (await t.call<Packages>('dataTopConfigList', { siteAreaId: w.hcm })).data;
});
afterAll(() => t.close());

const pay = (who: Who | null, body: unknown, opts: { siteAreaId?: number; lang?: string } = {}) =>
  t.call<PayStart>('dataTopConfigPay', { token: who?.token ?? null, siteAreaId: opts.siteAreaId ?? w.hcm, body, lang: opts.lang });
const topUntil = async (id: number) => (await t.db.selectFrom('listing').select('top_until').where('id', '=', id).executeTakeFirstOrThrow()).top_until;

describe('dataTopConfig/list', () => {
  it('answers the caller’s area’s packages in its currency, without a token', async () => {
    expect(packages.map((p) => p.days)).toEqual([3, 7, 30]);
    for (const p of packages) {
      expect(p.currency).toBe('VND');
      expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
    }
    const ids = new Set((await t.db.selectFrom('price_item').select('id').where('site_area_id', '=', w.hcm).where('kind', '=', 'top').execute()).map((r) => r.id));
    expect(packages.every((p) => ids.has(p.id))).toBe(true);
    const sg = await t.call<Packages>('dataTopConfigList', { siteAreaId: w.areaId('singapore'), lang: 'en' });
    expect(sg.status).toBe(200);
    expect(sg.data.every((p) => p.currency === 'SGD' && !ids.has(p.id))).toBe(true);
    expect(sg.data[0]!.name).toBe('Top for 3 days');
  });

  it('leaves out a package switched off by its admin', async () => {
    await t.db.updateTable('price_item').set({ enabled: false }).where('id', '=', pkg(30).id).execute();
    const r = await t.call<Packages>('dataTopConfigList', { siteAreaId: w.hcm });
    expect(r.data.map((p) => p.days)).toEqual([3, 7]);
    await t.db.updateTable('price_item').set({ enabled: true }).where('id', '=', pkg(30).id).execute();
  });
});

describe('dataTopConfig/listing/list', () => {
  it('lists my live listings of the area only; needs a token', async () => {
    const mine = await w.house(owner, { title: '第一郡两房公寓出租' });
    await w.house(stranger, { title: '别人的房子出租' });
    const r = await t.call<Listings>('dataTopConfigListings', { token: owner.token, siteAreaId: w.hcm });
    expect(r.status).toBe(200);
    expect(r.data).toEqual([expect.objectContaining({ kind: 'housing', id: mine.id, title: '第一郡两房公寓出租', top_until: null, days_left: 0 })]);
    expect((await t.call<Listings>('dataTopConfigListings', { token: owner.token, siteAreaId: w.areaId('hanoi') })).data).toEqual([]);
    expect((await t.call('dataTopConfigListings', { siteAreaId: w.hcm })).status).toBe(401);
    expect((await t.call('dataTopConfigListings', { token: owner.token, query: { kind: 'boat' } })).status).toBe(400);
  });
});

describe('dataTopConfig/pay', () => {
  it('refuses without a token, and bad bodies with the field named', async () => {
    expect((await pay(null, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: 1 })).status).toBe(401);
    for (const body of [{}, { config_id: pkg(3).id, listing_kind: 'boat', listing_id: 1 }, { config_id: 'x', listing_kind: 'housing', listing_id: 1 }, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: 0 }]) {
      const r = await pay(owner, body, { lang: 'en' });
      expect(r.status).toBe(400);
      expect(Object.keys((r.data as unknown as { fields: object }).fields).length).toBeGreaterThan(0);
    }
  });

  it('refuses another user’s listing, a missing one, another area’s price or listing, and one not live', async () => {
    const theirs = await w.house(stranger);
    const other = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: theirs.id }, { lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.message).toBe('You can only buy top placement for your own listings');
    expect((await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: 999_999 })).status).toBe(404);
    // The right id under the wrong kind names no listing.
    expect((await pay(owner, { config_id: pkg(3).id, listing_kind: 'car', listing_id: theirs.id })).status).toBe(404);

    const mine = await w.house(owner);
    const sgPrice = (await t.call<Packages>('dataTopConfigList', { siteAreaId: w.areaId('singapore') })).data[0]!;
    const foreignPrice = await pay(owner, { config_id: sgPrice.id, listing_kind: 'housing', listing_id: mine.id });
    expect(foreignPrice.status).toBe(404);
    const elsewhere = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id }, { siteAreaId: w.areaId('hanoi') });
    expect(elsewhere.status).toBe(409);

    const off = await t.call('housingFieldUpdate', { token: owner.token, params: { id: mine.id }, body: { status: 'offline' } });
    expect(off.status).toBe(200);
    const notLive = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id }, { lang: 'vi' });
    expect(notLive.status).toBe(409);
    expect(notLive.message).toMatch(/chưa hiển thị/);
    expect(await t.db.selectFrom('pay_order').select('id').where('user_id', '=', owner.id).execute()).toEqual([]);
  });

  it('an unpaid order that expires changes nothing; a second open order for the same listing is refused', async () => {
    const mine = await w.house(owner);
    const first = await pay(owner, { config_id: pkg(7).id, listing_kind: 'housing', listing_id: mine.id });
    expect(first.status).toBe(200);
    expect(first.data.order).toMatchObject({ kind: 'top', state: 'awaiting_payment', currency: 'VND', amount: pkg(7).amount, subject: { key: `listing:${mine.id}`, listing_id: mine.id, listing_kind: 'housing', days: 7 } });
    expect(first.data.order!.title).toContain('置顶 7 天');
    expect(first.data.pay).toMatchObject({ provider: 'sandbox' });
    expect((await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id })).status).toBe(409);
    await w.expire(first.data.order!);
    expect((await t.db.selectFrom('pay_order').select('state').where('id', '=', first.data.order!.id).executeTakeFirstOrThrow()).state).toBe('expired');
    expect(await topUntil(mine.id)).toBeNull();
  });
});

describe('a paid placement', () => {
  it('puts the listing first in its list, extends on a second purchase, and a refund takes the days back', async () => {
    const mine = await w.house(owner, { title: '置顶测试 第七郡别墅出租' });
    // Newer houses after it: without placement it would be below them.
    for (let i = 0; i < 3; i++) await w.house(stranger, { title: `较新的房子 ${i} 出租` });
    const before = await t.call<ListingPage>('housingList', { siteAreaId: w.hcm, query: { limit: 5 } });
    expect(before.data.list[0]!.id).not.toBe(mine.id);

    const start = await pay(owner, { config_id: pkg(30).id, listing_kind: 'housing', listing_id: mine.id });
    const paid = await w.confirm(owner, start.data.order!);
    expect(paid.state).toBe('fulfilled');
    expect(daysFromNow(Math.floor((await topUntil(mine.id))!.getTime() / 1000))).toBe(30);
    const after = await t.call<ListingPage>('housingList', { siteAreaId: w.hcm, query: { limit: 5 } });
    expect(after.data.list[0]).toMatchObject({ id: mine.id, is_top: true });

    // A second purchase adds its days to what is left (never restarts from today).
    const more = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id });
    await w.confirm(owner, more.data.order!);
    const extended = (await topUntil(mine.id))!;
    expect(daysFromNow(Math.floor(extended.getTime() / 1000))).toBe(33);

    const list = await t.call<Placements>('dataTopConfigOrderList', { token: owner.token });
    expect(list.status).toBe(200);
    const mineRows = list.data.list.filter((p) => p.listing_id === mine.id);
    expect(mineRows.map((p) => [p.days, p.order.state])).toEqual([[3, 'fulfilled'], [30, 'fulfilled'], [7, 'expired']].slice(0, mineRows.length));
    expect(mineRows[0]!.listing).toMatchObject({ id: mine.id, days_left: 33 });

    // A whole refund of the 3-day order takes exactly its 3 days back.
    const refunded = await w.refund(more.data.order!);
    expect(refunded.state).toBe('refunded');
    const back = (await topUntil(mine.id))!;
    expect(Math.round((extended.getTime() - back.getTime()) / 3_600_000)).toBe(72);
    // Half of the 30-day order: 15 days back.
    await w.refund(start.data.order!, Math.floor(start.data.order!.amount / 2));
    const half = (await topUntil(mine.id))!;
    expect(Math.round((back.getTime() - half.getTime()) / 86_400_000)).toBe(15);
  });

  it('a refund never moves the end before now', async () => {
    const mine = await w.house(owner);
    const start = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id });
    await w.confirm(owner, start.data.order!);
    // Two days of the three have passed.
    await t.db.updateTable('listing').set({ top_until: new Date(Date.now() + 86_400_000) }).where('id', '=', mine.id).execute();
    await w.refund(start.data.order!);
    const end = (await topUntil(mine.id))!;
    expect(Math.abs(end.getTime() - Date.now())).toBeLessThan(60_000);
    const list = await t.call<ListingPage>('housingList', { siteAreaId: w.hcm, query: { limit: 50 } });
    expect(list.data.list.find((c) => c.id === mine.id)?.is_top).toBe(false);
  });
});

describe('dataTopConfig/order/list', () => {
  it('shows only my placements; needs a token; pages', async () => {
    expect((await t.call<Placements>('dataTopConfigOrderList', { token: stranger.token })).data.list).toEqual([]);
    expect((await t.call('dataTopConfigOrderList', {})).status).toBe(401);
    const first = await t.call<Placements>('dataTopConfigOrderList', { token: owner.token, query: { limit: 1 } });
    expect(first.data.list).toHaveLength(1);
    expect(first.data.next_cursor).toBeTruthy();
    const second = await t.call<Placements>('dataTopConfigOrderList', { token: owner.token, query: { limit: 1, cursor: first.data.next_cursor! } });
    expect(second.data.list[0]!.order.id).toBeLessThan(first.data.list[0]!.order.id);
    expect((await t.call('dataTopConfigOrderList', { token: owner.token, query: { limit: 500 } })).status).toBe(400);
  });

  it('a deleted listing’s placement stays listed without its listing', async () => {
    const mine = await w.house(owner);
    const start = await pay(owner, { config_id: pkg(3).id, listing_kind: 'housing', listing_id: mine.id });
    await w.confirm(owner, start.data.order!);
    expect((await t.call('housingRemove', { token: owner.token, params: { id: mine.id } })).status).toBe(200);
    const list = await t.call<Placements>('dataTopConfigOrderList', { token: owner.token });
    expect(list.data.list[0]).toMatchObject({ listing_id: mine.id, listing: null, order: { state: 'fulfilled' } });
  });
});

describe('dataTopConfig/free (VIP members’ free top days)', () => {
  const free = (who: Who | null, body: unknown) => t.call<{ top_until: number; free_days_left: number }>('dataTopConfigFree', { token: who?.token ?? null, siteAreaId: w.hcm, body });

  it('refuses a member who is not VIP, saying none are left', async () => {
    const plain = await t.newUser();
    const house = await w.house(plain);
    const r = await free(plain, { listing_kind: 'housing', listing_id: house.id, days: 1 });
    expect(r.status).toBe(409);
    expect(await topUntil(house.id)).toBeNull();
  });

  it('places a VIP member’s listing on top for free days of this month, then refuses more than are left', async () => {
    const vipUser = await t.newUser({ nickname: 'VIP房东' });
    const tiers = await t.call<Array<{ id: number; free_top_days: number }>>('vipList', { siteAreaId: w.hcm });
    const tier = tiers.data[0]!;
    const start = await t.call<PayStart>('vipPay', { token: vipUser.token, siteAreaId: w.hcm, body: { price_id: tier.id } });
    await t.call('paySandboxConfirm', { token: vipUser.token, body: { id: start.data.order!.id, outcome: 'paid' } });
    const house = await w.house(vipUser);
    const r = await free(vipUser, { listing_kind: 'housing', listing_id: house.id, days: 2 });
    expect(r.status).toBe(200);
    expect(r.data.free_days_left).toBe(tier.free_top_days - 2);
    const until = await topUntil(house.id);
    expect(new Date(until!).getTime()).toBeGreaterThan(Date.now() + 1.9 * 86_400_000);
    expect((await free(vipUser, { listing_kind: 'housing', listing_id: house.id, days: tier.free_top_days })).status).toBe(409);
    // No order: no money moved.
    expect((await t.db.selectFrom('pay_order').select('id').where('user_id', '=', vipUser.id).where('kind', '=', 'top').execute()).length).toBe(0);
    // Someone else's listing, no token, bad days.
    const theirs = await w.house(stranger);
    expect((await free(vipUser, { listing_kind: 'housing', listing_id: theirs.id, days: 1 })).status).toBe(403);
    expect((await free(null, { listing_kind: 'housing', listing_id: house.id, days: 1 })).status).toBe(401);
    expect((await free(vipUser, { listing_kind: 'housing', listing_id: house.id, days: 0 })).status).toBe(400);
    expect((await free(vipUser, { listing_kind: 'housing', listing_id: house.id, days: 1.5 })).status).toBe(400);
  });
});
