import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedTotals } from '../../src/modules/listings/capped-totals.js';
import { liveWhere } from '../../src/modules/listings/cards.js';
import { readPage } from '../../src/modules/listings/pages.js';
import { flushSearchLog } from '../../src/modules/listings/search-log.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ok, worldOf, type Page, type World } from './support/fixtures.js';

/**
 * What the first page of a public list does besides reading its cards: the capped total remembered for a
 * while (capped-totals.ts; an exact one never), and the search log written after the reply, in batches.
 * Listings in Da Nang (published without review), cars only: nothing else in this file lists cars there.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
});
afterAll(() => t.close());

const page = (cap: number) =>
  readPage(t.db, {
    where: (at) => [sql<SqlBool>`l.site_area_id = ${w.danang}`, sql<SqlBool>`l.kind = 'car'`, liveWhere(at)],
    sort: 'newest',
    limit: 2,
    lang: 'zh',
    topsFirst: true,
    totalCap: cap,
  });

describe('capped totals', () => {
  it('a total past the cap is remembered (until its time is up); a total under the cap is counted on every first page', async () => {
    cappedTotals.clear();
    const pub = await w.publisher('car', w.danang);
    const made = [];
    for (let n = 0; n < 4; n++) made.push((await w.create(pub, 'car', w.danang, n)).id);
    expect(await page(3)).toMatchObject({ total: 3, total_capped: true });
    expect(await page(10)).toMatchObject({ total: 4, total_capped: false });
    // Three of them go: the exact count sees it at once, the remembered "3+" stands until it expires.
    await t.db.updateTable('listing').set({ deleted_at: new Date() }).where('id', 'in', made.slice(1)).execute();
    expect(await page(10)).toMatchObject({ total: 1, total_capped: false });
    expect(await page(3)).toMatchObject({ total: 3, total_capped: true });
    cappedTotals.clear(); // as when its 30 s are up
    expect(await page(3)).toMatchObject({ total: 1, total_capped: false });
    // Under the cap nothing is remembered: one more is counted on the next first page.
    await w.create(pub, 'car', w.danang, 5);
    expect(await page(3)).toMatchObject({ total: 2, total_capped: false });
    // The public list through the API reads the same way (the cap there is LISTING_TOTAL_CAP).
    const list = (await ok(w.kindCall<Page>('car', 'list', { siteAreaId: w.danang, query: { limit: 1 } }))).data;
    expect(list).toMatchObject({ total: 2, total_capped: false });
  });
});

describe('search log', () => {
  const logged = (keyword: string) =>
    t.db.selectFrom('search_log').select(['keyword', 'kind', 'results', 'searcher']).where('site_area_id', '=', w.danang).where('keyword', '=', keyword).execute();

  it('a first-page search (list, hotKeywordData, hotKeywordDataGroup) is written after its reply, within about a second', async () => {
    const pub = await w.publisher('housing', w.danang);
    await w.create(pub, 'housing', w.danang, 0, { title: '海景公寓 整租 日志测试' });
    const first = (await ok(w.kindCall<Page>('housing', 'list', { siteAreaId: w.danang, query: { keyword: '日志测试', limit: 1 } }))).data;
    expect(first.total).toBe(1);
    await expect.poll(() => logged('日志测试'), { timeout: 5000, interval: 100 }).toEqual([expect.objectContaining({ keyword: '日志测试', kind: 'housing', results: 1 })]);
    await ok(t.call('hotKeywordData', { siteAreaId: w.danang, query: { keyword: '日志测试' } }));
    await ok(t.call('hotKeywordDataGroup', { siteAreaId: w.danang, query: { keyword: '日志测试' } }));
    await flushSearchLog(t.db);
    expect(await logged('日志测试')).toHaveLength(3);
  });

  it('hot keywords read the searches made just before (waiting ones are written first)', async () => {
    const users = await Promise.all([0, 1].map(() => t.newUser()));
    for (const u of users) await ok(t.call('hotKeywordDataGroup', { siteAreaId: w.danang, token: u.token, query: { keyword: '海景公寓' } }));
    const top = (await ok(t.call<Array<{ keyword: string; count: number }>>('hotKeywordTop', { siteAreaId: w.danang }))).data;
    expect(top).toContainEqual({ keyword: '海景公寓', count: 2 });
  });
});
