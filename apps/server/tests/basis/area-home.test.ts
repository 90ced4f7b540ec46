import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../src/core/seed-runner.js';
import { settingsCacheOf } from '../../src/core/settings-cache.js';
import { modules } from '../../src/modules/index.js';
import { seedAreas } from '../../src/modules/site-area/seed/regions.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Each site area's home: its own banner slides, hot words and page copy, or the neutral global ones, never another
 * area's (Bangkok used to show Ho Chi Minh City's District 7). Every area's currency has a symbol (Dubai: د.إ).
 * A database seeded by the previous version gets all of it at its next start, once.
 */
let t: TestApp;
let areas: Array<{ id: number; code: string; name: string; currency: string; currency_symbol: string }>;
const LANGS = ['zh', 'en', 'vi'] as const;
const seedAll = () => runSeeds(t.db, modules, { storeImage: imageStoreFor(t.dataDir, t.database), demo: false });

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
  areas = (await t.call<typeof areas>('siteAreaAll')).data;
});
afterAll(() => t?.close());

/** The area (0: global) of each carousel slide and hot word row. */
async function owners() {
  const slides = new Map((await t.db.selectFrom('carousel').select(['id', 'site_area_id']).execute()).map((r) => [r.id, r.site_area_id]));
  const words = new Map((await t.db.selectFrom('hot_keyword').select(['id', 'site_area_id']).execute()).map((r) => [r.id, r.site_area_id]));
  return { slides, words };
}

/** Place names of every area (its name and its districts), in every language. */
const placeNames: string[] = seedAreas.flatMap((a) => [a.names, ...a.districts].flatMap((n) => [n.zh, n.en ?? '', n.vi ?? ''])).filter(Boolean);
const nameOf = (a: (typeof seedAreas)[number], lang: (typeof LANGS)[number]) => a.names[lang] ?? a.names.zh;

describe('each area’s home', () => {
  it('has ten areas', () => {
    expect(areas.map((a) => a.code).sort()).toEqual(seedAreas.map((a) => a.code).sort());
  });

  it('shows the area’s own slides first, then global ones, never another area’s, in zh, en and vi', async () => {
    const { slides } = await owners();
    for (const area of areas) {
      for (const lang of LANGS) {
        const r = await t.call<Array<{ id: number; title: string; image: string }>>('carousel', { siteAreaId: area.id, lang, query: { position: 'home' } });
        expect(r.code).toBe(200);
        const from = r.data.map((s) => slides.get(s.id));
        expect(from.every((id) => id === 0 || id === area.id), `${area.code} ${lang}: ${from.join(',')}`).toBe(true);
        expect(from[0], `${area.code} ${lang} starts with its own`).toBe(area.id);
        for (const s of r.data) expect(s.title, `${area.code} ${lang}`).toBeTruthy();
      }
    }
  });

  it('lists the area’s own hot words first, then global ones, never another area’s, in zh, en and vi', async () => {
    const { words } = await owners();
    for (const area of areas) {
      for (const lang of LANGS) {
        const r = await t.call<Array<{ id: number; keyword: string }>>('hotKeyword', { siteAreaId: area.id, lang });
        const from = r.data.map((k) => words.get(k.id));
        expect(from.every((id) => id === 0 || id === area.id), `${area.code} ${lang}: ${r.data.map((k) => k.keyword).join(',')}`).toBe(true);
        expect(from[0], `${area.code} ${lang} starts with its own`).toBe(area.id);
        // Own words before any global one.
        expect(from.indexOf(0) === -1 || from.slice(from.indexOf(0)).every((id) => id === 0)).toBe(true);
      }
    }
    const bangkok = areas.find((a) => a.code === 'bangkok')!;
    const zh = (await t.call<Array<{ keyword: string }>>('hotKeyword', { siteAreaId: bangkok.id })).data.map((k) => k.keyword);
    expect(zh).toContain('素坤逸公寓');
    expect(zh.some((k) => k.includes('第七郡'))).toBe(false);
  });

  it('keeps the global fallbacks neutral: no area’s or district’s name in a global slide or hot word', async () => {
    const globalWords = await t.db.selectFrom('hot_keyword').select('keyword').where('site_area_id', '=', 0).execute();
    expect(globalWords.length).toBeGreaterThan(0);
    for (const { keyword } of globalWords) for (const place of placeNames) expect(place.includes(keyword) || keyword.includes(place), `${keyword} ~ ${place}`).toBe(false);
    const globalSlides = await t.db.selectFrom('carousel').select(['titles', 'contents']).where('site_area_id', '=', 0).execute();
    expect(globalSlides.length).toBeGreaterThan(0);
    for (const s of globalSlides) {
      const text = JSON.stringify([s.titles, s.contents]);
      for (const place of placeNames) expect(text.includes(place), `${text} ~ ${place}`).toBe(false);
    }
  });

  it('gives each area its own page copy in its language', async () => {
    for (const area of areas) {
      const seed = seedAreas.find((a) => a.code === area.code)!;
      for (const lang of LANGS) {
        const c = await t.call<{ title: string; keywords: string; description: string }>('basisConfig', { siteAreaId: area.id, lang });
        expect(c.data.description, `${area.code} ${lang}`).toContain(nameOf(seed, lang));
        expect(c.data.title, `${area.code} ${lang}`).toContain(nameOf(seed, lang));
        for (const other of seedAreas.filter((a) => a.code !== area.code && !nameOf(a, lang).includes(nameOf(seed, lang)))) expect(c.data.description).not.toContain(nameOf(other, lang));
      }
    }
    const hcm = await t.call<{ description: string }>('basisConfig', { siteAreaId: areas.find((a) => a.code === 'hcm')!.id });
    expect(hcm.data.description).toContain('租房买房');
  });
});

describe('currency symbols', () => {
  it('every area has a symbol of its own, Dubai’s is د.إ', () => {
    for (const a of areas) expect(a.currency_symbol, a.code).not.toBe(a.currency);
    expect(areas.find((a) => a.code === 'dubai')).toMatchObject({ currency: 'AED', currency_symbol: 'د.إ' });
  });
});

describe('a database seeded by the previous version', () => {
  let bangkokAdminSlide = 0;

  beforeAll(async () => {
    // Back to what the previous version left: no area rows, the one city's words global, Dubai's symbol "AED",
    // and neither new marker; Bangkok's admin had made a slide of their own meanwhile.
    const bangkok = areas.find((a) => a.code === 'bangkok')!;
    await t.db.deleteFrom('carousel').where('site_area_id', '<>', 0).execute();
    await t.db.deleteFrom('hot_keyword').where('site_area_id', '<>', 0).execute();
    await t.db.deleteFrom('setting').where('site_area_id', '<>', 0).where('key', 'in', ['title', 'keywords', 'description']).execute();
    await t.db.insertInto('hot_keyword').values([{ site_area_id: 0, lang_type: 'zh', keyword: '第七郡', hot: 93, sort: 1 }, { site_area_id: 0, lang_type: 'zh', keyword: '二手摩托', hot: 86, sort: 2 }]).execute();
    await t.db.updateTable('site_area').set({ currency_symbol: 'AED' }).where('code', '=', 'dubai').execute();
    await t.db.deleteFrom('setting').where('site_area_id', '=', 0).where('key', 'in', ['seed.basis.area-home', 'seed.site-area.currency-symbols']).execute();
    const own = await t.db.insertInto('carousel').values({ site_area_id: bangkok.id, position: 'home', titles: JSON.stringify({ zh: '宋干节活动', en: 'Songkran events', vi: 'Lễ hội Songkran' }), contents: JSON.stringify({ zh: '' }), image: '/api/media/0123456789abcdef.png', link: null, sort: 1 }).returning('id').executeTakeFirstOrThrow();
    bangkokAdminSlide = own.id;
    expect(await seedAll()).toEqual({ reference: true, demo: false });
    settingsCacheOf(t.db).clear();
  }, 120_000);

  it('gets every area’s slides, words and copy, the one city’s words off the global list, and Dubai’s symbol', async () => {
    const globalZh = (await t.db.selectFrom('hot_keyword').select('keyword').where('site_area_id', '=', 0).where('lang_type', '=', 'zh').execute()).map((r) => r.keyword);
    expect(globalZh).not.toContain('第七郡');
    expect(globalZh).not.toContain('二手摩托');
    for (const area of areas) {
      const slides = await t.db.selectFrom('carousel').select('id').where('site_area_id', '=', area.id).execute();
      const words = await t.db.selectFrom('hot_keyword').select('id').where('site_area_id', '=', area.id).execute();
      const copy = await t.db.selectFrom('setting').select('key').where('site_area_id', '=', area.id).where('key', 'in', ['title', 'keywords', 'description']).execute();
      expect(slides.length, area.code).toBeGreaterThan(0);
      expect(words.length, area.code).toBeGreaterThan(0);
      expect(copy.length, area.code).toBe(3);
    }
    const dubai = (await t.call<typeof areas>('siteAreaAll')).data.find((a) => a.code === 'dubai')!;
    expect(dubai.currency_symbol).toBe('د.إ');
  });

  it('keeps an area admin’s own slides instead of adding the seed’s', async () => {
    const bangkok = areas.find((a) => a.code === 'bangkok')!;
    const slides = await t.db.selectFrom('carousel').select('id').where('site_area_id', '=', bangkok.id).execute();
    expect(slides.map((s) => s.id)).toEqual([bangkokAdminSlide]);
  });

  it('writes nothing at the start after', async () => {
    const count = async () => Number((await t.db.selectFrom('carousel').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await seedAll()).toEqual({ reference: false, demo: false });
    expect(await count()).toBe(before);
  });
});
