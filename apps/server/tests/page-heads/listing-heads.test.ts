import { LISTING_KINDS } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf, type Kind, type World } from '../listings/support/fixtures.js';
import { ORIGIN, readHead, standInDist } from './support.js';

// Every listing kind's detail page carries its own head, from the server, in the language asked (docs/links.md).
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  w = await worldOf(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const KINDS = Object.keys(LISTING_KINDS) as Kind[];
const detailUrl = (kind: Kind, id: number) => `${LISTING_KINDS[kind].pages.detail}?${kind === 'yp' ? 'kind=yp&' : ''}id=${id}`;

describe('detail heads of every kind', () => {
  it.each(KINDS)('%s: title, description, canonical, hreflang, og and twitter in zh, en and vi; the picture absolute and public', async (kind) => {
    const who = await w.publisher(kind);
    const d = await w.live(who, kind, w.hcm);
    const url = detailUrl(kind, d.id);
    for (const lang of ['zh', 'en', 'vi'] as const) {
      const res = await get(`${url}&lang=${lang}`);
      expect(res.statusCode, `${kind} ${lang}`).toBe(200);
      const h = readHead(res.body);
      const site = { zh: '海外一站式服务', en: 'Haiwai One-Stop', vi: 'Haiwai Một Cửa' }[lang];
      expect(h.lang).toBe(lang);
      expect(h.title).toBe(`${d.title} - ${site}`);
      expect(h.og.title).toBe(d.title);
      expect(h.twitter.title).toBe(d.title);
      expect(h.description.length).toBeGreaterThan(0);
      expect(h.og.description).toBe(h.description);
      expect(h.canonical).toBe(`${ORIGIN}${url}&lang=${lang}`);
      expect(h.og.url).toBe(h.canonical);
      expect(h.hreflang).toEqual({ zh: `${ORIGIN}${url}&lang=zh`, en: `${ORIGIN}${url}&lang=en`, vi: `${ORIGIN}${url}&lang=vi`, 'x-default': `${ORIGIN}${url}` });
      expect(h.og.locale).toBe({ zh: 'zh_CN', en: 'en_US', vi: 'vi_VN' }[lang]);
      expect(h.robots).toBeNull();
      // The listing's first photo (a logo's for a job without photos), a share-sized JPEG of the public store, absolute.
      expect(h.og.image).toMatch(new RegExp(`^${ORIGIN}/api/media/[0-9a-f]{32}\\?w=1200&h=1200&fit=inside&format=jpeg&wm=${w.hcm}$`));
      expect(h.twitter.image).toBe(h.og.image);
      expect(h.twitter.card).toBe('summary_large_image');
    }
    // The picture a previewer fetches is served to anyone, without a token.
    const h = readHead((await get(url)).body);
    const img = await get(h.og.image!.slice(ORIGIN.length));
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    // Without ?lang= the canonical is the page without it (the x-default), in the app's language cookie.
    expect(h.canonical).toBe(`${ORIGIN}${url}`);
    expect(readHead((await get(url, 'hw_lang=vi')).body).lang).toBe('vi');
  });

  it('the description carries the price, the card fields and the text, in the language asked', async () => {
    const who = await w.publisher('housing');
    const d = await w.live(who, 'housing', w.hcm, 0, { price: 12000000, price_unit: 'month', deal: 'rent', rooms: 2, area_sqm: 85 });
    const zh = readHead((await get(`/pages/house/detail?id=${d.id}&lang=zh`)).body);
    const en = readHead((await get(`/pages/house/detail?id=${d.id}&lang=en`)).body);
    expect(zh.description).toMatch(/^₫12,000,000\/月 · 出租 · 面积 85 ㎡ · 卧室 2/u);
    expect(en.description).toMatch(/^₫12,000,000\/month · For rent · Floor area 85 m² · Bedrooms 2/u);
    expect(zh.og.type).toBe('website');
    const goods = await w.live(await w.publisher('shGoods'), 'shGoods', w.hcm);
    expect(readHead((await get(`/pages/publicPage/detail?id=${goods.id}`)).body).og.type).toBe('product');
  });
});

describe('what a head never shows', () => {
  it('escapes quotes, angle brackets and ampersands; keeps emoji whole; shortens long titles and descriptions', async () => {
    const who = await w.publisher('shGoods');
    const d = await w.live(who, 'shGoods', w.hcm);
    const nasty = `"><script>alert(1)</script> & 'x' 🏠🚗`;
    await t.db.updateTable('listing').set({ title: nasty, description: `${'长'.repeat(300)}</title><meta name="robots" content="noindex">` }).where('id', '=', d.id).execute();
    const res = await get(`/pages/publicPage/detail?id=${d.id}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('</title><meta name="robots"');
    const h = readHead(res.body);
    expect(h.title).toBe(`${nasty} - 海外一站式服务`);
    expect(h.robots).toBeNull();
    expect(Array.from(h.description).length).toBeLessThanOrEqual(160);
    expect(h.description.endsWith('…')).toBe(true);
    // The JSON-LD carries the text as data, `<` escaped so it cannot end its script element.
    expect(h.raw).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(h.ld[0]!.name).toBe(nasty);
    // A title of 61 emoji is cut at 59 whole emoji and an ellipsis.
    const emoji = '🏠'.repeat(61);
    await t.db.updateTable('listing').set({ title: emoji }).where('id', '=', d.id).execute();
    const cut = readHead((await get(`/pages/publicPage/detail?id=${d.id}`)).body);
    expect(cut.og.title).toBe(`${'🏠'.repeat(59)}…`);
    expect(cut.raw).not.toMatch(/\uFFFD/);
  });

  it('no contact, locked field or review reason reaches the head', async () => {
    const who = await w.publisher('jobHunt');
    const d = await w.live(who, 'jobHunt', w.hcm);
    const row = await w.row(d.id);
    const attrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, string>;
    await t.db.updateTable('listing').set({ contact_phone: '+84901234567', contact_name: 'Secret Name', review_reason: 'secret reason' }).where('id', '=', d.id).execute();
    const head = readHead((await get(detailUrl('jobHunt', d.id))).body).raw;
    for (const secret of ['+84901234567', 'Secret Name', 'secret reason', attrs.real_name, attrs.email, attrs.wechat, attrs.phone].filter(Boolean)) expect(head, secret).not.toContain(secret);
  });
});

describe('not public: a generic head, noindex, 404', () => {
  it.each(['reviewing', 'offline', 'off-shelf', 'deleted'] as const)('%s', async (state) => {
    const who = await w.publisher('housing');
    const d = await w.live(who, 'housing', w.hcm);
    await t.db.updateTable('listing').set(state === 'deleted' ? { deleted_at: new Date() } : { status: state }).where('id', '=', d.id).execute();
    const res = await get(`/pages/house/detail?id=${d.id}&lang=en`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    const h = readHead(res.body);
    expect(h.robots).toBe('noindex');
    expect(h.title).toBe('Haiwai One-Stop');
    expect(h.canonical).toBeNull();
    expect(h.ld).toEqual([]);
    expect(res.body).not.toContain(d.title);
    expect(h.og.image).toBe(`${ORIGIN}/icons/icon-512.png`);
  });

  it('sold stays public (the page still shows it), marked sold out in its offer', async () => {
    const who = await w.publisher('shGoods');
    const d = await w.live(who, 'shGoods', w.hcm);
    await t.db.updateTable('listing').set({ status: 'sold' }).where('id', '=', d.id).execute();
    const res = await get(`/pages/publicPage/detail?id=${d.id}`);
    expect(res.statusCode).toBe(200);
    expect((readHead(res.body).ld[0]!.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
  });

  it('a record that does not exist, another kind’s id or a malformed id: 404 with the app', async () => {
    const goods = await w.live(await w.publisher('shGoods'), 'shGoods', w.hcm);
    for (const url of [`/pages/house/detail?id=${goods.id}`, '/pages/house/detail?id=999999999', '/pages/house/detail', '/pages/house/detail?id=abc', '/pages/house/detail?id=-1', '/pages/house/detail?id=1e400', '/pages/house/detail?id=99999999999999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(readHead(res.body).robots, url).toBe('noindex');
      expect(res.body).toContain('<div id="root">');
    }
  });
});
