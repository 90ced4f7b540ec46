import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { jobsWorld } from '../jobs/support.js';
import { promotionWorld, type PayStart, type Who } from './support.js';

type Packages = ApiData<'dataAddNumberConfigList'>;
type Balance = ApiData<'dataAddNumberConfigBalance'>;
type History = ApiData<'dataAddNumberConfigHistory'>;
type Orders = ApiData<'dataAddNumberConfigOrderList'>;
type Unlock = ApiData<'jobHuntUnlock'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof promotionWorld>>;
let jobs: Awaited<ReturnType<typeof jobsWorld>>;
let buyer: Who;
let packages: Packages;

beforeAll(async () => {
  t = await startTestApp();
  w = await promotionWorld(t);
  jobs = await jobsWorld(t);
  // A free quota of one unlock a month, so the paid balance comes into play quickly.
  await t.db.insertInto('setting').values({ site_area_id: 0, key: 'job_hunt_unlock_quota', value: JSON.stringify(1) }).onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value: JSON.stringify(1) })).execute();
  buyer = await t.newUser({ nickname: '招聘方' });
  packages = (await t.call<Packages>('dataAddNumberConfigList', { siteAreaId: w.hcm })).data;
});
afterAll(() => t.close());

const pay = (who: Who | null, body: unknown, siteAreaId = w.hcm) => t.call<PayStart>('dataAddNumberConfigPay', { token: who?.token ?? null, siteAreaId, body });
const balanceOf = async (who: Who) => (await t.call<Balance>('dataAddNumberConfigBalance', { token: who.token, siteAreaId: w.hcm })).data;
const resumes = async (n: number) => Promise.all(Array.from({ length: n }, async () => jobs.resume(await t.newUser())));
async function buy(who: Who, code = 'c10') {
  const start = await pay(who, { config_id: packages.find((p) => p.code === code)!.id });
  expect(start.status).toBe(200);
  return { start, paid: await w.confirm(who, start.data.order!) };
}

describe('dataAddNumberConfig/list', () => {
  it('answers the caller’s area’s packages in its currency, without a token', async () => {
    expect(packages.map((p) => [p.views, p.messages, p.currency])).toEqual([[10, 10, 'VND'], [50, 50, 'VND']]);
    const kl = await t.call<Packages>('dataAddNumberConfigList', { siteAreaId: w.areaId('kualalumpur'), lang: 'vi' });
    expect(kl.data.every((p) => p.currency === 'MYR')).toBe(true);
    expect(kl.data[0]!.name).toBe('10 lượt xem + 10 lượt nhắn');
    expect(kl.data.some((p) => packages.some((q) => q.id === p.id))).toBe(false);
  });
});

describe('dataAddNumberConfig/pay', () => {
  it('refuses without a token, bad bodies, and another area’s package', async () => {
    expect((await pay(null, { config_id: packages[0]!.id })).status).toBe(401);
    expect((await pay(buyer, {})).status).toBe(400);
    expect((await pay(buyer, { config_id: -3 })).status).toBe(400);
    const kl = (await t.call<Packages>('dataAddNumberConfigList', { siteAreaId: w.areaId('kualalumpur') })).data[0]!;
    expect((await pay(buyer, { config_id: kl.id })).status).toBe(404);
    // A top package is not a counts package.
    const top = (await t.call<Array<{ id: number }>>('dataTopConfigList', { siteAreaId: w.hcm })).data[0]!;
    expect((await pay(buyer, { config_id: top.id })).status).toBe(404);
  });

  it('an unpaid order adds nothing, even once it expires', async () => {
    const start = await pay(buyer, { config_id: packages[0]!.id });
    expect(start.data.order).toMatchObject({ kind: 'counts', state: 'awaiting_payment', amount: packages[0]!.amount, currency: 'VND', subject: { views: 10, messages: 10 } });
    expect((await pay(buyer, { config_id: packages[0]!.id })).status).toBe(409);
    await w.expire(start.data.order!);
    expect(await balanceOf(buyer)).toMatchObject({ views: 0, messages: 0 });
  });

  it('paid: the balance grows and the history says so, with the order', async () => {
    const { start, paid } = await buy(buyer);
    expect(paid.state).toBe('fulfilled');
    expect(await balanceOf(buyer)).toMatchObject({ views: 10, messages: 10, free: { limit: 1, used: 0, remaining: 1 } });
    const h = await t.call<History>('dataAddNumberConfigHistory', { token: buyer.token });
    expect(h.data.list.map((c) => [c.field, c.delta, c.reason, c.balance, c.order_no])).toEqual([
      ['messages', 10, 'bought', 10, start.data.order!.order_no],
      ['views', 10, 'bought', 10, start.data.order!.order_no],
    ]);
    const orders = await t.call<Orders>('dataAddNumberConfigOrderList', { token: buyer.token });
    expect(orders.data.list.map((o) => o.state)).toEqual(['fulfilled', 'expired']);
  });
});

describe('resume unlocks spend the free quota first, then the balance', () => {
  it('one from the quota, then from the balance; the quota refusal comes only when both are out', async () => {
    const hr = await t.newUser();
    const [a, b, c] = await resumes(3);
    const free = await t.call<Unlock>('jobHuntUnlock', { token: hr.token, params: { id: a!.id } });
    expect(free.data).toMatchObject({ source: 'quota', charged: true, quota: { remaining: 0, balance: 0 } });
    const refused = await t.call<Unlock>('jobHuntUnlock', { token: hr.token, params: { id: b!.id } });
    expect(refused.status).toBe(403);
    await buy(hr);
    const paid = await t.call<Unlock>('jobHuntUnlock', { token: hr.token, params: { id: b!.id } });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ source: 'balance', charged: true, quota: { remaining: 0, balance: 9 } });
    expect(paid.data.resume.contact_hidden).toBe('none');
    // Again is free.
    expect((await t.call<Unlock>('jobHuntUnlock', { token: hr.token, params: { id: b!.id } })).data).toMatchObject({ source: 'balance', charged: false });
    expect(await balanceOf(hr)).toMatchObject({ views: 9, messages: 10, free: { used: 1, remaining: 0 } });
    const state = await t.call<ApiData<'jobHuntUnlockState'>>('jobHuntUnlockState', { token: hr.token, siteAreaId: w.hcm, query: { ids: `${a!.id},${b!.id},${c!.id}` } });
    expect(state.data.quota).toMatchObject({ remaining: 0, balance: 9 });
    expect(state.data.unlocked.sort()).toEqual([a!.id, b!.id].sort());
    const h = await t.call<History>('dataAddNumberConfigHistory', { token: hr.token });
    expect(h.data.list[0]).toMatchObject({ field: 'views', delta: -1, reason: 'spent', balance: 9, ref_type: 'jobHunt', ref_id: b!.id, order_id: null });
  });

  it('concurrent unlocks at a balance of one: exactly one succeeds', async () => {
    const hr = await t.newUser();
    const targets = await resumes(7);
    // Free quota used up; a balance of exactly one view.
    await t.call('jobHuntUnlock', { token: hr.token, params: { id: targets[0]!.id } });
    await t.db.insertInto('unlock_balance').values({ user_id: hr.id, views: 1, messages: 0, updated_at: new Date() }).execute();
    const results = await Promise.all(targets.slice(1).map((r) => t.call<Unlock>('jobHuntUnlock', { token: hr.token, params: { id: r.id } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
    expect(await balanceOf(hr)).toMatchObject({ views: 0 });
    const rows = await t.db.selectFrom('job_hunt_unlock').select('source').where('user_id', '=', hr.id).execute();
    expect(rows.map((r) => r.source).sort()).toEqual(['balance', 'quota']);
  });
});

describe('refunds', () => {
  it('a whole refund takes back what is left of the grant, never below zero', async () => {
    const hr = await t.newUser();
    const { start } = await buy(hr);
    // Use the free one and three paid ones.
    for (const r of await resumes(4)) expect((await t.call('jobHuntUnlock', { token: hr.token, params: { id: r.id } })).status).toBe(200);
    expect(await balanceOf(hr)).toMatchObject({ views: 7, messages: 10 });
    await w.refund(start.data.order!);
    expect(await balanceOf(hr)).toMatchObject({ views: 0, messages: 0 });
    const h = await t.call<History>('dataAddNumberConfigHistory', { token: hr.token });
    expect(h.data.list.slice(0, 2).map((c) => [c.field, c.delta, c.reason, c.balance])).toEqual([
      ['messages', -10, 'refunded', 0],
      ['views', -7, 'refunded', 0],
    ]);
  });

  it('a part refund takes back that share (rounded up)', async () => {
    const hr = await t.newUser();
    const { start } = await buy(hr);
    await w.refund(start.data.order!, Math.floor(start.data.order!.amount * 0.25));
    // 25% of 10 = 2.5 → 3.
    expect(await balanceOf(hr)).toMatchObject({ views: 7, messages: 7 });
  });
});

describe('balance, history and orders need a token and show only mine', () => {
  it('401 without a token; a stranger sees nothing of the buyer’s', async () => {
    for (const name of ['dataAddNumberConfigBalance', 'dataAddNumberConfigHistory', 'dataAddNumberConfigOrderList'] as const) expect((await t.call(name, {})).status).toBe(401);
    const stranger = await t.newUser();
    expect(await balanceOf(stranger)).toMatchObject({ views: 0, messages: 0, free: { limit: 1, used: 0 } });
    expect((await t.call<History>('dataAddNumberConfigHistory', { token: stranger.token })).data.list).toEqual([]);
    expect((await t.call<Orders>('dataAddNumberConfigOrderList', { token: stranger.token })).data.list).toEqual([]);
    expect((await t.call('dataAddNumberConfigHistory', { token: stranger.token, query: { cursor: 'nonsense' } })).status).toBe(400);
  });

  it('the history pages', async () => {
    const first = await t.call<History>('dataAddNumberConfigHistory', { token: buyer.token, query: { limit: 1 } });
    expect(first.data.list).toHaveLength(1);
    const next = await t.call<History>('dataAddNumberConfigHistory', { token: buyer.token, query: { limit: 1, cursor: first.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBeLessThan(first.data.list[0]!.id);
  });
});
