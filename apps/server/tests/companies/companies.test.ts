import { LISTING_KINDS, type ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBody } from '../listings/support/generator.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf, type Who } from '../cars/support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let boss: Who;
let fan: Who;
let stranger: Who;
let company: { id: number };
let jobIds: number[] = [];
let carId = 0;

type Page = ApiData<'companyPage'>;
type OwnerInfo = ApiData<'userCompanyInfo'>;

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  boss = await t.newUser({ nickname: '张总' });
  fan = await t.newUser({ nickname: '粉丝' });
  stranger = await t.newUser();
  company = await w.company(boss);
  const refs = { categories: [await w.categoryOf('job')], districts: [], images: [w.image] };
  jobIds = [];
  for (let n = 0; n < 3; n++) {
    const r = await t.call<{ id: number; company: { id: number } | null }>('jobSave', { token: boss.token, siteAreaId: w.hcm, body: { ...validBody(LISTING_KINDS.job, refs, n), district_id: null } });
    if (r.status !== 200) throw new Error(`jobSave ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    expect(r.data.company?.id).toBe(company.id);
    await w.approve('job', r.data.id);
    jobIds.push(r.data.id);
  }
  // One job stays under review: not on the public page, counted for the owner.
  const pending = await t.call<{ id: number }>('jobSave', { token: boss.token, siteAreaId: w.hcm, body: { ...validBody(LISTING_KINDS.job, refs, 5), district_id: null } });
  expect(pending.status).toBe(200);
  carId = (await w.car(boss, 'sale')).id;
});
afterAll(() => t.close());

describe('company/follow', () => {
  it('toggles, or sets explicitly, and counts followers', async () => {
    const on = await t.call<{ followed: boolean; follower_count: number }>('companyFollow', { token: fan.token, body: { company_id: company.id } });
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ followed: true, follower_count: 1 });
    const again = await t.call('companyFollow', { token: fan.token, body: { company_id: company.id, follow: true } });
    expect(again.data).toEqual({ followed: true, follower_count: 1 });
    const second = await t.call('companyFollow', { token: stranger.token, body: { company_id: company.id, follow: true } });
    expect(second.data).toEqual({ followed: true, follower_count: 2 });
    const off = await t.call('companyFollow', { token: stranger.token, body: { company_id: company.id } });
    expect(off.data).toEqual({ followed: false, follower_count: 1 });
    const offAgain = await t.call('companyFollow', { token: stranger.token, body: { company_id: company.id, follow: false } });
    expect(offAgain.data).toEqual({ followed: false, follower_count: 1 });
  });

  it('needs a token, a valid body, an existing live company and not one’s own', async () => {
    expect((await t.call('companyFollow', { body: { company_id: company.id } })).status).toBe(401);
    expect((await t.call('companyFollow', { token: fan.token, body: {} })).status).toBe(400);
    expect((await t.call('companyFollow', { token: fan.token, body: { company_id: 'x' } })).status).toBe(400);
    expect((await t.call('companyFollow', { token: fan.token, body: { company_id: company.id, follow: 'yes' } })).status).toBe(400);
    expect((await t.call('companyFollow', { token: fan.token, body: { company_id: 99999999 } })).status).toBe(404);
    // A car is not a company.
    expect((await t.call('companyFollow', { token: fan.token, body: { company_id: carId } })).status).toBe(404);
    const own = await t.call('companyFollow', { token: boss.token, body: { company_id: company.id }, lang: 'en' });
    expect(own.status).toBe(400);
    expect(own.message).toBe('You cannot follow your own company');
    // A company under review cannot be followed.
    const other = await t.newUser();
    const r = await t.call<{ id: number }>('companySave', { token: other.token, siteAreaId: w.hcm, body: { title: '审核中的公司', description: '简介', category_id: await w.categoryOf('enterprise'), images: [w.image], license_no: '123' } });
    expect(r.status).toBe(200);
    expect((await t.call('companyFollow', { token: fan.token, body: { company_id: r.data.id } })).status).toBe(404);
  });
});

describe('company/page', () => {
  it('shows the company, its live jobs, the owner’s other live listings, followers and my follow', async () => {
    const r = await t.call<Page>('companyPage', { token: fan.token, params: { id: company.id } });
    expect(r.status).toBe(200);
    expect(r.data.company.id).toBe(company.id);
    expect(r.data.jobs.map((j) => j.id).sort()).toEqual([...jobIds].sort());
    expect(r.data.jobs_total).toBe(3);
    expect(r.data.jobs.every((j) => j.kind === 'job' && j.company?.id === company.id)).toBe(true);
    expect(r.data.listings.map((l) => l.id)).toEqual([carId]);
    expect(r.data.listings_total).toBe(1);
    expect(r.data.follower_count).toBe(1);
    expect(r.data.is_following).toBe(true);
    // Newest first.
    expect(r.data.jobs.map((j) => j.id)).toEqual([...jobIds].reverse());
  });

  it('works without a token (not following) and counts a view once', async () => {
    const before = (await t.db.selectFrom('listing').select('view_count').where('id', '=', company.id).executeTakeFirstOrThrow()).view_count;
    const r = await t.call<Page>('companyPage', { params: { id: company.id }, ip: '10.77.1.1' });
    expect(r.status).toBe(200);
    expect(r.data.is_following).toBe(false);
    expect(r.data.company.contact_phone).toBeNull();
    await t.call<Page>('companyPage', { params: { id: company.id }, ip: '10.77.1.1' });
    const after = (await t.db.selectFrom('listing').select('view_count').where('id', '=', company.id).executeTakeFirstOrThrow()).view_count;
    expect(after).toBe(before + 1);
  });

  it('404s for unknown ids, other kinds and companies the public cannot see; 400 for a bad id', async () => {
    expect((await t.call('companyPage', { params: { id: 99999999 } })).status).toBe(404);
    expect((await t.call('companyPage', { params: { id: carId } })).status).toBe(404);
    expect((await t.call('companyPage', { params: { id: 'abc' } })).status).toBe(400);
    const other = await t.newUser();
    const r = await t.call<{ id: number }>('companySave', { token: other.token, siteAreaId: w.hcm, body: { title: '未审核公司', description: '简介', category_id: await w.categoryOf('enterprise'), images: [w.image], license_no: '123' } });
    expect((await t.call('companyPage', { params: { id: r.data.id } })).status).toBe(404);
    expect((await t.call('companyPage', { token: fan.token, params: { id: r.data.id } })).status).toBe(404);
    // Its owner sees it.
    expect((await t.call('companyPage', { token: other.token, params: { id: r.data.id } })).status).toBe(200);
  });
});

describe('user/companyInfo and yp/info_user', () => {
  it('the owner sees review state and counts of jobs and listings', async () => {
    const r = await t.call<OwnerInfo>('userCompanyInfo', { token: boss.token, params: { id: company.id } });
    expect(r.status).toBe(200);
    expect(r.data.company.review_status).toBe('passed');
    expect(r.data.company.is_owner).toBe(true);
    expect(r.data.jobs).toEqual({ live: 3, total: 4 });
    expect(r.data.listings).toEqual({ live: 1, total: 1 });
    expect(r.data.follower_count).toBe(1);
  });

  it('shows a rejection reason to the owner', async () => {
    const other = await t.newUser();
    const r = await t.call<{ id: number }>('companySave', { token: other.token, siteAreaId: w.hcm, body: { title: '被驳回的公司', description: '简介', category_id: await w.categoryOf('enterprise'), images: [w.image], license_no: '123' } });
    const rej = await t.call('companyAdminFieldUpdate', { token: w.admin.token, params: { id: r.data.id }, body: { review_status: 'failed', reason: '营业执照号不清晰' } });
    expect(rej.status).toBe(200);
    const info = await t.call<OwnerInfo>('userCompanyInfo', { token: other.token, params: { id: r.data.id } });
    expect(info.data.company.review_status).toBe('failed');
    expect(info.data.company.review_reason).toBe('营业执照号不清晰');
    expect(info.data.jobs).toEqual({ live: 0, total: 0 });
  });

  it('others get a 403, no token a 401, unknown a 404', async () => {
    expect((await t.call('userCompanyInfo', { token: fan.token, params: { id: company.id } })).status).toBe(403);
    expect((await t.call('userCompanyInfo', { params: { id: company.id } })).status).toBe(401);
    expect((await t.call('userCompanyInfo', { token: boss.token, params: { id: 99999999 } })).status).toBe(404);
    expect((await t.call('userCompanyInfo', { token: boss.token, params: { id: carId } })).status).toBe(404);
  });

  it('yp/info_user: owner view of a directory entry (any status); others 403', async () => {
    const owner = await t.newUser();
    const save = await t.call<{ id: number }>('ypSave', { token: owner.token, siteAreaId: w.hcm, body: { title: '胡志明中文翻译社', description: '合同、证件翻译', category_id: await w.categoryOf('enterprise'), images: [w.image], services: '翻译 公证' } });
    expect(save.status).toBe(200);
    const r = await t.call<ApiData<'ypInfoUser'>>('ypInfoUser', { token: owner.token, params: { id: save.data.id } });
    expect(r.status).toBe(200);
    expect(r.data.entry.status).toBe('reviewing');
    expect(r.data.entry.review_status).toBe('pending');
    expect(r.data.view_count).toBe(0);
    expect((await t.call('ypInfoUser', { token: fan.token, params: { id: save.data.id } })).status).toBe(403);
    expect((await t.call('ypInfoUser', { params: { id: save.data.id } })).status).toBe(401);
    expect((await t.call('ypInfoUser', { token: owner.token, params: { id: company.id } })).status).toBe(404);
    // The engine's yp calls work for it: list_user (mine) and category.
    const mine = await t.call<{ total: number; list: Array<{ id: number }> }>('ypListUser', { token: owner.token });
    expect(mine.data.list.map((x) => x.id)).toEqual([save.data.id]);
    await w.approve('yp', save.data.id);
    const cats = await t.call<Array<{ id: number; count: number }>>('ypCategory', { siteAreaId: w.hcm });
    expect(cats.status).toBe(200);
    const first = await w.categoryOf('enterprise');
    expect(cats.data.find((c) => c.id === first)?.count).toBe(1);
    expect(cats.data.reduce((n, c) => n + c.count, 0)).toBe(1);
  });

  it('the engine’s company/list_rec and company/category work', async () => {
    const other = await t.newUser();
    const second = await w.company(other, '堤岸餐饮管理公司');
    const rec = await t.call<Array<{ id: number }>>('companyListRec', { query: { id: company.id } });
    expect(rec.status).toBe(200);
    expect(rec.data.map((x) => x.id)).toContain(second.id);
    expect(rec.data.map((x) => x.id)).not.toContain(company.id);
    const cats = await t.call<Array<{ count: number }>>('companyCategory', { siteAreaId: w.hcm });
    expect(cats.data.reduce((s, c) => s + c.count, 0)).toBe(2);
  });
});

describe('shGoods/findUser', () => {
  it('shows a seller’s public profile with live and sold counts', async () => {
    const seller = await t.newUser({ nickname: '卖家阿明' });
    const refs = { categories: [await w.categoryOf('shGoods')], districts: [], images: [w.image] };
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const r = await t.call<{ id: number }>('shGoodsSave', { token: seller.token, siteAreaId: w.hcm, body: { ...validBody(LISTING_KINDS.shGoods, refs, n), district_id: null } });
      expect(r.status).toBe(200);
      ids.push(r.data.id);
    }
    await w.approve('shGoods', ids[0]!);
    await w.approve('shGoods', ids[1]!);
    expect((await t.call('shGoodsFieldUpdate', { token: seller.token, params: { id: ids[1]! }, body: { status: 'sold' } })).status).toBe(200);
    const r = await t.call<ApiData<'shGoodsFindUser'>>('shGoodsFindUser', { query: { user_id: seller.id } });
    expect(r.status).toBe(200);
    expect(r.data.user).toMatchObject({ id: seller.id, nickname: '卖家阿明' });
    expect(r.data.on_sale).toBe(1);
    expect(r.data.sold).toBe(1);
  });

  it('validates user_id and 404s unknown users', async () => {
    expect((await t.call('shGoodsFindUser', {})).status).toBe(400);
    expect((await t.call('shGoodsFindUser', { query: { user_id: 'x' } })).status).toBe(400);
    expect((await t.call('shGoodsFindUser', { query: { user_id: 99999999 } })).status).toBe(404);
  });
});
