import type { PayStart } from '@haiwai/contracts/payments';
import type { VisaApplication, VisaPackage, VisaType } from '@haiwai/contracts/visa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf, type Who } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { uploadVisaDocument } from './support.js';

/** Visa (docs/visa.md): types, packages and their review, applications paid in the sandbox and moved to the end, private documents. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let agency: Who;
let applicant: Who;
let stranger: Who;
let adminHanoi: Who;
let superadmin: Who;
let companyId: number;
let types: VisaType[];
let pkg: VisaPackage;
let passport: string;
let photoUrl: string;

type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };
const packageBody = (over: Record<string, unknown> = {}) => ({
  company_id: companyId,
  type_id: types.find((ty) => ty.code === 'tourist')!.id,
  title: '旅游签 30 天 单次',
  summary: '材料齐全 5 个工作日出签',
  price: 1_500_000,
  processing_days: 5,
  includes: ['签证官费', '代填申请表'],
  documents: ['passport', 'photo'],
  steps: ['上传材料', '递交移民局', '出签'],
  refund_percent: 80,
  ...over,
});
const save = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<VisaPackage>('visaPackageSave', { token: who?.token ?? null, body, lang, siteAreaId: w.hcm });
const review = (who: Who | null, id: number, body: Record<string, unknown>) => t.call<VisaPackage>('visaPackageAdminReview', { token: who?.token ?? null, params: { id }, body });
const apply = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<PayStart>('visaUserPackage', { token: who?.token ?? null, body, lang, siteAreaId: w.hcm });
const confirm = (who: Who, id: number) => t.call('paySandboxConfirm', { token: who.token, body: { id, outcome: 'paid' } });
const move = (who: Who | null, id: number, body: Record<string, unknown>, lang = 'zh') => t.call<VisaApplication>('visaApplicationMove', { token: who?.token ?? null, params: { id }, body, lang });
const supply = (who: Who | null, id: number, body: Record<string, unknown>, lang = 'zh') => t.call<VisaApplication>('visaApplicationSupply', { token: who?.token ?? null, params: { id }, body, lang });
const info = (who: Who | null, id: number) => t.call<VisaApplication>('visaApplicationInfo', { token: who?.token ?? null, params: { id } });
const linkOf = async (who: Who, url: string) => (await t.call<{ links: Array<{ link: string | null }> }>('mediaLinks', { token: who.token, body: { urls: [url] } })).data.links[0]!.link;
const visaNotices = (userId: number) => t.db.selectFrom('notice').select(['title', 'link', 'ref_id']).where('user_id', '=', userId).where('kind', '=', 'visa').orderBy('id', 'desc').execute();
const docs = () => [{ code: 'passport', url: passport }, { code: 'photo', url: photoUrl }];

/** An application paid in the sandbox: answers its id. */
async function paidApplication(who: Who): Promise<number> {
  const start = await apply(who, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() });
  expect(start.status).toBe(200);
  expect(start.data.pay?.provider).toBe('sandbox');
  expect((await confirm(who, start.data.order!.id)).status).toBe(200);
  const row = await t.db.selectFrom('visa_application').select(['id', 'status']).where('order_id', '=', String(start.data.order!.id)).executeTakeFirstOrThrow();
  expect(row.status).toBe('submitted');
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  agency = await t.newUser({ nickname: '顺心签证 小陈' });
  applicant = await t.newUser({ nickname: '申请人小王' });
  stranger = await t.newUser({ nickname: '路人' });
  adminHanoi = await t.login('admin_hanoi');
  superadmin = await t.login('superadmin');
  companyId = (await w.company(agency, '顺心签证服务有限公司')).id;
  types = (await t.call<VisaType[]>('visaTypeList', { siteAreaId: w.hcm })).data;
  passport = (await uploadVisaDocument(t, applicant.token, '#224466')).url;
  photoUrl = (await uploadVisaDocument(t, applicant.token, '#664422')).url;
});
afterAll(() => t.close());

describe('visa/type/list', () => {
  it('lists the area country’s visa types in the request’s language, with listed package counts', async () => {
    expect(types.map((ty) => ty.code)).toEqual(['tourist', 'business', 'work_permit', 'residence', 'extension', 'evisa']);
    expect(types[0]).toMatchObject({ name: '旅游签证', package_count: 0 });
    expect(types[0]!.description).toContain('越南');
    const en = await t.call<VisaType[]>('visaTypeList', { siteAreaId: w.hcm, lang: 'en' });
    expect(en.data[2]!.name).toBe('Work permit');
    const bangkok = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'bangkok').executeTakeFirstOrThrow()).id;
    const th = await t.call<VisaType[]>('visaTypeList', { siteAreaId: bangkok, lang: 'en' });
    expect(th.data.at(-1)!.name).toBe('Thailand Privilege visa');
  });
});

describe('packages: save and the area’s review', () => {
  it('an agency saves a package; it waits for review, hidden from the public', async () => {
    const r = await save(agency, packageBody());
    expect(r.status).toBe(200);
    pkg = r.data;
    expect(pkg).toMatchObject({ status: 'reviewing', currency: 'VND', price: 1_500_000, documents: ['passport', 'photo'], is_mine: true, company: { id: companyId }, type: { code: 'tourist', name: '旅游签证' } });
    expect((await t.call('visaPackageInfo', { params: { id: pkg.id } })).status).toBe(404);
    expect((await t.call('visaPackageInfo', { token: stranger.token, params: { id: pkg.id } })).status).toBe(404);
    expect((await t.call('visaPackageInfo', { token: agency.token, params: { id: pkg.id } })).status).toBe(200);
    const mine = await t.call<Page<VisaPackage>>('visaPackageMine', { token: agency.token });
    expect(mine.data.list.map((p) => p.id)).toEqual([pkg.id]);
  });

  it('refuses bad input, a company not of the caller, a type of another area, and no token', async () => {
    const bad = await save(agency, packageBody({ price: -1, documents: ['passport', 'passport'], includes: [] }), 'en');
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as unknown as { fields: Record<string, string> }).fields).sort()).toEqual(['body.documents', 'body.includes', 'body.price']);
    const notMine = await save(stranger, packageBody(), 'en');
    expect([notMine.status, notMine.message]).toEqual([400, 'Choose one of your companies that passed review in this area as the agency']);
    const otherType = (await t.db.selectFrom('visa_type').select('id').where('site_area_id', '<>', w.hcm).executeTakeFirstOrThrow()).id;
    expect((await save(agency, packageBody({ type_id: otherType }))).status).toBe(400);
    expect((await save(null, packageBody())).status).toBe(401);
    // Another agency cannot edit it.
    const otherAgency = await t.newUser();
    const otherCompany = (await w.company(otherAgency, '别家签证公司')).id;
    expect((await save(otherAgency, packageBody({ id: pkg.id, company_id: otherCompany }))).status).toBe(403);
  });

  it('the area’s admin sees the queue and lists it; another area’s admin and members are refused; audited and notified', async () => {
    const queue = await t.call<Page<VisaPackage>>('visaPackageAdminList', { token: w.admin.token, query: { status: 'reviewing' } });
    expect(queue.data.list.map((p) => p.id)).toContain(pkg.id);
    const hanoiQueue = await t.call<Page<VisaPackage>>('visaPackageAdminList', { token: adminHanoi.token, query: { status: 'reviewing' } });
    expect(hanoiQueue.data.list.map((p) => p.id)).not.toContain(pkg.id);
    expect((await t.call('visaPackageAdminList', { token: adminHanoi.token, query: { site_area_id: w.hcm } })).status).toBe(403);
    expect((await review(adminHanoi, pkg.id, { pass: true })).status).toBe(403);
    expect((await review(agency, pkg.id, { pass: true })).status).toBe(403);
    expect((await review(null, pkg.id, { pass: true })).status).toBe(401);
    expect((await review(w.admin, pkg.id, { pass: false })).status).toBe(400);
    const ok = await review(w.admin, pkg.id, { pass: true });
    expect(ok.data.status).toBe('online');
    expect((await review(w.admin, pkg.id, { pass: true })).status).toBe(409);
    const auditRows = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'visaPackage').where('target_id', '=', pkg.id).execute();
    expect(auditRows.map((a) => a.action)).toEqual(['visa_package.adopt']);
    const notice = await t.db.selectFrom('notice').select(['kind', 'link']).where('user_id', '=', agency.id).where('ref_type', '=', 'visaPackage').executeTakeFirstOrThrow();
    expect(notice).toEqual({ kind: 'review_passed', link: `/pages/visa/detail?id=${pkg.id}` });
    // Listed now: public list and detail, the type's count.
    const list = await t.call<Page<VisaPackage>>('visaPackageList', { siteAreaId: w.hcm, query: { type_id: pkg.type.id } });
    expect(list.data.list.map((p) => p.id)).toEqual([pkg.id]);
    expect(list.data.total).toBe(1);
    expect((await t.call<VisaPackage>('visaPackageInfo', { params: { id: pkg.id } })).data.review_reason).toBeNull();
    const counted = await t.call<VisaType[]>('visaTypeList', { siteAreaId: w.hcm });
    expect(counted.data.find((ty) => ty.code === 'tourist')!.package_count).toBe(1);
  });

  it('a refusal keeps its reason for the agency and sends the review_failed notice', async () => {
    const second = (await save(agency, packageBody({ title: '商务签 3 个月', type_id: types[1]!.id }))).data;
    const refused = await review(w.admin, second.id, { pass: false, reason: '价格未包含官费说明' });
    expect(refused.data).toMatchObject({ status: 'rejected', review_reason: '价格未包含官费说明' });
    expect((await t.call<VisaPackage>('visaPackageInfo', { token: agency.token, params: { id: second.id } })).data.review_reason).toBe('价格未包含官费说明');
    expect((await t.call('visaPackageInfo', { token: stranger.token, params: { id: second.id } })).status).toBe(404);
  });
});

describe('visa/userPackage: applying and paying', () => {
  it('refuses missing documents, files not the applicant’s own, the agency’s own package, and no token', async () => {
    const missing = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: [{ code: 'passport', url: passport }] }, 'en');
    expect([missing.status, missing.message]).toEqual([400, 'Upload the required documents: ID photo']);
    const unknown = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: [...docs(), { code: 'degree', url: passport }] }, 'en');
    expect(unknown.status).toBe(400);
    const someoneElses = await apply(stranger, { package_id: pkg.id, applicant_name: '路人甲', phone: '+84 909 000 222', documents: docs() }, 'en');
    expect(someoneElses.status).toBe(400);
    expect(someoneElses.message).toMatch(/file/i);
    const agencyFile = (await uploadVisaDocument(t, agency.token)).url;
    const own = await apply(agency, { package_id: pkg.id, applicant_name: '陈老板', phone: '+84 909 000 333', documents: [{ code: 'passport', url: agencyFile }, { code: 'photo', url: agencyFile }] }, 'en');
    expect([own.status, own.message]).toEqual([400, 'You cannot apply for your own agency’s package']);
    expect((await apply(null, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() })).status).toBe(401);
    expect((await apply(applicant, { package_id: 99_999_999, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() })).status).toBe(404);
    expect((await apply(applicant, { package_id: pkg.id, applicant_name: 'x', phone: 'abc', documents: [] })).status).toBe(400);
  });

  it('an application is unpaid until the sandbox reports the payment, then submitted, with both sides told', async () => {
    const start = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', note: '下月出发', documents: docs() });
    expect(start.status).toBe(200);
    expect(start.data.order).toMatchObject({ kind: 'visa', amount: 1_500_000, currency: 'VND', state: 'awaiting_payment' });
    const row = await t.db.selectFrom('visa_application').select(['id', 'status']).where('order_id', '=', String(start.data.order!.id)).executeTakeFirstOrThrow();
    expect(row.status).toBe('unpaid');
    // Not a customer yet.
    expect((await t.call<Page<VisaApplication>>('visaCustomerList', { token: agency.token })).data.total).toBe(0);
    expect((await info(agency, row.id)).status).toBe(403);
    await confirm(applicant, start.data.order!.id);
    const mine = await t.call<Page<VisaApplication>>('visaApplicationMine', { token: applicant.token });
    expect(mine.data.list[0]).toMatchObject({ id: row.id, status: 'submitted', note: '下月出发', is_applicant: true, can: { supply: false } });
    const customers = await t.call<Page<VisaApplication>>('visaCustomerList', { token: agency.token });
    expect(customers.data.list.map((a) => a.id)).toEqual([row.id]);
    expect(customers.data.list[0]!.can).toEqual({ request: true, process: true, issue: false, refuse: true, supply: false });
    expect((await visaNotices(agency.id))[0]).toMatchObject({ link: '/pages/visa/customer?tab=agency', ref_id: expect.anything() });
    const agencyNotes = await t.call<{ list: Array<{ title: string; body: string }> }>('userNoteList', { token: agency.token });
    expect(agencyNotes.data.list[0]).toMatchObject({ title: '新的签证申请', body: expect.stringContaining('王小明') });
    expect((await visaNotices(applicant.id))[0]!.link).toBe('/pages/visa/customer?tab=mine');
  });
  it('an order cancelled before payment cancels its application; the applicant may apply again', async () => {
    const start = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() });
    expect(start.status).toBe(200);
    const again = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() });
    expect(again.status).toBe(409);
    expect((await t.call('orderCancel', { token: applicant.token, params: { id: start.data.order!.id } })).status).toBe(200);
    const row = await t.db.selectFrom('visa_application').select('status').where('order_id', '=', String(start.data.order!.id)).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const mine = await t.call<Page<VisaApplication>>('visaApplicationMine', { token: applicant.token, query: { status: 'cancelled' } });
    expect(mine.data.list[0]!.can).toEqual({ request: false, process: false, issue: false, refuse: false, supply: false });
    const next = await apply(applicant, { package_id: pkg.id, applicant_name: '王小明', phone: '+84 909 000 111', documents: docs() });
    expect(next.status).toBe(200);
    await t.call('orderCancel', { token: applicant.token, params: { id: next.data.order!.id } });
  });
});

describe('moving an application: documents requested and supplied, processing, issued', () => {
  let id: number;
  beforeAll(async () => {
    id = await paidApplication(applicant);
  });

  it('only the agency moves it; strangers get 403, the applicant is told who may', async () => {
    expect((await move(stranger, id, { status: 'processing' })).status).toBe(403);
    const byApplicant = await move(applicant, id, { status: 'processing' }, 'en');
    expect([byApplicant.status, byApplicant.message]).toEqual([403, 'Only the agency can handle the application']);
    expect((await move(null, id, { status: 'processing' })).status).toBe(401);
    expect((await move(adminHanoi, id, { status: 'processing' })).status).toBe(403);
    const early = await move(agency, id, { status: 'issued' }, 'en');
    expect(early.status).toBe(400);
    expect((await move(agency, id, { status: 'documents_requested' })).status).toBe(400);
    expect((await move(agency, id, { status: 'flying' })).status).toBe(400);
  });

  it('the agency asks for documents; the applicant supplies them and it is submitted again', async () => {
    const asked = await move(agency, id, { status: 'documents_requested', requested: ['photo'], reason: '照片需白底' });
    expect(asked.data).toMatchObject({ status: 'documents_requested', requested: ['photo'], request_note: '照片需白底' });
    const told = await t.call<{ list: Array<{ body: string }> }>('userNoteList', { token: applicant.token });
    expect(told.data.list[0]!.body).toContain('证件照');
    expect(told.data.list[0]!.body).toContain('照片需白底');
    expect((await supply(stranger, id, { documents: [{ code: 'photo', url: photoUrl }] })).status).toBe(403);
    const nothing = await supply(applicant, id, { documents: [{ code: 'passport', url: passport }] }, 'en');
    expect([nothing.status, nothing.message]).toEqual([400, 'Upload the required documents: ID photo']);
    const newPhoto = (await uploadVisaDocument(t, applicant.token, '#ffffff')).url;
    const supplied = await supply(applicant, id, { documents: [{ code: 'photo', url: newPhoto }] });
    expect(supplied.data.status).toBe('submitted');
    expect(supplied.data.requested).toEqual([]);
    expect(supplied.data.documents.map((d) => [d.code, d.url])).toEqual([['passport', passport], ['photo', newPhoto]]);
    expect(await linkOf(agency, newPhoto)).not.toBeNull();
  });

  it('processing, then issued; each move audited and the applicant notified', async () => {
    expect((await move(agency, id, { status: 'processing' })).data.status).toBe('processing');
    const issued = await move(agency, id, { status: 'issued' });
    expect(issued.data.status).toBe('issued');
    expect(issued.data.can).toEqual({ request: false, process: false, issue: false, refuse: false, supply: false });
    const actions = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'visaApplication').where('target_id', '=', id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['visa_application.submitted', 'visa_application.documents_requested', 'visa_application.submitted', 'visa_application.processing', 'visa_application.issued']);
    const titles = await t.call<{ list: Array<{ title: string }> }>('userNoteList', { token: applicant.token, lang: 'en' });
    expect(titles.data.list[0]!.title).toBe('签证已出签');
    expect((await move(agency, id, { status: 'refused', reason: '太晚了' })).status).toBe(400);
  });
});

describe('refused: refund by the package’s rule', () => {
  it('a refusal needs a reason and refunds 80% through the payment engine', async () => {
    const id = await paidApplication(applicant);
    expect((await move(agency, id, { status: 'refused' })).status).toBe(400);
    const refused = await move(agency, id, { status: 'refused', reason: '护照有效期不足六个月' });
    expect(refused.data).toMatchObject({ status: 'refused', reason: '护照有效期不足六个月', refunded_amount: 1_200_000 });
    const order = await t.db.selectFrom('pay_order').select(['state', 'refunded_amount']).where('id', '=', refused.data.order_id).executeTakeFirstOrThrow();
    expect([order.state, Number(order.refunded_amount)]).toEqual(['partly_refunded', 1_200_000]);
    const refund = await t.db.selectFrom('pay_refund').select(['amount', 'reason']).where('order_id', '=', refused.data.order_id).executeTakeFirstOrThrow();
    expect([Number(refund.amount), refund.reason]).toEqual([1_200_000, 'visa.refund_reason']);
  });
});

describe('private documents', () => {
  let id: number;
  beforeAll(async () => {
    id = await paidApplication(applicant);
  });

  it('the applicant, the agency, the area’s admin and super admins get links; strangers and another area’s admin none', async () => {
    expect(await linkOf(applicant, passport)).not.toBeNull();
    expect(await linkOf(agency, passport)).not.toBeNull();
    expect(await linkOf(w.admin, passport)).not.toBeNull();
    expect(await linkOf(superadmin, passport)).not.toBeNull();
    expect(await linkOf(stranger, passport)).toBeNull();
    expect(await linkOf(adminHanoi, passport)).toBeNull();
    const seen = await info(w.admin, id);
    expect(seen.data.documents.every((d) => d.link !== null)).toBe(true);
    expect((await info(stranger, id)).status).toBe(403);
    expect((await info(adminHanoi, id)).status).toBe(403);
    expect((await info(null, id)).status).toBe(401);
  });

  it('the file itself: 403 to a stranger holding someone’s link or forging one, 404 by its plain URL', async () => {
    const link = (await linkOf(agency, passport))!;
    expect((await t.app.inject({ method: 'GET', url: link, headers: { token: agency.token } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link, headers: { token: stranger.token } })).statusCode).toBe(403);
    const forged = link.replace(`/${agency.id}.`, `/${stranger.id}.`);
    expect((await t.app.inject({ method: 'GET', url: forged, headers: { token: stranger.token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: passport, headers: { token: stranger.token } })).statusCode).toBe(404);
  });
});
