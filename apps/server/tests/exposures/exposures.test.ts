import type { Exposure } from '@haiwai/contracts/exposures';
import type { PayStart } from '@haiwai/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf, type Who } from '../cars/support.js';
import { readHead, ORIGIN, standInDist } from '../page-heads/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { uploadEvidence } from './support.js';

/** The exposure board (docs/exposures.md): states, review, masking, private evidence, phone search, the right of reply, fees, expiry. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let author: Who;
let party: Who;
let stranger: Who;
let adminHcm: Who;
let adminOther: Who;
let superadmin: Who;
let receipt: string;
let screenshot: string;
let companyId: number;
let exposureId: number;

type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };
const body = (over: Record<string, unknown> = {}) => ({
  title: '中介收了定金后失联',
  story: '在群里看到他发的房源，先转了一个月定金，说好周末看房，之后电话不接，微信也拉黑了。',
  amount: 5_000_000,
  happened_on: '2026-10-02',
  party_name: '王建国',
  party_area_code: '84',
  party_mobile: '0901234596',
  evidence: [receipt, screenshot],
  consent: true,
  ...over,
});
const save = (who: Who | null, b: Record<string, unknown>, lang = 'zh') => t.call<Exposure>('exposureSave', { token: who?.token ?? null, body: b, lang, siteAreaId: w.hcm });
const info = (who: Who | null, id: number, lang = 'zh') => t.call<Exposure>('exposureInfo', { token: who?.token ?? null, params: { id }, lang });
const review = (who: Who | null, id: number, b: Record<string, unknown>) => t.call<Exposure>('exposureAdminReview', { token: who?.token ?? null, params: { id }, body: b });
const list = (query: Record<string, string | number>, who: Who | null = null) => t.call<Page<Exposure>>('exposureList', { token: who?.token ?? null, query, siteAreaId: w.hcm });
const reply = (who: Who | null, id: number, b: Record<string, unknown>, lang = 'en') => t.call<Exposure>('exposureReply', { token: who?.token ?? null, params: { id }, body: b, lang });
const linkOf = async (who: Who, url: string) => (await t.call<{ links: Array<{ link: string | null }> }>('mediaLinks', { token: who.token, body: { urls: [url] } })).data.links[0]!.link;
/** The author's exposure notices, newest first (ref_id is a bigint: a string on PostgreSQL, a number on PGlite). */
const noticesOf = async (userId: number) =>
  (await t.db.selectFrom('notice').select(['kind', 'link', 'ref_id']).where('user_id', '=', userId).where('ref_type', '=', 'exposure').orderBy('id', 'desc').execute()).map((n) => ({ ...n, ref_id: Number(n.ref_id) }));

beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: standInDist(), PUBLIC_URL: ORIGIN, PAGE_HEAD_CACHE_MS: '0' });
  w = await worldOf(t);
  [author, party, stranger] = [await t.newUser(), await t.newUser(), await t.newUser()];
  adminHcm = w.admin;
  superadmin = await t.login('superadmin');
  const other = await t.db.selectFrom('site_area').select('code').where('id', '<>', w.hcm).orderBy('id').executeTakeFirstOrThrow();
  adminOther = await t.login(`admin_${other.code}`);
  receipt = (await uploadEvidence(t, author.token, '#aa3333')).url;
  screenshot = (await uploadEvidence(t, author.token, '#33aa33')).url;
  companyId = (await w.company(party, '诚信装修有限公司')).id;
}, 120_000);
afterAll(() => t.close());

describe('releasing', () => {
  it('needs a token, valid input, consent and the author’s own evidence', async () => {
    expect((await save(null, body())).status).toBe(401);
    const bad = await save(author, body({ title: '', consent: false, party_mobile: undefined, happened_on: '2026-02-30' }), 'en');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as unknown as { fields: Record<string, string> }).fields).sort()).toEqual(['body.consent', 'body.happened_on', 'body.title']);
    const half = await save(author, body({ party_mobile: undefined }), 'en');
    expect([half.status, (half.data as unknown as { fields: Record<string, string> }).fields['body.party_mobile']]).toEqual([400, 'Give both the area code and the mobile number, or neither']);
    // Someone else's private file cannot be attached (nobody gains a file by naming it).
    expect((await save(stranger, body())).status).toBe(400);
    expect((await save(author, body({ party_company_id: 999_999 }), 'en')).message).toBe('The company you named does not exist');
  });

  it('a free area sends it straight to review; nothing is public before the admin approves it', async () => {
    const r = await save(author, body());
    expect(r.status).toBe(200);
    exposureId = r.data.id;
    expect([r.data.status, r.data.fee, r.data.masked, r.data.party.phone, r.data.party.name]).toEqual(['pending', null, false, '+84901234596', '王建国']);
    expect(r.data.evidence.map((e) => e.public)).toEqual([false, false]);
    expect((await info(null, exposureId)).status).toBe(404);
    expect((await info(stranger, exposureId)).status).toBe(404);
    expect((await list({})).data.list.map((e) => e.id)).not.toContain(exposureId);
    expect((await info(adminHcm, exposureId)).data.can.review).toBe(true);
  });
});

describe('review', () => {
  it('refuses no token, a member, and another area’s admin; a reject needs a reason', async () => {
    expect((await review(null, exposureId, { pass: true })).status).toBe(401);
    expect((await review(author, exposureId, { pass: true })).status).toBe(403);
    expect((await review(adminOther, exposureId, { pass: true })).status).toBe(403);
    expect((await review(adminHcm, exposureId, { pass: false })).status).toBe(400);
    expect((await review(adminHcm, exposureId, { pass: true, public_evidence: ['/api/media/' + 'a'.repeat(64)] })).status).toBe(400);
  });

  it('a rejection tells the author, who corrects it and sends it back to review', async () => {
    const r = await review(adminHcm, exposureId, { pass: false, reason: '请补充转账记录' });
    expect([r.data.status, r.data.review_reason]).toEqual(['rejected', '请补充转账记录']);
    expect((await noticesOf(author.id))[0]).toMatchObject({ kind: 'review_failed', ref_id: exposureId });
    const again = await save(author, body({ id: exposureId, story: '补充：转账记录见第二张截图。先转了一个月定金，之后电话不接，微信也拉黑了。' }));
    expect([again.data.status, again.data.review_reason]).toEqual(['pending', null]);
    expect((await save(stranger, body({ id: exposureId, evidence: [] }))).status).toBe(400);
  });

  it('approval makes it public with the evidence the admin chose, masked, and audits it', async () => {
    const r = await review(adminHcm, exposureId, { pass: true, public_evidence: [receipt] });
    expect(r.data.status).toBe('approved');
    expect(r.data.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(179 * 86_400);
    expect((await review(adminHcm, exposureId, { pass: true })).status).toBe(409);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'exposure').where('target_id', '=', exposureId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['exposure.rejected', 'exposure.pending', 'exposure.approved']);
    expect((await noticesOf(author.id))[0]).toMatchObject({ kind: 'review_passed', ref_id: exposureId });

    const pub = (await info(null, exposureId)).data;
    expect([pub.masked, pub.party.phone, pub.party.name, pub.review_reason]).toEqual([true, '+84 90*****96', '王*', null]);
    expect(pub.evidence.map((e) => e.url)).toEqual([receipt]);
    const whole = (await info(author, exposureId)).data;
    expect([whole.masked, whole.party.phone, whole.evidence.length]).toEqual([false, '+84901234596', 2]);
    // Link previews: the public exposure's title and story, never an evidence picture (evidence is private).
    const head = readHead((await t.app.inject({ method: 'GET', url: `/pagesA/exposure/detail?id=${exposureId}` })).body);
    expect(head.og.title).toBe('中介收了定金后失联');
    expect(head.og.image ?? '').not.toContain(receipt.slice(-64));
    expect(head.description).toContain('补充：转账记录见第二张截图');
  });
});

describe('evidence is private', () => {
  it('another member gets no link to an evidence item the admin kept private, and its public URL is a 404', async () => {
    expect(await linkOf(stranger, screenshot)).toBeNull();
    expect(await linkOf(adminOther, screenshot)).toBeNull();
    expect(await linkOf(adminHcm, screenshot)).toMatch(/^\/api\/media\/private\//);
    expect(await linkOf(author, screenshot)).toMatch(/^\/api\/media\/private\//);
    expect((await t.app.inject({ method: 'GET', url: screenshot })).statusCode).toBe(404);
    // The public item of the public exposure: a link for anyone signed in, and the info's own link loads anonymously.
    expect(await linkOf(stranger, receipt)).toMatch(/^\/api\/media\/private\//);
    const anon = (await info(null, exposureId)).data.evidence[0]!.link!;
    expect((await t.app.inject({ method: 'GET', url: anon })).statusCode).toBe(200);
  });
});

describe('phone search', () => {
  it('matches the number however it was written, and words', async () => {
    for (const phone of ['0901234596', '+84 90 123 4596', '84901234596', '901234596']) {
      const r = await list({ phone });
      expect(r.status, phone).toBe(200);
      expect(r.data.list.map((e) => e.id), phone).toEqual([exposureId]);
    }
    expect((await list({ q: '+84 90 123 4596' })).data.list.map((e) => e.id)).toEqual([exposureId]);
    expect((await list({ q: '王建国' })).data.list.map((e) => e.id)).toEqual([exposureId]);
    expect((await list({ phone: '0901234597' })).data.list).toEqual([]);
    expect((await list({ phone: 'not a phone' })).data.total).toBe(0);
    const item = (await list({ phone: '0901234596' })).data.list[0]!;
    expect([item.party.phone, item.party.name]).toEqual(['+84 90*****96', '王*']);
  });

  it('a member whose verified phone is named gets the warning', async () => {
    const named = await t.newUser();
    const phone = await t.db.selectFrom('app_user').select(['area_code', 'mobile']).where('id', '=', named.id).executeTakeFirstOrThrow();
    expect((await t.call<{ exposed: boolean }>('exposureCheck', { query: { user_id: named.id } })).data.exposed).toBe(false);
    const r = await save(author, body({ party_area_code: phone.area_code, party_mobile: phone.mobile, title: '冒充房东收租' }));
    await review(adminHcm, r.data.id, { pass: true });
    expect((await t.call('exposureCheck', { query: { user_id: named.id } })).data).toEqual({ exposed: true, exposure_id: r.data.id, count: 1 });
    expect((await t.call('exposureCheck', { query: { user_id: stranger.id } })).data).toEqual({ exposed: false, exposure_id: null, count: 0 });
  });
});

describe('right of reply', () => {
  let companyExposure: number;

  it('an SMS code goes only to the named phone; a wrong code is refused', async () => {
    const wrongPhone = await t.call('exposureReplyCode', { token: party.token, params: { id: exposureId }, body: { area_code: '84', mobile: '0901234597' }, lang: 'en' });
    expect([wrongPhone.status, wrongPhone.message]).toEqual([400, 'This is not the phone number the exposure names']);
    expect((await t.call('exposureReplyCode', { token: author.token, params: { id: exposureId }, body: { area_code: '84', mobile: '0901234596' } })).status).toBe(403);
    const sent = await t.call('exposureReplyCode', { token: party.token, params: { id: exposureId }, body: { area_code: '84', mobile: '0901234596' } });
    expect(sent.status).toBe(200);
    const sms = await t.latestSms('901234596', '84');
    expect(sms.purpose).toBe('exposure_reply');
    const wrong = String((Number(sms.code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await reply(party, exposureId, { proof: 'sms', area_code: '84', mobile: '0901234596', code: wrong, body: '我已经退还了定金，转账凭证可以提供给管理员。' });
    expect(bad.status).toBe(400);
    expect((await reply(party, exposureId, { proof: 'sms', body: '我已经退还了定金，转账凭证可以提供给管理员。' })).status).toBe(400);
    const ok = await reply(party, exposureId, { proof: 'sms', area_code: '84', mobile: '0901234596', code: sms.code, body: '我已经退还了定金，转账凭证可以提供给管理员。' });
    expect(ok.status).toBe(200);
    expect(ok.data.reply).toMatchObject({ status: 'pending', is_mine: true, proof: 'sms' });
    // Not shown before review, once only.
    expect((await info(null, exposureId)).data.reply).toBeNull();
    expect((await reply(party, exposureId, { proof: 'sms', area_code: '84', mobile: '0901234596', code: sms.code, body: '再回应一次试试看可以吗？' })).status).toBe(409);
    expect((await reply(stranger, exposureId, { proof: 'listing', body: '我也想回应这条曝光的内容。' })).status).toBe(409);
  });

  it('the admin of the area shows the answer beside the exposure; another area’s admin cannot', async () => {
    const decide = (who: Who | null, b: Record<string, unknown>) => t.call<Exposure>('exposureAdminReplyReview', { token: who?.token ?? null, params: { id: exposureId }, body: b });
    expect((await decide(null, { pass: true })).status).toBe(401);
    expect((await decide(adminOther, { pass: true })).status).toBe(403);
    expect((await decide(adminHcm, { pass: true })).data.reply?.status).toBe('approved');
    expect((await info(null, exposureId)).data.reply).toMatchObject({ status: 'approved', body: '我已经退还了定金，转账凭证可以提供给管理员。', is_mine: false });
    expect((await noticesOf(author.id))[0]).toMatchObject({ kind: 'system', ref_id: exposureId });
    expect((await decide(adminHcm, { pass: true })).status).toBe(409);
  });

  it('owning the named company proves it; another user’s company does not', async () => {
    const r = await save(author, body({ title: '装修公司收定金不开工', party_area_code: undefined, party_mobile: undefined, party_company_id: companyId }));
    companyExposure = r.data.id;
    await review(superadmin, companyExposure, { pass: true });
    const answer = { proof: 'company', body: '工期因材料延误，已与客户书面约定新的完工日期。' };
    const notOwner = await reply(stranger, companyExposure, answer);
    expect([notOwner.status, notOwner.message]).toEqual([403, 'You do not own the company this exposure names']);
    expect((await reply(stranger, companyExposure, { ...answer, proof: 'sms', area_code: '84', mobile: '0901234596', code: '123456' })).message).toBe('This exposure names no phone; prove who you are by owning the company or listing');
    expect((await reply(party, companyExposure, { ...answer, proof: 'listing' })).message).toBe('This exposure names no listing');
    expect((await reply(party, companyExposure, answer)).data.reply).toMatchObject({ status: 'pending', proof: 'company' });
    const refused = await t.call<Exposure>('exposureAdminReplyReview', { token: adminHcm.token, params: { id: companyExposure }, body: { pass: false, reason: '请说明退款情况' } });
    expect(refused.data.reply).toMatchObject({ status: 'rejected', review_reason: '请说明退款情况' });
    // A refused answer may be rewritten by the same person, and waits again.
    expect((await reply(party, companyExposure, { ...answer, body: '定金已于本周全额退还，附转账记录。' })).data.reply).toMatchObject({ status: 'pending' });
  });
});

describe('mine, renewal, expiry and withdrawal', () => {
  it('lists my exposures in every state; others see none of them there', async () => {
    const mine = await t.call<Page<Exposure>>('exposureListUser', { token: author.token, query: { limit: 2 } });
    expect(mine.data.total).toBe(3);
    expect(mine.data.has_more).toBe(true);
    const next = await t.call<Page<Exposure>>('exposureListUser', { token: author.token, query: { limit: 2, cursor: mine.data.next_cursor! } });
    expect([...mine.data.list, ...next.data.list].map((e) => e.id)).toContain(exposureId);
    expect((await t.call<Page<Exposure>>('exposureListUser', { token: stranger.token })).data.total).toBe(0);
    expect((await t.call('exposureListUser', {})).status).toBe(401);
  });

  it('the timer expires it after its days; the author renews it', async () => {
    await t.db.updateTable('exposure').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', exposureId).execute();
    await t.app.timers.schedule('exposure.expire', new Date(Date.now() - 1000), { id: exposureId }, { key: `exposure-expire-test:${exposureId}` });
    await t.app.timers.runDue();
    expect((await info(author, exposureId)).data.status).toBe('expired');
    expect((await info(null, exposureId)).status).toBe(404);
    expect((await noticesOf(author.id))[0]).toMatchObject({ kind: 'system', ref_id: exposureId });
    expect((await t.call('exposureRenew', { token: stranger.token, params: { id: exposureId } })).status).toBe(403);
    const renewed = await t.call<Exposure>('exposureRenew', { token: author.token, params: { id: exposureId } });
    expect(renewed.data.status).toBe('approved');
    expect((await info(null, exposureId)).status).toBe(200);
  });

  it('the area’s days come from its setting; only its admins set them', async () => {
    expect((await t.call('exposureAdminSettings', { token: adminOther.token, body: { site_area_id: w.hcm, days: 30 } })).status).toBe(403);
    expect((await t.call('exposureAdminSettings', { token: adminHcm.token, body: { site_area_id: w.hcm, days: 30 } })).data).toMatchObject({ days: 30, fee: null });
    expect((await t.call('exposureSettings', { siteAreaId: w.hcm })).data).toMatchObject({ days: 30 });
    const renewed = await t.call<Exposure>('exposureRenew', { token: author.token, params: { id: exposureId } });
    expect(Math.round((renewed.data.expires_at! - Date.now() / 1000) / 86_400)).toBe(30);
  });

  it('the author withdraws it (final); nobody else can', async () => {
    const del = (who: Who | null) => t.call('exposureDelete', { token: who?.token ?? null, params: { id: exposureId } });
    expect((await del(null)).status).toBe(401);
    expect((await del(stranger)).status).toBe(403);
    expect((await del(author)).status).toBe(200);
    expect((await del(author)).status).toBe(400);
    expect((await info(null, exposureId)).status).toBe(404);
  });
});

describe('a fee where the area sets one', () => {
  it('is paid through the engine before review', async () => {
    const area = await t.db.selectFrom('site_area').select('currency').where('id', '=', w.hcm).executeTakeFirstOrThrow();
    await t.db.insertInto('price_item').values({ site_area_id: w.hcm, kind: 'exposure', code: 'release', names: JSON.stringify({ zh: '曝光发布费', en: 'Exposure fee', vi: 'Phí cảnh báo' }), amount: 50_000, currency: area.currency, spec: '{}' }).execute();
    const r = await save(author, body({ title: '收费地区的曝光测试' }));
    expect([r.data.status, r.data.fee]).toEqual(['unpaid', { amount: 50_000, currency: area.currency.trim() }]);
    expect((await t.call('exposurePay', { token: stranger.token, body: { id: r.data.id } })).status).toBe(403);
    const start = await t.call<PayStart>('exposurePay', { token: author.token, body: { id: r.data.id } });
    expect(start.status).toBe(200);
    expect((await t.call('paySandboxConfirm', { token: author.token, body: { id: start.data.order!.id, outcome: 'paid' } })).status).toBe(200);
    expect((await info(author, r.data.id)).data.status).toBe('pending');
    expect((await t.call('exposurePay', { token: author.token, body: { id: r.data.id } })).status).toBe(400);
  });
});
