import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf } from '../cars/support.js';
import { ORIGIN, readHead, standInDist } from '../page-heads/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Logistics pages describe themselves (docs/links.md): the list, a listed line; a line in review is not public. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
});
afterAll(() => t.close());

const headOf = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  return readHead(res.body);
};

describe('logistics page heads', () => {
  it('the list, a listed line in the language asked; a line in review 404 until listed', async () => {
    const w = await worldOf(t);
    const owner = await t.newUser();
    const company = await w.company(owner, '鸿达国际物流');
    const line = await t.call<{ id: number }>('logisticsSave', { token: owner.token, siteAreaId: w.hcm, body: { company_id: company.id, from_place: '胡志明市', to_place: '广州', mode: 'sea', price_per_kg: 30_000, price_per_cbm: 0, min_charge: 0, days_min: 12, days_max: 18 } });
    expect((await headOf('/pagesA/logistics/list?lang=zh')).title).toContain('物流专线');
    await headOf(`/pagesA/logistics/detail?id=${line.data.id}`, 404);
    await t.call('logisticsAdminReview', { token: w.admin.token, params: { id: line.data.id }, body: { pass: true } });
    const zh = await headOf(`/pagesA/logistics/detail?id=${line.data.id}&lang=zh`);
    expect(zh.title).toContain('胡志明市 → 广州 · 海运');
    expect(zh.description).toBe('鸿达国际物流 的海运专线，时效 12–18 天；在线估算运费并下单。');
    expect((await headOf(`/pagesA/logistics/detail?id=${line.data.id}&lang=en`)).description).toBe('Sea line by 鸿达国际物流, 12–18 days; estimate the freight and send online.');
  });
});
