import { LISTING_KINDS, type ListingPage } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { ORIGIN, readHead, standInDist } from '../page-heads/support.js';
import { ok, worldOf, type Detail, type World, type Who } from './support/fixtures.js';
import { validBody } from './support/generator.js';

/**
 * A listing written in more than one language (docs/translation.md, "Listings in more than one language"): the original
 * in `title`/`description`/`lang_type`, the publisher's other versions in `texts`, each checked like the original; a
 * reader sees their language's version when written (cards, detail, page heads), search finds every version's words.
 * Listings in Da Nang (published without review) unless the test says otherwise.
 */
let t: TestApp;
let w: World;
let pub: Who;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  w = await worldOf(t);
  pub = await w.publisher('housing', w.danang);
});
afterAll(() => t.close());

const ZH = { title: '河边两房公寓出租', description: '家具齐全，拎包入住，近市场' };
const VI = { title: 'Căn hộ hai phòng ven sông', description: 'Đầy đủ nội thất, gần chợ Hàn' };
const EN = { title: 'Two-bedroom riverside flat', description: 'Fully furnished, near Han market' };

const housingBody = (n: number) => validBody(LISTING_KINDS.housing, w.refs('housing', w.danang), n, {});
const save = (over: Record<string, unknown>, who: Who = pub, n = 0) =>
  t.call<Detail>('housingSave', { token: who.token, siteAreaId: w.danang, lang: 'zh', body: { ...housingBody(n), ...over } });

const info = (id: number, lang: string, token?: string) => t.call<Detail>('housingInfo', { token: token ?? null, siteAreaId: w.danang, lang, params: { id } });
const search = async (keyword: string, lang = 'zh') =>
  (await ok(t.call<ListingPage>('housingList', { siteAreaId: w.danang, lang, query: { keyword, limit: 50 } }))).data.list;

describe('saving more than one language', () => {
  it('saves the original (zh) and a Vietnamese version; the detail gives every version, the original first', async () => {
    const d = (await ok(save({ ...ZH, lang_type: 'zh', texts: { vi: VI } }))).data;
    expect(d.lang_type).toBe('zh');
    expect(d.title).toBe(ZH.title);
    expect(d.text_lang).toBe('zh');
    expect(d.texts).toEqual({ zh: ZH, vi: VI });
    const row = await w.row(d.id);
    expect(row.title).toBe(ZH.title);
    expect(row.texts).toEqual({ vi: VI });
  });

  it('refuses a save whose first language (the original) has no title: 400 naming body.title', async () => {
    const r = await save({ title: undefined, description: undefined, lang_type: 'zh', texts: { vi: VI } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.data)).toContain('body.title');
  });

  it('checks another version like the original: a Vietnamese title over the kind’s 60 characters is a 400 naming it', async () => {
    const r = await save({ ...ZH, lang_type: 'zh', texts: { vi: { title: 'Căn hộ '.repeat(12), description: VI.description } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.data)).toContain('body.texts.vi.title');
    // Too short, a missing description where the kind requires one, an unknown language: the same 400.
    expect((await save({ ...ZH, texts: { vi: { title: 'Nhà', description: VI.description } } })).status).toBe(400);
    expect((await save({ ...ZH, texts: { vi: { title: VI.title, description: '' } } })).status).toBe(400);
    expect((await save({ ...ZH, texts: { th: { title: 'ห้องพักริมแม่น้ำ', description: 'ใกล้ตลาด' } } })).status).toBe(400);
  });

  it('checks the sensitive words of every version, naming the version’s field', async () => {
    const r = await save({ ...ZH, texts: { vi: { title: VI.title, description: 'Liên hệ để làm giấy tờ giả nhanh' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.data)).toContain('body.texts.vi.description');
  });

  it('refuses a version in the original’s own language that differs from the original; an equal one is not stored twice', async () => {
    expect((await save({ ...ZH, lang_type: 'zh', texts: { zh: { title: '另一个标题写法', description: ZH.description } } })).status).toBe(400);
    const d = (await ok(save({ ...ZH, lang_type: 'zh', texts: { zh: ZH, en: EN } }))).data;
    expect((await w.row(d.id)).texts).toEqual({ en: EN });
  });

  it('an old client’s save (title and description only) works as before: one language, the request’s', async () => {
    const d = (await ok(save({ ...EN, lang_type: undefined, texts: undefined }))).data;
    expect(d.title).toBe(EN.title);
    expect(d.lang_type).toBe('zh'); // the request's language, as before
    expect(d.texts).toBeUndefined();
    expect((await w.row(d.id)).texts).toEqual({});
    // An old client's edit leaves the other versions alone.
    const multi = (await ok(save({ ...ZH, lang_type: 'zh', texts: { vi: VI } }))).data;
    const edited = (await ok(t.call<Detail>('housingFieldUpdate', { token: pub.token, siteAreaId: w.danang, params: { id: multi.id }, body: { title: '河边两房公寓出租 可短租' } }))).data;
    expect(edited.texts).toEqual({ zh: { title: '河边两房公寓出租 可短租', description: ZH.description }, vi: VI });
  });

  it('an edit may replace the versions; `{}` drops them', async () => {
    const d = (await ok(save({ ...ZH, lang_type: 'zh', texts: { vi: VI } }))).data;
    const en = (await ok(save({ ...ZH, id: d.id, lang_type: 'zh', texts: { en: EN } }))).data;
    expect(en.texts).toEqual({ zh: ZH, en: EN });
    const none = (await ok(t.call<Detail>('housingFieldUpdate', { token: pub.token, siteAreaId: w.danang, params: { id: d.id }, body: { texts: {} } }))).data;
    expect(none.texts).toBeUndefined();
  });

  it('another user’s edit of the versions is a 403 and changes nothing; no token is a 401', async () => {
    const d = (await ok(save({ ...ZH, lang_type: 'zh', texts: { vi: VI } }))).data;
    const other = await t.newUser();
    const r = await t.call('housingFieldUpdate', { token: other.token, siteAreaId: w.danang, params: { id: d.id }, body: { texts: { vi: { title: 'Căn hộ của tôi rồi', description: 'Không phải của bạn' } } } });
    expect(r.status).toBe(403);
    const s = await t.call('housingSave', { token: other.token, siteAreaId: w.danang, body: { ...housingBody(0), ...ZH, id: d.id, texts: { en: EN } } });
    expect(s.status).toBe(403);
    expect((await t.call('housingFieldUpdate', { siteAreaId: w.danang, params: { id: d.id }, body: { texts: {} } })).status).toBe(401);
    expect((await w.row(d.id)).texts).toEqual({ vi: VI });
  });

  it('a changed version sends a live listing back to review where the area reviews, like the original', async () => {
    const hcmPub = await w.publisher('housing', w.hcm);
    const d = await w.live(hcmPub, 'housing', w.hcm, 0, { ...ZH, lang_type: 'zh' });
    expect(d.status).toBe('online');
    const r = (await ok(t.call<Detail>('housingFieldUpdate', { token: hcmPub.token, siteAreaId: w.hcm, params: { id: d.id }, body: { texts: { vi: VI } } }))).data;
    expect(r.status).toBe('reviewing');
  });
});

describe('reading in the reader’s language', () => {
  let d: Detail;
  beforeAll(async () => {
    d = (await ok(save({ ...ZH, lang_type: 'zh', texts: { en: EN } }, pub, 1))).data;
  });

  it('a reader in English gets the English version on the detail, marked as the publisher’s (text_lang en, lang_type zh)', async () => {
    const en = (await ok(info(d.id, 'en'))).data;
    expect(en.title).toBe(EN.title);
    expect(en.description).toBe(EN.description);
    expect(en.text_lang).toBe('en');
    expect(en.lang_type).toBe('zh');
  });

  it('a reader in Vietnamese (no version written) gets the original', async () => {
    const vi = (await ok(info(d.id, 'vi'))).data;
    expect(vi.title).toBe(ZH.title);
    expect(vi.description).toBe(ZH.description);
    expect(vi.text_lang).toBe('zh');
  });

  it('cards of the list carry the reader’s version of the title', async () => {
    const card = (l: ListingPage['list']) => l.find((c) => c.id === d.id)!;
    expect(card(await search('riverside', 'en'))).toMatchObject({ title: EN.title, text_lang: 'en', lang_type: 'zh' });
    expect(card(await search('riverside', 'zh'))).toMatchObject({ title: ZH.title, text_lang: 'zh' });
  });

  it('the page head of ?lang=en is the English version, of ?lang=vi the original', async () => {
    const head = async (lang: string) => readHead((await t.app.inject({ method: 'GET', url: `/pages/house/detail?id=${d.id}&lang=${lang}` })).body);
    const en = await head('en');
    expect(en.title).toContain(EN.title);
    expect(en.description).toContain(EN.description);
    expect((await head('vi')).title).toContain(ZH.title);
  });
});

describe('search across the written languages', () => {
  let d: Detail;
  beforeAll(async () => {
    d = (await ok(save({ title: '湖畔别墅整租 带花园', description: '安静，适合家庭', lang_type: 'zh', texts: { vi: { title: 'Biệt thự bên hồ có vườn', description: 'Yên tĩnh, hợp gia đình' } } }, pub, 2))).data;
  });

  it('finds the listing by a Vietnamese word of its Vietnamese version, with or without diacritics, and by its Chinese words', async () => {
    const ids = async (k: string) => (await search(k)).map((c) => c.id);
    expect(await ids('biệt thự')).toContain(d.id);
    expect(await ids('biet thu ho')).toContain(d.id);
    expect(await ids('别墅')).toContain(d.id);
    expect(await ids('biệt thự 别墅')).toContain(d.id);
  });

  it('an edit that drops the version drops its words from search', async () => {
    await ok(t.call<Detail>('housingFieldUpdate', { token: pub.token, siteAreaId: w.danang, params: { id: d.id }, body: { texts: {} } }));
    expect((await search('biệt thự')).map((c) => c.id)).not.toContain(d.id);
    expect((await search('别墅')).map((c) => c.id)).toContain(d.id);
  });
});
