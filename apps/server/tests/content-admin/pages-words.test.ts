import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, contentApp, refusesOutsiders } from './support.js';

type Page = ApiData<'adminSinglePageSave'>;
type Word = ApiData<'adminLangWordSave'>;
type Fields = { fields: Record<string, string> };
type App = Awaited<ReturnType<typeof contentApp>>;

let s: App;
beforeAll(async () => {
  s = await contentApp();
});
afterAll(() => s.t.close());

const page = (over: Record<string, unknown> = {}) => ({
  site_area_id: s.hcm,
  key: 'about',
  titles: { zh: '关于胡志明市站', en: 'About the HCMC site', vi: 'Giới thiệu trang TP.HCM' },
  contents: { zh: '<p>胡志明市华人社区。</p>', en: '<p>The HCMC community.</p>', vi: '<p>Cộng đồng người Hoa TP.HCM.</p>' },
  ...over,
});

describe('single pages', () => {
  it('an area’s page of a key replaces the all-areas one in that area only, at once; edits and removal follow; audited', async () => {
    const { t, hcm, bangkok, adminHcm } = s;
    const before = await t.call<ApiData<'singlePageInfo'>>('singlePageInfo', { siteAreaId: hcm, params: { key: 'about' }, lang: 'en' });
    expect(before.data.title).toBe('About Haiwai Link');
    const made = await t.call<Page>('adminSinglePageSave', { token: adminHcm.token, body: page() });
    expect(made.status).toBe(200);
    let shown = await t.call<ApiData<'singlePageInfo'>>('singlePageInfo', { siteAreaId: hcm, params: { key: 'about' }, lang: 'en' });
    expect(shown.data).toMatchObject({ title: 'About the HCMC site', content: '<p>The HCMC community.</p>' });
    expect((await t.call<ApiData<'singlePageInfo'>>('singlePageInfo', { siteAreaId: bangkok, params: { key: 'about' }, lang: 'en' })).data.title).toBe('About Haiwai Link');
    const list = await t.call<ApiData<'singlePageList'>>('singlePageList', { siteAreaId: hcm });
    expect(list.data.filter((p) => p.key === 'about').map((p) => p.title)).toEqual(['关于胡志明市站']);

    await t.call<Page>('adminSinglePageSave', { token: adminHcm.token, body: page({ id: made.data.id, titles: { zh: '关于我们（胡志明）', en: 'About us (HCMC)', vi: 'Về chúng tôi (HCM)' } }) });
    shown = await t.call<ApiData<'singlePageInfo'>>('singlePageInfo', { siteAreaId: hcm, params: { key: 'about' }, lang: 'vi' });
    expect(shown.data.title).toBe('Về chúng tôi (HCM)');
    expect((await t.call('adminSinglePageDelete', { token: adminHcm.token, params: { id: made.data.id } })).status).toBe(200);
    shown = await t.call<ApiData<'singlePageInfo'>>('singlePageInfo', { siteAreaId: hcm, params: { key: 'about' }, lang: 'en' });
    expect(shown.data.title).toBe('About Haiwai Link');
    expect((await auditRows(t, 'single_page')).filter((r) => Number(r.target_id) === made.data.id).map((r) => r.action)).toEqual(['single_page.create', 'single_page.update', 'single_page.delete']);
  });

  it('the rich text is sanitised: scripts, handlers and foreign pictures go', async () => {
    const { t, adminHcm } = s;
    const dirty = '<p onclick="x()">安全提示<script>alert(1)</script><img src="https://evil.example/p.png"><a href="javascript:alert(1)">点</a></p>';
    const made = await t.call<Page>('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'safety-tips', contents: { zh: dirty, en: '<p>Tips</p>', vi: '<p>Mẹo</p>' } }) });
    expect(made.status).toBe(200);
    expect(made.data.contents.zh).not.toMatch(/script|onclick|evil|javascript/);
    expect(made.data.contents.zh).toContain('安全提示');
    const emptied = await t.call<Fields>('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'empty-one', contents: { zh: '<script>x</script>', en: '<p>a</p>', vi: '<p>b</p>' } }) });
    expect(emptied.status).toBe(400);
    expect(Object.keys(emptied.data.fields)).toContain('body.contents.zh');
  });

  it('validation: key shape, missing languages, a key the area already has (409)', async () => {
    const { t, adminHcm } = s;
    expect((await t.call('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'About Us' }) })).status).toBe(400);
    expect((await t.call('adminSinglePageSave', { token: adminHcm.token, body: page({ titles: { zh: '只有中文' } }) })).status).toBe(400);
    await t.call<Page>('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'parking' }) });
    expect((await t.call('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'parking' }) })).status).toBe(409);
  });

  it('another area’s admin 403, all-areas pages the super admin’s, members 403, no token 401', async () => {
    const { t, adminHcm, adminBkk, superAdmin, member } = s;
    const made = await t.call<Page>('adminSinglePageSave', { token: adminHcm.token, body: page({ key: 'visa-help' }) });
    expect((await t.call('adminSinglePageSave', { token: adminBkk.token, body: page({ id: made.data.id, site_area_id: s.bangkok }) })).status).toBe(403);
    expect((await t.call('adminSinglePageDelete', { token: adminBkk.token, params: { id: made.data.id } })).status).toBe(403);
    expect((await t.call('adminSinglePageList', { token: adminBkk.token, query: { site_area_id: s.hcm } })).status).toBe(403);
    const global = (await t.db.selectFrom('single_page').select('id').where('site_area_id', '=', 0).where('key', '=', 'privacy').executeTakeFirstOrThrow()).id;
    expect((await t.call('adminSinglePageSave', { token: adminHcm.token, body: page({ id: global, site_area_id: 0, key: 'privacy' }) })).status).toBe(403);
    expect((await t.call('adminSinglePageSave', { token: superAdmin.token, body: page({ id: global, site_area_id: 0, key: 'privacy' }) })).status).toBe(200);
    await refusesOutsiders(t, member, [
      ['adminSinglePageList', {}],
      ['adminSinglePageSave', { body: page() }],
      ['adminSinglePageDelete', { params: { id: made.data.id } }],
    ]);
  });
});

describe('UI word overrides', () => {
  const words = async (siteAreaId: number, lang: string) => (await s.t.call<ApiData<'langFixedWords'>>('langFixedWords', { siteAreaId, query: { lang_type: lang } })).data.words;

  it('an area override shows in that area’s words at once, per language; the all-areas one shows elsewhere; removal restores', async () => {
    const { t, hcm, bangkok, adminHcm, superAdmin } = s;
    expect(await words(hcm, 'en')).not.toHaveProperty('home.title');
    const made = await t.call<Word>('adminLangWordSave', { token: adminHcm.token, body: { site_area_id: hcm, key: 'home.title', values: { zh: '西贡华人', en: 'Saigon Chinese', vi: '' } } });
    expect(made.status).toBe(200);
    expect(made.data.values).toEqual({ zh: '西贡华人', en: 'Saigon Chinese' });
    expect((await words(hcm, 'en'))['home.title']).toBe('Saigon Chinese');
    expect(await words(hcm, 'vi')).not.toHaveProperty('home.title');
    expect(await words(bangkok, 'en')).not.toHaveProperty('home.title');
    await t.call<Word>('adminLangWordSave', { token: superAdmin.token, body: { site_area_id: 0, key: 'home.title', values: { zh: '海外华人', en: 'Overseas Chinese', vi: 'Người Hoa' } } });
    expect((await words(bangkok, 'en'))['home.title']).toBe('Overseas Chinese');
    expect((await words(hcm, 'en'))['home.title']).toBe('Saigon Chinese');
    expect((await words(hcm, 'vi'))['home.title']).toBe('Người Hoa');
    const list = await t.call<ApiData<'adminLangWordList'>>('adminLangWordList', { token: adminHcm.token, query: { keyword: 'home.title' } });
    expect(list.data.list.map((w) => w.site_area_id)).toEqual([0, hcm]);
    expect((await t.call('adminLangWordDelete', { token: adminHcm.token, body: { site_area_id: hcm, key: 'home.title' } })).status).toBe(200);
    expect((await words(hcm, 'en'))['home.title']).toBe('Overseas Chinese');
    expect((await auditRows(t, 'lang_word')).map((r) => r.action)).toEqual(['lang_word.create', 'lang_word.create', 'lang_word.delete']);
  });

  it('validation: key shape, no value at all; pages by key', async () => {
    const { t, hcm, adminHcm } = s;
    for (const key of ['home', 'home..title', 'home.title<script>', '1home.title']) {
      const r = await t.call<Fields>('adminLangWordSave', { token: adminHcm.token, lang: 'en', body: { site_area_id: hcm, key, values: { zh: '词' } } });
      expect(r.status, key).toBe(400);
      expect(r.data.fields['body.key']).toBe('Not a word key of the app, such as home.title');
    }
    expect((await t.call('adminLangWordSave', { token: adminHcm.token, body: { site_area_id: hcm, key: 'home.title', values: { zh: '', en: ' ' } } })).status).toBe(400);
    for (const key of ['common.cancel', 'common.confirm', 'common.save']) await t.call('adminLangWordSave', { token: adminHcm.token, body: { site_area_id: hcm, key, values: { zh: `改-${key}` } } });
    const first = await t.call<ApiData<'adminLangWordList'>>('adminLangWordList', { token: adminHcm.token, query: { site_area_id: hcm, limit: 2 } });
    const second = await t.call<ApiData<'adminLangWordList'>>('adminLangWordList', { token: adminHcm.token, query: { site_area_id: hcm, limit: 2, cursor: first.data.next_cursor! } });
    expect([...first.data.list, ...second.data.list].map((w) => w.key)).toEqual(['common.cancel', 'common.confirm', 'common.save']);
    expect(second.data.next_cursor).toBeNull();
  });

  it('another area’s admin 403, all-areas words the super admin’s, members 403, no token 401', async () => {
    const { t, hcm, adminBkk, adminHcm, member } = s;
    const body = { site_area_id: hcm, key: 'home.title', values: { zh: '改' } };
    expect((await t.call('adminLangWordSave', { token: adminBkk.token, body })).status).toBe(403);
    expect((await t.call('adminLangWordDelete', { token: adminBkk.token, body: { site_area_id: hcm, key: 'common.cancel' } })).status).toBe(403);
    expect((await t.call('adminLangWordList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.call('adminLangWordSave', { token: adminHcm.token, body: { ...body, site_area_id: 0 } })).status).toBe(403);
    await refusesOutsiders(t, member, [
      ['adminLangWordList', {}],
      ['adminLangWordSave', { body }],
      ['adminLangWordDelete', { body: { site_area_id: hcm, key: 'common.cancel' } }],
    ]);
  });
});
