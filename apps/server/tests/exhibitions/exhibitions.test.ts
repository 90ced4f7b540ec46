import type { Exhibition } from '@haiwai/contracts/exhibitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, worldOf, type Who } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { standInDist } from '../page-heads/support.js';

/** Exhibitions (docs/clubs-exhibitions.md): merchants publish, the area reviews, "interested", the .ics file, who may do what. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let merchant: Who;
let visitor: Who;
let adminHanoi: Who;
let companyId: number;
let fair: Exhibition;
type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };

const body = (over: Record<string, unknown> = {}) => ({
  company_id: companyId,
  industry: 'textiles',
  title: '胡志明市纺织面料展, 2026; 春季',
  intro: '面料、辅料与纺织机械，中越双语服务台。',
  starts_on: dayFromNow(10),
  ends_on: dayFromNow(12),
  venue: 'SECC 西贡会展中心',
  address: '799 Nguyễn Văn Linh, Quận 7',
  lat: 10.7296,
  lng: 106.7194,
  organiser: '越南纺织协会',
  schedule: [{ date: dayFromNow(10), time: '09:00', text: '开幕' }],
  photos: [w.image],
  ...over,
});

/** A minimal RFC 5545 reader: unfolds lines (CRLF + space), splits name;params:value, unescapes TEXT. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const l of physical) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
  const lines = physical.reduce<string[]>((acc, l) => (l.startsWith(' ') ? [...acc.slice(0, -1), acc.at(-1)! + l.slice(1)] : [...acc, l]), []);
  return lines.map((l) => {
    const colon = l.indexOf(':');
    const [name, ...params] = l.slice(0, colon).split(';');
    const value = l.slice(colon + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
    return { name: name!, params, value };
  });
}

beforeAll(async () => {
  // The shell from a stand-in build: a fresh clone has no apps/web/dist before the web build step.
  t = await startTestApp({ WEB_DIST: standInDist() });
  w = await worldOf(t);
  merchant = await t.newUser({ nickname: '展会主办 小陈' });
  visitor = await t.newUser({ nickname: '采购商' });
  adminHanoi = await t.login('admin_hanoi');
  companyId = (await w.company(merchant, '西贡会展服务有限公司')).id;
});
afterAll(() => t.close());

describe('exhibition/save and review', () => {
  it('only a merchant publishes, under their own company that passed review (400 naming company_id); the dates and the map point are checked', async () => {
    const noCompany = await t.call<{ fields: Record<string, string> }>('exhibitionSave', { token: visitor.token, body: body() });
    expect([noCompany.status, noCompany.data.fields]).toEqual([400, { 'body.company_id': '请选择您名下已通过审核、位于本地区的企业作为主办方账号' }]);
    const order = await t.call<{ fields: Record<string, string> }>('exhibitionSave', { token: merchant.token, body: body({ ends_on: dayFromNow(9) }), lang: 'en' });
    expect([order.status, order.data.fields]).toEqual([400, { 'body.ends_on': 'The last day cannot be before the first' }]);
    expect((await t.call('exhibitionSave', { token: merchant.token, body: body({ starts_on: '2026-02-30' }) })).status).toBe(400);
    expect((await t.call('exhibitionSave', { token: merchant.token, body: body({ lat: undefined }) })).status).toBe(400);
    const over = await t.call('exhibitionSave', { token: merchant.token, body: body({ starts_on: dayFromNow(-5), ends_on: dayFromNow(-3), schedule: [] }) });
    expect(over.status).toBe(400);
    const outside = await t.call('exhibitionSave', { token: merchant.token, body: body({ schedule: [{ date: dayFromNow(20), time: '', text: '闭幕' }] }) });
    expect(outside.status).toBe(400);
    expect((await t.call('exhibitionSave', { body: body() })).status).toBe(401);
  });

  it('a saved exhibition waits for review: not listed, hidden from others, 404 for its .ics', async () => {
    const r = await t.call<Exhibition>('exhibitionSave', { token: merchant.token, body: body() });
    expect(r.status).toBe(200);
    fair = r.data;
    expect(fair).toMatchObject({ status: 'reviewing', is_mine: true, company: { id: companyId }, interested_count: 0, starts_on: dayFromNow(10) });
    expect((await t.call('exhibitionInfo', { token: visitor.token, params: { id: fair.id } })).status).toBe(404);
    expect((await t.call('exhibitionIcs', { params: { id: fair.id } })).status).toBe(404);
    expect((await t.call<Page<Exhibition>>('exhibitionList', { siteAreaId: w.hcm })).data.list.map((e) => e.id)).not.toContain(fair.id);
    expect((await t.call('exhibitionSave', { token: visitor.token, body: body({ id: fair.id }) })).status).toBe(400);
  });

  it('another area’s admin may not review (403); the area’s admin lists it with an audit row and the publisher’s notice', async () => {
    expect((await t.call('exhibitionAdminReview', { token: adminHanoi.token, params: { id: fair.id }, body: { pass: true } })).status).toBe(403);
    expect((await t.call('exhibitionAdminReview', { token: merchant.token, params: { id: fair.id }, body: { pass: true } })).status).toBe(403);
    expect((await t.call('exhibitionAdminReview', { token: w.admin.token, params: { id: fair.id }, body: { pass: false } })).status).toBe(400);
    const r = await t.call<Exhibition>('exhibitionAdminReview', { token: w.admin.token, params: { id: fair.id }, body: { pass: true } });
    expect(r.data.status).toBe('online');
    expect((await t.call('exhibitionAdminReview', { token: w.admin.token, params: { id: fair.id }, body: { pass: true } })).status).toBe(409);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'exhibition').where('target_id', '=', fair.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['exhibition.adopt']);
    const n = await t.db.selectFrom('notice').select('link').where('user_id', '=', merchant.id).where('kind', '=', 'review_passed').where('ref_type', '=', 'exhibition').executeTakeFirstOrThrow();
    expect(n.link).toBe(`/pagesA/exhibition/detail?id=${fair.id}`);
  });
});

describe('exhibition/list, interested, .ics', () => {
  it('lists coming exhibitions soonest first, by industry, paged by (first day, id)', async () => {
    const later = (await t.call<Exhibition>('exhibitionSave', { token: merchant.token, body: body({ title: '建材展', industry: 'building', starts_on: dayFromNow(30), ends_on: dayFromNow(31), schedule: [] }) })).data;
    const sooner = (await t.call<Exhibition>('exhibitionSave', { token: merchant.token, body: body({ title: '面料快闪', starts_on: dayFromNow(2), ends_on: dayFromNow(2), schedule: [] }) })).data;
    for (const e of [later, sooner]) await t.call('exhibitionAdminReview', { token: w.admin.token, params: { id: e.id }, body: { pass: true } });
    const one = await t.call<Page<Exhibition>>('exhibitionList', { siteAreaId: w.hcm, query: { limit: 2 } });
    const two = await t.call<Page<Exhibition>>('exhibitionList', { siteAreaId: w.hcm, query: { limit: 2, cursor: one.data.next_cursor! } });
    expect([...one.data.list, ...two.data.list].map((e) => e.id)).toEqual([sooner.id, fair.id, later.id]);
    expect(one.data.total).toBe(3);
    const textiles = await t.call<Page<Exhibition>>('exhibitionList', { siteAreaId: w.hcm, query: { industry: 'textiles' } });
    expect(textiles.data.list.map((e) => e.id)).toEqual([sooner.id, fair.id]);
    expect((await t.call('exhibitionList', { siteAreaId: w.hcm, query: { industry: 'weapons' } })).status).toBe(400);
    expect((await t.call<Page<Exhibition>>('exhibitionListUser', { token: merchant.token })).data.total).toBe(3);
  });

  it('interested toggles with a count, idempotently; no token is a 401', async () => {
    expect((await t.call('exhibitionInterest', { params: { id: fair.id }, body: { on: true } })).status).toBe(401);
    expect((await t.call<Exhibition>('exhibitionInterest', { token: visitor.token, params: { id: fair.id }, body: { on: true } })).data).toMatchObject({ interested_count: 1, is_interested: true });
    expect((await t.call<Exhibition>('exhibitionInterest', { token: visitor.token, params: { id: fair.id }, body: { on: true } })).data.interested_count).toBe(1);
    expect((await t.call<Exhibition>('exhibitionInterest', { token: merchant.token, params: { id: fair.id }, body: { on: true } })).data.interested_count).toBe(2);
    expect((await t.call<Exhibition>('exhibitionInterest', { token: visitor.token, params: { id: fair.id }, body: { on: false } })).data).toMatchObject({ interested_count: 1, is_interested: false });
    expect((await t.call<Exhibition>('exhibitionInfo', { params: { id: fair.id } })).data.is_interested).toBe(false);
  });

  it('the .ics parses (RFC 5545): one all-day VEVENT with a UID, escaped text, folded lines, the venue and its point', async () => {
    const r = await t.call('exhibitionIcs', { params: { id: fair.id }, sign: 'none' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="exhibition-${fair.id}.ics"`);
    const props = parseIcs(r.message);
    const get = (name: string) => props.filter((p) => p.name === name);
    expect(props.map((p) => p.name).filter((n) => n === 'BEGIN' || n === 'END')).toEqual(['BEGIN', 'BEGIN', 'END', 'END']);
    expect(get('BEGIN').map((p) => p.value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(get('VERSION')[0]!.value).toBe('2.0');
    expect(get('UID')[0]!.value).toBe(`exhibition-${fair.id}@localhost`);
    expect(get('DTSTAMP')[0]!.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(get('DTSTART')[0]).toEqual({ name: 'DTSTART', params: ['VALUE=DATE'], value: dayFromNow(10).replace(/-/g, '') });
    expect(get('DTEND')[0]!.value).toBe(dayFromNow(13).replace(/-/g, ''));
    expect(get('SUMMARY')[0]!.value).toBe('胡志明市纺织面料展, 2026; 春季');
    expect(r.message).toContain('SUMMARY:胡志明市纺织面料展\\, 2026\\; 春季');
    expect(get('LOCATION')[0]!.value).toBe('SECC 西贡会展中心, 799 Nguyễn Văn Linh, Quận 7');
    expect(get('GEO')[0]!.value).toBe('10.729600;106.719400');
    expect(get('DESCRIPTION')[0]!.value).toContain('主办方: 越南纺织协会');
    expect(get('DESCRIPTION')[0]!.value).toContain(`${dayFromNow(10)} 09:00 开幕`);
    const en = parseIcs((await t.call('exhibitionIcs', { params: { id: fair.id }, query: { lang: 'en' }, sign: 'none' })).message);
    expect(en.find((p) => p.name === 'DESCRIPTION')!.value).toContain('Organiser: 越南纺织协会');
    expect((await t.call('exhibitionIcs', { params: { id: 2147483647 }, sign: 'none' })).status).toBe(404);
  });

  it('the detail page’s head carries schema.org Event data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/pagesA/exhibition/detail?id=${fair.id}` });
    expect(res.statusCode).toBe(200);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!.replace(/\\u003c/g, '<'));
    expect(ld).toMatchObject({ '@type': 'Event', name: fair.title, startDate: dayFromNow(10), endDate: dayFromNow(12), location: { '@type': 'Place', name: 'SECC 西贡会展中心', geo: { latitude: 10.7296 } }, organizer: { name: '越南纺织协会' } });
    const hidden = await t.app.inject({ method: 'GET', url: `/pagesA/exhibition/detail?id=999999` });
    expect(hidden.statusCode).toBe(404);
  });
});
