import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Page = ApiData<'singlePageInfo'>;
type Detail = { id: number; status: string; review_status: string; title: string; rank?: string; user_id?: number };
type ListPage = { list: Array<{ id: number; title: string }> };

const FIVE = ['about', 'agreement', 'privacy', 'community-rules', 'fees'];

let t: TestApp;
let hcm = 0;
let bangkok = 0;
let owner: { token: string; id: number };
let other: { token: string; id: number };
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };

const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startTestApp();
  [hcm, bangkok] = await Promise.all([idOf('hcm'), idOf('bangkok')]);
  [owner, other, adminHcm, adminBkk] = await Promise.all([t.login('member'), t.login('publisher'), t.login('admin_hcm'), t.login('admin_bangkok')]);
});
afterAll(() => t.close());

describe('singlePage/list and info', () => {
  it('lists the five site pages in zh, en and vi, each with its own words', async () => {
    const titles: Record<string, string[]> = {};
    for (const lang of ['zh', 'en', 'vi']) {
      const r = await t.call<Page[]>('singlePageList', { siteAreaId: hcm, lang });
      expect(r.status).toBe(200);
      const keys = r.data.map((p) => p.key);
      for (const k of FIVE) expect(keys, `${lang} ${k}`).toContain(k);
      for (const p of r.data.filter((x) => FIVE.includes(x.key))) expect(p.content.length, `${lang} ${p.key}`).toBeGreaterThan(20);
      titles[lang] = r.data.filter((p) => FIVE.includes(p.key)).map((p) => p.title);
    }
    expect(titles.zh).toContain('社区规范');
    expect(titles.en).toContain('Community rules');
    expect(titles.vi).toContain('Biểu phí');
  });

  it('shows an area’s own page of a key over the all-areas page there, and only there', async () => {
    const saved = await t.call<{ id: number }>('adminSinglePageSave', { token: adminHcm.token, body: { site_area_id: hcm, key: 'fees', titles: { zh: '胡志明站收费说明', en: 'HCMC fees', vi: 'Biểu phí TP.HCM' }, contents: { zh: '<p>本站发布免费。</p>', en: '<p>Publishing here is free.</p>', vi: '<p>Đăng tin miễn phí.</p>' } } });
    expect(saved.status).toBe(200);
    const here = await t.call<Page>('singlePageInfo', { siteAreaId: hcm, lang: 'en', params: { key: 'fees' } });
    expect(here.data.title).toBe('HCMC fees');
    const list = await t.call<Page[]>('singlePageList', { siteAreaId: hcm, lang: 'en' });
    expect(list.data.filter((p) => p.key === 'fees').map((p) => p.title)).toEqual(['HCMC fees']);
    const there = await t.call<Page>('singlePageInfo', { siteAreaId: bangkok, lang: 'en', params: { key: 'fees' } });
    expect(there.data.title).toBe('Fees');
    // Another area's admin cannot write this area's page.
    expect((await t.call('adminSinglePageSave', { token: adminBkk.token, body: { site_area_id: hcm, key: 'about', titles: { zh: '关于本站', en: 'About', vi: 'Giới thiệu' }, contents: { zh: '<p>本站</p>', en: '<p>Us</p>', vi: '<p>Chúng tôi</p>' } } })).status).toBe(403);
  });

  it('answers 404 for a page that does not exist and 400 for a malformed key', async () => {
    const missing = await t.call('singlePageInfo', { siteAreaId: hcm, params: { key: 'no-such-page' } });
    expect(missing.status).toBe(404);
    expect(missing.message).toBeTruthy();
    expect((await t.call('singlePageInfo', { siteAreaId: hcm, params: { key: 'Bad Key!' } })).status).toBe(400);
  });
});

describe('the crew and bus home entries', () => {
  it('are on the home grid, their config blocks name their lists, and a disabled block hides its entry', async () => {
    const paths = async () => (await t.call<Array<{ path: string }>>('functionEntry', { siteAreaId: hcm })).data.map((e) => e.path);
    expect(await paths()).toEqual(expect.arrayContaining(['/pagesA/seaGoingCrew/list', '/pagesA/bus/list']));
    const crew = await t.call<{ path: string; enabled: boolean; title: string }>('configSeaGoingCrew', { siteAreaId: hcm, lang: 'en' });
    expect(crew.data).toMatchObject({ path: '/pagesA/seaGoingCrew/list', enabled: true, title: 'Seafarer services' });
    expect((await t.call<{ path: string }>('configBus', { siteAreaId: hcm })).data.path).toBe('/pagesA/bus/list');
    // An area whose settings nobody has read yet (the node caches them per area): its bus block switched off.
    const danang = await idOf('danang');
    await t.db.insertInto('setting').values({ site_area_id: danang, key: 'bus', value: JSON.stringify({ enabled: false, path: '/pagesA/bus/list' }) }).execute();
    const there = (await t.call<Array<{ path: string }>>('functionEntry', { siteAreaId: danang })).data.map((e) => e.path);
    expect(there).not.toContain('/pagesA/bus/list');
    expect(there).toContain('/pagesA/seaGoingCrew/list');
  });
});

describe('a sea-going crew post', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    title: '招聘二副 集装箱船', description: '近洋集装箱航线招二副一名，合同 6 个月，包机票。', price: 4200, price_unit: 'month',
    rank: 'second_officer', vessel: 'container', contract_months: 6, join_port: '盖梅港', certificates: ['coc', 'stcw'], images: [], ...extra,
  });
  let id = 0;

  it('is published by a member, waits for the area’s review, then shows in the list', async () => {
    const cats = await t.db.selectFrom('category_type').select('id').where('group_key', '=', 'seaCrew').orderBy('sort').execute();
    expect(cats.length).toBeGreaterThanOrEqual(3);
    const saved = await t.call<Detail>('seaCrewSave', { token: owner.token, siteAreaId: hcm, body: body({ category_id: cats[0]!.id }) });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    id = saved.data.id;
    expect(saved.data).toMatchObject({ status: 'reviewing', review_status: 'pending', rank: 'second_officer' });
    const before = await t.call<ListPage>('seaCrewList', { siteAreaId: hcm });
    expect(before.data.list.map((l) => l.id)).not.toContain(id);
    expect((await t.call('seaCrewAdminAdopt', { token: adminBkk.token, params: { id }, body: {} })).status).toBe(403);
    const adopted = await t.call<Detail>('seaCrewAdminAdopt', { token: adminHcm.token, params: { id }, body: {} });
    expect(adopted.data).toMatchObject({ status: 'online', review_status: 'passed' });
    const after = await t.call<ListPage>('seaCrewList', { siteAreaId: hcm, query: { rank: 'second_officer' } });
    expect(after.data.list.map((l) => l.id)).toContain(id);
    const info = await t.call<Detail>('seaCrewInfo', { siteAreaId: hcm, params: { id } });
    expect(info.data.title).toBe('招聘二副 集装箱船');
  });

  it('refuses bad input, another member’s edit and a visitor', async () => {
    const bad = await t.call<{ fields: Record<string, string> }>('seaCrewSave', { token: owner.token, siteAreaId: hcm, body: body({ rank: 'admiral' }) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields)).toContain('body.rank');
    expect((await t.call('seaCrewSave', { siteAreaId: hcm, body: body() })).status).toBe(401);
    const theirs = await t.call('seaCrewFieldUpdate', { token: other.token, siteAreaId: hcm, params: { id }, body: { title: '改成我的标题吧' } });
    expect([403, 404]).toContain(theirs.status);
    expect((await t.call('seaCrewRemove', { token: other.token, siteAreaId: hcm, params: { id } })).status).toBeGreaterThanOrEqual(403);
  });

  it('a chartered bus needs its seats, services and a photo', async () => {
    const r = await t.call<{ fields: Record<string, string> }>('busSave', { token: owner.token, siteAreaId: hcm, body: { title: '7 座机场接送', description: '中文司机，提前预约。', price: 450000, price_unit: 'trip' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.data.fields)).toEqual(expect.arrayContaining(['body.seats', 'body.services']));
  });
});
