import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { robotsTxt } from '../../src/modules/web/robots.js';
import { SITEMAP_BATCH, SITEMAP_PAGE, sitemapBatches } from '../../src/modules/web/sitemap.js';
import { ORIGIN, standInDist } from './support.js';

// The sitemaps over 120,000 generated listings: an index of per-area, per-kind files paged at 50,000 URLs, each file
// streamed from keyset queries of a bounded size; robots.txt by mode and host (docs/links.md).
const N = 120_000;
let t: TestApp;
let area: number;
let firstId: number;
let lastId: number;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  area = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'danang').executeTakeFirstOrThrow()).id;
  const user = await t.newUser();
  // Live second-hand goods, one changed each second; every 40th offline and every 50th deleted (not in the sitemap).
  await sql`
    insert into listing (kind, site_area_id, user_id, title, currency, images, attrs, status, review_status, published_at, updated_at, deleted_at)
    select 'shGoods', ${area}, ${user.id}, 'item ' || g, 'VND', '[]', '{}',
           case when g % 40 = 0 then 'offline' else 'on-sale' end, 'passed',
           timestamptz '2026-01-01' + g * interval '1 second', timestamptz '2026-01-01' + g * interval '1 second',
           case when g % 50 = 0 then now() else null end
    from generate_series(1, ${N + Math.floor(N / 40) + Math.floor(N / 50) + 200}) g`.execute(t.db);
  const ids = await t.db.selectFrom('listing').select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')]).where('site_area_id', '=', area).where('kind', '=', 'shGoods').executeTakeFirstOrThrow();
  firstId = Number(ids.min);
  lastId = Number(ids.max);
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const publicCount = async () =>
  Number((await t.db.selectFrom('listing').select((eb) => eb.fn.countAll().as('n')).where('site_area_id', '=', area).where('kind', '=', 'shGoods').where('deleted_at', 'is', null).where('status', 'in', ['online', 'on-sale', 'sold']).executeTakeFirstOrThrow()).n);

describe('sitemap index', () => {
  it('lists each area’s files per source, paged at 50,000 URLs, with the newest change of each', async () => {
    const total = await publicCount();
    expect(total).toBeGreaterThanOrEqual(N);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const entries = [...res.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => ({ loc: m[1]!, lastmod: m[2]! }));
    const ours = entries.filter((e) => e.loc.startsWith(`${ORIGIN}/sitemap/${area}/sh-goods-`));
    const pages = Math.ceil(total / SITEMAP_PAGE);
    expect(ours.map((e) => e.loc)).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemap/${area}/sh-goods-${i + 1}.xml`));
    // Every lastmod is a W3C datetime; the last page holds the newest rows.
    for (const e of ours) expect(e.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(ours.at(-1)!.lastmod)).toBeGreaterThan(Date.parse(ours[0]!.lastmod));
    // Other sources and areas are there too (every kind, posts, articles, FAQ questions).
    expect(entries.some((e) => /\/sitemap\/0\/questions-1\.xml$/.test(e.loc))).toBe(true);
  });

  it('a file: 50,000 URLs of public listings in key order, streamed; the last page the rest; a page past the end: 404', async () => {
    const total = await publicCount();
    const seen = new Set<string>();
    let before = 0;
    for (let page = 1; page <= Math.ceil(total / SITEMAP_PAGE); page++) {
      const res = await get(`/sitemap/${area}/sh-goods-${page}.xml`);
      expect(res.statusCode).toBe(200);
      // Streamed, not built whole: no length known in advance.
      expect(res.headers['content-length']).toBeUndefined();
      const locs = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g)].map((m) => m[1]!);
      expect(locs.length).toBe(Math.min(SITEMAP_PAGE, total - before));
      const ids = locs.map((l) => Number(/id=(\d+)$/.exec(l)![1]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const l of locs) seen.add(l);
      before += locs.length;
      expect(locs[0]).toMatch(new RegExp(`^${ORIGIN}/pages/publicPage/detail\\?id=\\d+$`));
    }
    expect(seen.size).toBe(total);
    // Offline and deleted listings are not in any file.
    const hidden = await t.db.selectFrom('listing').select('id').where('site_area_id', '=', area).where('kind', '=', 'shGoods').where((eb) => eb.or([eb('status', '=', 'offline'), eb('deleted_at', 'is not', null)])).limit(3).execute();
    for (const h of hidden) expect(seen.has(`${ORIGIN}/pages/publicPage/detail?id=${h.id}`)).toBe(false);
    for (const url of [`/sitemap/${area}/sh-goods-${Math.ceil(total / SITEMAP_PAGE) + 1}.xml`, `/sitemap/${area}/nope-1.xml`, `/sitemap/${area}/sh-goods-0.xml`, '/sitemap/x/sh-goods-1.xml', `/sitemap/${area}/sh-goods-1.txt`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('bounded memory: every query of a 50,000-URL file returns at most one batch of rows, walked by key', async () => {
    let largest = 0;
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries++;
        largest = Math.max(largest, args.result.rows.length);
        return args.result;
      },
    };
    const db = t.db.withPlugin(counter);
    const source = { name: 'sh-goods', table: 'listing' as const, where: sql`kind = 'shGoods' and deleted_at is null and status in ('online', 'on-sale', 'sold')`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id: number) => `/x?id=${id}` };
    let rows = 0;
    let last = 0;
    for await (const batch of sitemapBatches(db, source, area, 1)) {
      expect(batch.length).toBeLessThanOrEqual(SITEMAP_BATCH);
      expect(batch[0]!.id).toBeGreaterThan(last);
      last = batch.at(-1)!.id;
      rows += batch.length;
    }
    expect(rows).toBe(SITEMAP_PAGE);
    expect(largest).toBeLessThanOrEqual(SITEMAP_BATCH);
    expect(queries).toBe(1 + SITEMAP_PAGE / SITEMAP_BATCH);
    expect(last).toBeGreaterThan(firstId);
    expect(last).toBeLessThan(lastId);
  });
});

describe('robots.txt', () => {
  it('development and test: nothing may be crawled', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('production on PUBLIC_URL’s host: everything but the API, and the sitemap; any other host: nothing', () => {
    expect(robotsTxt('production', ORIGIN, 'haiwai.example.com')).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robotsTxt('production', ORIGIN, 'haiwai.example.com:443')).toContain('Sitemap:');
    expect(robotsTxt('production', ORIGIN, '10.0.0.5')).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('production', ORIGIN, 'staging.haiwai.example.com')).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('development', ORIGIN, 'haiwai.example.com')).toBe('User-agent: *\nDisallow: /\n');
  });
});
