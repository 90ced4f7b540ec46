import { LISTING_KINDS, type ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf, type Who } from '../cars/support.js';
import { validBody } from '../listings/support/generator.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { chargeForOpening, expireNow, payInSandbox, type Order, type Start } from './support.js';

/** Merchant opening (docs/vip.md): where an area charges, a company or shop registration waits for its fee before review. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let owner: Who;
let stranger: Who;
let bangkok: number;

type Detail = { id: number; status: string; review_status: string };
type Info = ApiData<'openInfo'>;

const companyBody = async (title: string) => ({ title, description: '进出口贸易与咨询服务。', category_id: await w.categoryOf('enterprise'), images: [w.image], license_no: '0312345678' });
async function register(who: Who, title: string) {
  const r = await t.call<Detail>('companySave', { token: who.token, siteAreaId: w.hcm, body: await companyBody(title) });
  if (r.status !== 200) throw new Error(`companySave ${r.status} ${r.message}`);
  return r.data;
}
const listing = (id: number) => t.db.selectFrom('listing').select(['status', 'review_status', 'ever_passed']).where('id', '=', id).executeTakeFirstOrThrow();
const queue = async () => (await t.call<{ list: Array<{ id: number }> }>('companyAdminList', { token: w.admin.token, query: { review_status: 'pending', limit: 50 } })).data.list.map((x) => x.id);

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  owner = await t.newUser({ nickname: '开店人' });
  stranger = await t.newUser();
  bangkok = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'bangkok').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('an area that does not charge (the seeded default)', () => {
  it('lists nothing to pay, and a registration goes to review as before', async () => {
    expect((await t.call<unknown[]>('openList', { siteAreaId: w.hcm })).data).toEqual([]);
    const c = await register(owner, '不收费地区的公司');
    expect(c).toMatchObject({ status: 'reviewing', review_status: 'pending' });
    expect(await queue()).toContain(c.id);
    expect((await t.call('openInfo', { token: owner.token, query: { listing_id: c.id } })).status).toBe(404);
    expect((await t.call('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: c.id } })).status).toBe(404);
  });
});

describe('an area that charges for opening a company', () => {
  let company: Detail;
  beforeAll(async () => {
    await chargeForOpening(t, w.hcm, 'company', true);
  });

  it('user/open/list shows the area’s price in its currency; other areas are unchanged', async () => {
    const list = (await t.call<ApiData<'openList'>>('openList', { siteAreaId: w.hcm, lang: 'en' })).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ target: 'company', currency: 'VND', name: 'Open a company page', amount: 500_000 });
    expect((await t.call<unknown[]>('openList', { siteAreaId: bangkok })).data).toEqual([]);
  });

  it('a new registration is saved but not sent to review, and cannot be sent by hand', async () => {
    company = await register(owner, '需缴费的公司');
    expect(company).toMatchObject({ status: 'offline', review_status: 'pending' });
    expect(await queue()).not.toContain(company.id);
    const info = await t.call<Info>('openInfo', { token: owner.token, query: { listing_id: company.id } });
    expect(info.data).toMatchObject({ listing_id: company.id, target: 'company', state: 'awaiting_fee', price: { amount: 500_000, currency: 'VND' } });
    const online = await t.call('companyFieldUpdate', { token: owner.token, params: { id: company.id }, body: { status: 'online' }, lang: 'en' });
    expect(online.status).toBe(409);
    expect(online.message).toBe('Pay the opening fee first; once paid, the registration goes to review');
    expect((await t.call('companyAdminAdopt', { token: w.admin.token, params: { id: company.id }, body: {} })).status).toBe(409);
    expect((await listing(company.id)).status).toBe('offline');
  });

  it('user/open/info and pay: no token, bad body, someone else’s registration, another area', async () => {
    expect((await t.call('openInfo', { query: { listing_id: company.id } })).status).toBe(401);
    expect((await t.call('openInfo', { token: owner.token, query: { listing_id: 'x' } })).status).toBe(400);
    expect((await t.call('openInfo', { token: stranger.token, query: { listing_id: company.id } })).status).toBe(404);
    expect((await t.call('openPay', { siteAreaId: w.hcm, body: { listing_id: company.id } })).status).toBe(401);
    expect((await t.call('openPay', { token: owner.token, siteAreaId: w.hcm, body: {} })).status).toBe(400);
    expect((await t.call('openPay', { token: stranger.token, siteAreaId: w.hcm, body: { listing_id: company.id } })).status).toBe(404);
    expect((await t.call('openPay', { token: owner.token, siteAreaId: bangkok, body: { listing_id: company.id } })).status).toBe(404);
  });

  it('an expired or cancelled order leaves it waiting; paying sends it to review', async () => {
    const first = await t.call<Start>('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } });
    expect(first.status).toBe(200);
    expect(first.data.order).toMatchObject({ kind: 'open', amount: 500_000, currency: 'VND', title: '企业入驻 · 需缴费的公司' });
    expect((await t.call('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } })).status).toBe(409);
    await expireNow(t, first.data.order!.id);
    expect((await listing(company.id)).status).toBe('offline');
    const second = await t.call<Start>('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } });
    await t.call('orderCancel', { token: owner.token, params: { id: second.data.order!.id } });
    expect((await listing(company.id)).status).toBe('offline');
    const third = await t.call<Start>('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } });
    expect((await payInSandbox(t, owner.token, third.data)).state).toBe('fulfilled');
    expect(await listing(company.id)).toMatchObject({ status: 'reviewing', review_status: 'pending' });
    expect(await queue()).toContain(company.id);
    expect((await t.call<Info>('openInfo', { token: owner.token, query: { listing_id: company.id } })).data.state).toBe('paid');
    expect((await t.call('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } })).status).toBe(409);
    await w.approve('company', company.id);
    expect((await listing(company.id)).status).toBe('online');
  });

  it('user/open/order/list: mine only, newest first', async () => {
    const mine = await t.call<{ list: Order[] }>('openOrderList', { token: owner.token });
    expect(mine.data.list.map((o) => o.state)).toEqual(['fulfilled', 'cancelled', 'expired']);
    expect((await t.call<{ list: Order[] }>('openOrderList', { token: stranger.token })).data.list).toEqual([]);
    expect((await t.call('openOrderList', {})).status).toBe(401);
  });

  it('a whole refund after approval takes the company offline until the fee is paid again', async () => {
    const admin = await t.login('superadmin');
    const order = (await t.call<{ list: Order[] }>('openOrderList', { token: owner.token })).data.list[0]!;
    expect((await t.call('adminOrderRefund', { token: admin.token, params: { id: order.id }, body: { reason: '退款' } })).status).toBe(200);
    expect((await listing(company.id)).status).toBe('offline');
    expect((await t.call('companyFieldUpdate', { token: owner.token, params: { id: company.id }, body: { status: 'online' } })).status).toBe(409);
    const again = await t.call<Start>('openPay', { token: owner.token, siteAreaId: w.hcm, body: { listing_id: company.id } });
    await payInSandbox(t, owner.token, again.data);
    expect((await listing(company.id)).status).toBe('online');
  });

  it('where the area stops charging, a waiting registration goes on by its owner’s hand', async () => {
    const c = await register(stranger, '后来免费的公司');
    expect(c.status).toBe('offline');
    await chargeForOpening(t, w.hcm, 'company', false);
    expect((await t.call('openPay', { token: stranger.token, siteAreaId: w.hcm, body: { listing_id: c.id } })).status).toBe(409);
    expect((await t.call('companyFieldUpdate', { token: stranger.token, params: { id: c.id }, body: { status: 'online' } })).status).toBe(200);
    expect((await listing(c.id)).status).toBe('reviewing');
    expect(await queue()).toContain(c.id);
  });

  it('a shop (yellow-pages entry) waits for the shop fee the same way', async () => {
    await chargeForOpening(t, w.hcm, 'shop', true);
    const refs = { categories: [await w.categoryOf('enterprise')], districts: [], images: [w.image] };
    const r = await t.call<Detail>('ypSave', { token: owner.token, siteAreaId: w.hcm, body: { ...validBody(LISTING_KINDS.yp, refs, 1), district_id: null } });
    expect(r.status).toBe(200);
    expect(r.data.status).toBe('offline');
    const info = await t.call<Info>('openInfo', { token: owner.token, query: { listing_id: r.data.id } });
    expect(info.data).toMatchObject({ target: 'shop', state: 'awaiting_fee', price: { amount: 250_000 } });
    await chargeForOpening(t, w.hcm, 'shop', false);
  });
});
