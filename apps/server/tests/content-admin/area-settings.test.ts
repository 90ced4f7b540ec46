import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, contentApp, refusesOutsiders, storedImage } from './support.js';

type Settings = ApiData<'adminAreaSettingsSave'>;
type Group = ApiData<'adminWechatGroupSave'>;
type App = Awaited<ReturnType<typeof contentApp>>;

let s: App;
let image = '';
beforeAll(async () => {
  s = await contentApp();
  image = await storedImage(s.t);
});
afterAll(() => s.t.close());

async function current(areaId: number): Promise<Settings> {
  const all = await s.t.call<ApiData<'adminAreaSettingsList'>>('adminAreaSettingsList', { token: s.superAdmin.token });
  return all.data.find((a) => a.site_area_id === areaId)!;
}
const body = (cur: Settings, over: Record<string, unknown> = {}) => ({
  site_area_id: cur.site_area_id,
  currency: cur.currency,
  currency_symbol: cur.currency_symbol,
  price_units: { zh: cur.price_units.zh, en: cur.price_units.en || cur.price_units.zh, vi: cur.price_units.vi || cur.price_units.zh },
  watermark: { ...cur.watermark, opacity: Math.max(cur.watermark.opacity, 0.05) },
  contact: cur.contact,
  ...over,
});

describe('area settings', () => {
  it('an area admin sees only its areas; changes watermark text and contact; basis/config shows them at once; audited', async () => {
    const { t, hcm, adminHcm } = s;
    const mine = await t.call<ApiData<'adminAreaSettingsList'>>('adminAreaSettingsList', { token: adminHcm.token });
    expect(mine.data.map((a) => a.site_area_id)).toEqual([hcm]);
    const cur = mine.data[0]!;
    expect(cur.contact.phone).toBe('+84 28 3822 0000');
    await t.call('basisConfig', { siteAreaId: hcm, lang: 'en' });
    const saved = await t.call<Settings>('adminAreaSettingsSave', {
      token: adminHcm.token,
      body: body(cur, {
        watermark: { ...cur.watermark, enabled: true, text: '海外通·胡志明' },
        contact: { phone: '+84 28 1234 5678', email: 'hcm@haiwai.example', wechat: 'hcm-kefu', hours: { zh: '周一至周六 9:00–18:00', en: 'Mon–Sat 9:00–18:00', vi: 'Thứ Hai–Thứ Bảy 9:00–18:00' } },
      }),
    });
    expect(saved.status).toBe(200);
    const config = await t.call<ApiData<'basisConfig'>>('basisConfig', { siteAreaId: hcm, lang: 'en' });
    expect(config.data.watermark.text).toBe('海外通·胡志明');
    expect(config.data.customer_service).toEqual({ phone: '+84 28 1234 5678', email: 'hcm@haiwai.example', wechat: 'hcm-kefu', hours: 'Mon–Sat 9:00–18:00' });
    // Another area keeps the all-areas contact.
    const bkk = await t.call<ApiData<'basisConfig'>>('basisConfig', { siteAreaId: s.bangkok, lang: 'en' });
    expect(bkk.data.customer_service.phone).toBe('+84 28 3822 0000');
    const audit = await auditRows(t, 'site_area');
    expect(audit.map((r) => [r.action, r.admin_id, r.site_area_id])).toEqual([['site_area.settings', adminHcm.id, hcm]]);
  });

  it('a currency change shows in basis/config at once, and waits (409) while the area sells in the old one', async () => {
    const { t, superAdmin, bangkok } = s;
    const cur = await current(bangkok);
    const next = cur.currency === 'USD' ? 'EUR' : 'USD';
    const change = body(cur, { currency: next, currency_symbol: next === 'USD' ? '$' : '€' });
    expect(Number((await t.db.selectFrom('price_item').select((eb) => eb.fn.countAll<string>().as('n')).where('site_area_id', '=', bangkok).where('enabled', '=', true).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    const refused = await t.call('adminAreaSettingsSave', { token: superAdmin.token, lang: 'en', body: change });
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(cur.currency);
    await t.db.updateTable('price_item').set({ enabled: false }).where('site_area_id', '=', bangkok).execute();
    await t.call('basisConfig', { siteAreaId: bangkok });
    const r = await t.call<Settings>('adminAreaSettingsSave', { token: superAdmin.token, body: change });
    expect(r.status).toBe(200);
    const config = await t.call<ApiData<'basisConfig'>>('basisConfig', { siteAreaId: bangkok });
    expect(config.data.currency).toBe(next);
    expect(config.data.site_area.currency_symbol).toBe(next === 'USD' ? '$' : '€');
  });

  it('validation, another area’s admin, members and anonymous callers', async () => {
    const { t, hcm, adminBkk, member } = s;
    const cur = await current(hcm);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ currency: 'usd' }, 'body.currency'],
      [{ contact: { ...cur.contact, email: 'not-mail' } }, 'body.contact.email'],
      [{ contact: { ...cur.contact, phone: 'call me' } }, 'body.contact.phone'],
      [{ watermark: { ...cur.watermark, position: 'middle' } }, 'body.watermark.position'],
      [{ watermark: { ...cur.watermark, image: 'https://evil.example/w.png' } }, 'body.watermark.image'],
    ];
    for (const [over, field] of bad) {
      const r = await t.call<{ fields: Record<string, string> }>('adminAreaSettingsSave', { token: s.adminHcm.token, body: body(cur, over) });
      expect(r.status, field).toBe(400);
      expect(Object.keys(r.data.fields), field).toContain(field);
    }
    expect((await t.call('adminAreaSettingsSave', { token: adminBkk.token, body: body(cur) })).status).toBe(403);
    await refusesOutsiders(t, member, [
      ['adminAreaSettingsList', {}],
      ['adminAreaSettingsSave', { body: body(cur) }],
    ]);
  });
});

describe('WeChat groups', () => {
  const group = (over: Record<string, unknown> = {}) => ({
    site_area_id: s.hcm,
    names: { zh: '胡志明租房群', en: 'HCMC housing group', vi: 'Nhóm thuê nhà TP.HCM' },
    descriptions: { zh: '只发租房信息', en: 'Housing posts only', vi: 'Chỉ đăng tin thuê nhà' },
    qr_image: image,
    owner_wechat: 'hcm-house',
    ...over,
  });

  it('an area admin adds, edits and removes a group; the app’s wechatGroup list shows it at once; audited', async () => {
    const { t, hcm, adminHcm } = s;
    const made = await t.call<Group>('adminWechatGroupSave', { token: adminHcm.token, body: group({ sort: 0 }) });
    expect(made.status).toBe(200);
    let shown = await t.call<ApiData<'wechatGroup'>>('wechatGroup', { siteAreaId: hcm, lang: 'en' });
    expect(shown.data.find((g) => g.id === made.data.id)).toMatchObject({ name: 'HCMC housing group', qr_image: image });
    await t.call('adminWechatGroupSave', { token: adminHcm.token, body: group({ id: made.data.id, names: { zh: '胡志明房屋群', en: 'HCMC homes', vi: 'Nhà TP.HCM' } }) });
    shown = await t.call<ApiData<'wechatGroup'>>('wechatGroup', { siteAreaId: hcm, lang: 'vi' });
    expect(shown.data.find((g) => g.id === made.data.id)?.name).toBe('Nhà TP.HCM');
    expect((await t.call<ApiData<'adminWechatGroupList'>>('adminWechatGroupList', { token: adminHcm.token })).data.list.every((g) => g.site_area_id === hcm)).toBe(true);
    expect((await t.call('adminWechatGroupDelete', { token: adminHcm.token, params: { id: made.data.id } })).status).toBe(200);
    shown = await t.call<ApiData<'wechatGroup'>>('wechatGroup', { siteAreaId: hcm });
    expect(shown.data.some((g) => g.id === made.data.id)).toBe(false);
    expect((await auditRows(t, 'wechat_group')).map((r) => r.action)).toEqual(['wechat_group.create', 'wechat_group.update', 'wechat_group.delete']);
  });

  it('validation, another area’s admin, members and anonymous callers', async () => {
    const { t, adminHcm, adminBkk, member } = s;
    expect((await t.call('adminWechatGroupSave', { token: adminHcm.token, body: group({ qr_image: 'https://evil.example/qr.png' }) })).status).toBe(400);
    expect((await t.call('adminWechatGroupSave', { token: adminHcm.token, body: group({ site_area_id: 0 }) })).status).toBe(400);
    const made = await t.call<Group>('adminWechatGroupSave', { token: adminHcm.token, body: group() });
    expect((await t.call('adminWechatGroupSave', { token: adminBkk.token, body: group({ id: made.data.id, site_area_id: s.bangkok }) })).status).toBe(403);
    expect((await t.call('adminWechatGroupDelete', { token: adminBkk.token, params: { id: made.data.id } })).status).toBe(403);
    expect((await t.call('adminWechatGroupList', { token: adminBkk.token, query: { site_area_id: s.hcm } })).status).toBe(403);
    await refusesOutsiders(t, member, [
      ['adminWechatGroupList', {}],
      ['adminWechatGroupSave', { body: group() }],
      ['adminWechatGroupDelete', { params: { id: made.data.id } }],
    ]);
  });
});
