import { LISTING_KINDS } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBody } from '../listings/support/generator.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { jobsWorld, type Detail, type Who } from './support.js';

/*
 * The spec's phone admin screens (issue 29): an area admin corrects a job or a company of their area, or adds a job
 * for a member, through the owner's own checks, audited; and the spec's spellings of the admin queue and the
 * yellow-pages detail calls.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof jobsWorld>>;
let boss: Who & { mobile: string };
let noCompany: Who & { mobile: string };
let member: Who;
let foreignAdmin: Who;
let superAdmin: Who;
let company: Detail;
let job: Detail;

beforeAll(async () => {
  t = await startTestApp();
  w = await jobsWorld(t);
  boss = await t.newUser({ nickname: '陈老板' });
  noCompany = await t.newUser({ nickname: '没有企业' });
  member = await t.newUser();
  [foreignAdmin, superAdmin] = await Promise.all([t.login('admin_bangkok'), t.login('superadmin')]);
  company = await w.company(boss, '堤岸餐饮管理有限公司');
  job = await w.job(boss, { title: '厨房帮工' });
});
afterAll(() => t.close());

const auditOf = (targetId: number) => t.db.selectFrom('admin_audit').select(['admin_id', 'site_area_id', 'action', 'detail']).where('target_id', '=', targetId).orderBy('id').execute();
const jobBody = (n: number, over: Record<string, unknown> = {}) => ({ ...validBody(LISTING_KINDS.job, { categories: [w.jobCat], districts: [], images: [w.image] }, n), district_id: null, ...over });
/** A whole save body from a detail (the admin's save is a whole edit, as the owner's is). */
const bodyOf = (d: Detail, keys: string[]) => Object.fromEntries(keys.filter((k) => d[k] !== undefined && d[k] !== null).map((k) => [k, d[k]]));
const JOB_KEYS = ['title', 'description', 'price', 'price_unit', 'category_id', 'images', 'contact_name', 'contact_phone', ...Object.keys(LISTING_KINDS.job.fields)];
const COMPANY_KEYS = ['title', 'description', 'category_id', 'images', ...Object.keys(LISTING_KINDS.company.fields)];

describe('an admin corrects a job (jobAdminSave with id)', () => {
  it('changes the title and salary, keeps it live, and audits the fields', async () => {
    const body = { ...bodyOf(job, JOB_KEYS), id: job.id, title: '厨房帮工（包吃住）', price: 9_000_000, salary_max: 12_000_000 };
    const r = await t.call<Detail>('jobAdminSave', { token: w.admin.token, body });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ id: job.id, title: '厨房帮工（包吃住）', price: 9_000_000, salary_max: 12_000_000, status: 'online', review_status: 'passed' });
    expect(r.data.user.id).toBe(boss.id);
    const pub = await t.call<Detail>('jobInfo', { params: { id: job.id } });
    expect(pub.data.title).toBe('厨房帮工（包吃住）');
    const rows = await auditOf(job.id);
    const edit = rows.find((a) => a.action === 'listing.edit')!;
    expect(edit).toMatchObject({ admin_id: w.admin.id, site_area_id: w.hcm });
    expect((edit.detail as { fields: string[] }).fields).toEqual(expect.arrayContaining(['title', 'price', 'salary_max']));
  });

  it('refuses what the owner’s save refuses, with the same field messages', async () => {
    const bad = { ...bodyOf(job, JOB_KEYS), title: 'x', job_type: 'forever', price: -5 };
    const owner = await t.call('jobSave', { token: boss.token, siteAreaId: w.hcm, body: { ...bad, id: job.id }, lang: 'en' });
    const admin = await t.call('jobAdminSave', { token: w.admin.token, body: { ...bad, id: job.id }, lang: 'en' });
    expect(owner.status).toBe(400);
    expect(admin.status).toBe(400);
    expect(admin.data).toEqual(owner.data);
    expect(Object.keys((admin.data as { fields: object }).fields)).toEqual(expect.arrayContaining(['body.title', 'body.job_type', 'body.price']));
    // A category of another group: the engine's reference check, as for the owner.
    const wrongCat = await t.call('jobAdminSave', { token: w.admin.token, body: { ...bodyOf(job, JOB_KEYS), id: job.id, category_id: await w.categoryOf('car') } });
    expect(wrongCat.status).toBe(400);
    expect((await t.call<Detail>('jobInfo', { params: { id: job.id } })).data.title).toBe('厨房帮工（包吃住）');
  });

  it('is refused to another area’s admin (403), a member (403) and without a token (401), changing nothing', async () => {
    const body = { ...bodyOf(job, JOB_KEYS), id: job.id, title: '越权修改的标题' };
    expect((await t.call('jobAdminSave', { token: foreignAdmin.token, body })).status).toBe(403);
    expect((await t.call('jobAdminSave', { token: member.token, body })).status).toBe(403);
    expect((await t.call('jobAdminSave', { body })).status).toBe(401);
    expect((await t.call<Detail>('jobInfo', { params: { id: job.id } })).data.title).toBe('厨房帮工（包吃住）');
    expect((await auditOf(job.id)).filter((a) => a.admin_id === foreignAdmin.id)).toHaveLength(0);
  });
});

describe('an admin corrects a company (companyAdminSave with id)', () => {
  it('changes its name and hours, audited; the owner’s checks apply; other areas and members are refused', async () => {
    const body = { ...bodyOf(company, COMPANY_KEYS), id: company.id, title: '堤岸餐饮集团', opening_hours: '09:00-21:00' };
    const r = await t.call<Detail>('companyAdminSave', { token: w.admin.token, body });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ title: '堤岸餐饮集团', opening_hours: '09:00-21:00', status: 'online' });
    expect((await t.call<{ company: Detail }>('companyPage', { params: { id: company.id } })).data.company.title).toBe('堤岸餐饮集团');
    expect((await auditOf(company.id)).map((a) => a.action)).toContain('listing.edit');
    // The licence number is required of the owner, so of the admin too.
    const { license_no: _drop, ...noLicence } = body as typeof body & { license_no?: unknown };
    const missing = await t.call('companyAdminSave', { token: w.admin.token, body: noLicence });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.data as { fields: object }).fields)).toContain('body.license_no');
    expect((await t.call('companyAdminSave', { token: foreignAdmin.token, body: { ...body, title: '越权' } })).status).toBe(403);
    expect((await t.call('companyAdminSave', { token: boss.token, body: { ...body, title: '越权' } })).status).toBe(403);
    expect((await t.call('companyAdminSave', { body })).status).toBe(401);
    expect((await t.call<Detail>('companyInfo', { params: { id: company.id } })).data.title).toBe('堤岸餐饮集团');
  });
});

describe('finding the owner by phone (jobAdminOwner)', () => {
  it('finds a member by any spelling of the number, with the company a job would go under', async () => {
    for (const area_code of ['86', '0086']) {
      const r = await t.call<{ user: { id: number; nickname: string }; company: { id: number; title: string } | null }>('jobAdminOwner', { token: w.admin.token, siteAreaId: w.hcm, query: { area_code, mobile: boss.mobile } });
      expect(r.status).toBe(200);
      expect(r.data.user).toMatchObject({ id: boss.id, nickname: '陈老板' });
      expect(r.data.company).toMatchObject({ id: company.id, title: '堤岸餐饮集团' });
    }
    const none = await t.call<{ company: null }>('jobAdminOwner', { token: w.admin.token, siteAreaId: w.hcm, query: { area_code: '86', mobile: noCompany.mobile } });
    expect(none.data.company).toBeNull();
  });

  it('answers 404 for an unknown number, 400 for a malformed one, 403 to other areas and members, 401 without a token', async () => {
    const unknown = await t.call('jobAdminOwner', { token: w.admin.token, siteAreaId: w.hcm, query: { area_code: '86', mobile: '13999999999' }, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toMatch(/phone number/);
    expect((await t.call('jobAdminOwner', { token: w.admin.token, siteAreaId: w.hcm, query: { area_code: '86', mobile: 'abc' } })).status).toBe(400);
    expect((await t.call('jobAdminOwner', { token: w.admin.token, siteAreaId: w.hcm, query: { mobile: boss.mobile } })).status).toBe(400);
    expect((await t.call('jobAdminOwner', { token: foreignAdmin.token, query: { area_code: '86', mobile: boss.mobile, site_area_id: w.hcm } })).status).toBe(403);
    expect((await t.call('jobAdminOwner', { token: member.token, siteAreaId: w.hcm, query: { area_code: '86', mobile: boss.mobile } })).status).toBe(403);
    expect((await t.call('jobAdminOwner', { siteAreaId: w.hcm, query: { area_code: '86', mobile: boss.mobile } })).status).toBe(401);
  });
});

describe('an admin adds a job for a member (jobAdminSave with user_id)', () => {
  it('publishes at once in the owner’s name under their company, audited, and the owner is told', async () => {
    const r = await t.call<Detail>('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(21, { title: '前台接待（电话代发）', user_id: boss.id, publish: true }) });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ title: '前台接待（电话代发）', status: 'online', review_status: 'passed', site_area_id: w.hcm });
    expect(r.data.user.id).toBe(boss.id);
    expect(r.data.company?.id).toBe(company.id);
    const row = await t.db.selectFrom('listing').select(['user_id', 'company_id', 'reviewed_by']).where('id', '=', r.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: boss.id, company_id: company.id, reviewed_by: w.admin.id });
    // Visible in the app: the public list and the owner's own list.
    const list = await t.call<{ list: Array<{ id: number }> }>('jobList', { siteAreaId: w.hcm, query: { limit: 50 } });
    expect(list.data.list.map((c) => c.id)).toContain(r.data.id);
    const mine = await t.call<{ list: Array<{ id: number }> }>('jobListUser', { token: boss.token, query: { limit: 50 } });
    expect(mine.data.list.map((c) => c.id)).toContain(r.data.id);
    const [a] = await auditOf(r.data.id);
    expect(a).toMatchObject({ admin_id: w.admin.id, site_area_id: w.hcm, action: 'listing.admin_create' });
    expect(a!.detail).toMatchObject({ owner: boss.id, publish: true, status: 'online' });
    const notices = await w.noticesOf(boss.id);
    // ref_id is a bigint: PostgreSQL's driver gives it as a string.
    expect(notices.find((n) => Number(n.ref_id) === r.data.id)).toMatchObject({ kind: 'system', ref_type: 'job' });
  });

  it('sends it to the area’s review queue when the admin does not publish it', async () => {
    const r = await t.call<Detail>('jobAdminSave', { token: w.admin.token, body: jobBody(22, { user_id: boss.id, site_area_id: w.hcm }) });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'reviewing', review_status: 'pending' });
    const queue = await t.call<{ list: Array<{ id: number }> }>('jobAdminList', { token: w.admin.token, query: { review_status: 'pending', limit: 50 } });
    expect(queue.data.list.map((c) => c.id)).toContain(r.data.id);
    expect((await auditOf(r.data.id))[0]!.detail).toMatchObject({ owner: boss.id, publish: false });
  });

  it('runs the owner’s checks: same field messages, a company first, an existing member, id or user_id', async () => {
    const bad = jobBody(23, { title: 'x', job_type: 'forever' });
    const owner = await t.call('jobSave', { token: boss.token, siteAreaId: w.hcm, body: bad, lang: 'en' });
    const admin = await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: { ...bad, user_id: boss.id }, lang: 'en' });
    expect([owner.status, admin.status]).toEqual([400, 400]);
    expect(admin.data).toEqual(owner.data);
    const needCompany = await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(24, { user_id: noCompany.id }), lang: 'en' });
    expect(needCompany.status).toBe(409);
    expect(needCompany.message).toMatch(/no approved company/);
    const ghost = await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(25, { user_id: 99_999_999 }) });
    expect(ghost.status).toBe(404);
    const neither = await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(26), lang: 'en' });
    expect(neither.status).toBe(400);
    expect((neither.data as { fields: Record<string, string> }).fields['body.user_id']).toMatch(/either/);
    const both = await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(27, { id: job.id, user_id: boss.id }) });
    expect(both.status).toBe(400);
    expect((await t.call('jobAdminSave', { token: w.admin.token, siteAreaId: w.hcm, body: jobBody(28, { user_id: boss.id, publish: 'yes' }) })).status).toBe(400);
  });

  it('is refused in another area (403), to a member (403) and without a token (401), writing nothing', async () => {
    const before = await t.db.selectFrom('listing').select(t.db.fn.countAll<string>().as('n')).where('user_id', '=', boss.id).executeTakeFirstOrThrow();
    expect((await t.call('jobAdminSave', { token: foreignAdmin.token, body: jobBody(31, { user_id: boss.id, site_area_id: w.hcm }) })).status).toBe(403);
    expect((await t.call('jobAdminSave', { token: foreignAdmin.token, siteAreaId: w.hcm, body: jobBody(32, { user_id: boss.id }) })).status).toBe(403);
    expect((await t.call('jobAdminSave', { token: member.token, siteAreaId: w.hcm, body: jobBody(33, { user_id: boss.id }) })).status).toBe(403);
    expect((await t.call('jobAdminSave', { siteAreaId: w.hcm, body: jobBody(34, { user_id: boss.id }) })).status).toBe(401);
    const after = await t.db.selectFrom('listing').select(t.db.fn.countAll<string>().as('n')).where('user_id', '=', boss.id).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // The super admin adds anywhere.
    expect((await t.call('jobAdminSave', { token: superAdmin.token, siteAreaId: w.hcm, body: jobBody(35, { user_id: boss.id, publish: true }) })).status).toBe(200);
  });
});

describe('the spec’s spellings', () => {
  it('GET admin/vn/jobHunt, admin/vn/company and admin/vn/guide answer like their …/list', async () => {
    await w.resume(member, { pending: true });
    for (const kind of ['jobHunt', 'company', 'guide'] as const) {
      const query = { limit: 20, review_status: 'pending' };
      const main = await t.call<{ list: Array<{ id: number }>; total: number }>(`${kind}AdminList`, { token: w.admin.token, query });
      const spec = await t.request<{ list: Array<{ id: number }>; total: number }>('GET', `/api/admin/vn/${kind}`, { token: w.admin.token, query });
      expect(spec.status).toBe(200);
      expect(spec.data).toEqual(main.data);
      expect((await t.request('GET', `/api/admin/vn/${kind}`, { token: member.token })).status).toBe(403);
      expect((await t.request('GET', `/api/admin/vn/${kind}`)).status).toBe(401);
    }
    const resumes = await t.request<{ list: unknown[] }>('GET', '/api/admin/vn/jobHunt', { token: w.admin.token, query: { review_status: 'pending' } });
    expect(resumes.data.list.length).toBeGreaterThan(0);
  });

  it('yp/info and yp/info_user take the id as a query parameter too', async () => {
    const made = await t.call<Detail>('ypSave', { token: boss.token, siteAreaId: w.hcm, body: { title: '堤岸快修', description: '家电维修、上门服务。', category_id: await w.categoryOf('enterprise'), images: [w.image], services: '空调维修' } });
    expect(made.status).toBe(200);
    await w.approve('yp', made.data.id);
    const id = made.data.id;
    const byPath = await t.call<Detail>('ypInfo', { token: member.token, params: { id } });
    const byQuery = await t.call<Detail>('ypInfoByQuery', { token: member.token, query: { id } });
    expect(byQuery.status).toBe(200);
    expect({ ...byQuery.data, view_count: 0 }).toEqual({ ...byPath.data, view_count: 0 });
    expect(byQuery.data.title).toBe('堤岸快修');
    expect((await t.call('ypInfoByQuery', { query: { id: 99_999_999 } })).status).toBe(404);
    expect((await t.call('ypInfoByQuery', { query: {} })).status).toBe(400);
    expect((await t.call('ypInfoByQuery', { query: { id: 'abc' } })).status).toBe(400);

    const ownPath = await t.call('ypInfoUser', { token: boss.token, params: { id } });
    const ownQuery = await t.call('ypInfoUserByQuery', { token: boss.token, query: { id } });
    expect(ownQuery.status).toBe(200);
    expect(ownQuery.data).toEqual(ownPath.data);
    expect((await t.call('ypInfoUserByQuery', { token: member.token, query: { id } })).status).toBe(403);
    expect((await t.call('ypInfoUserByQuery', { query: { id } })).status).toBe(401);
    expect((await t.call('ypInfoUserByQuery', { token: boss.token, query: {} })).status).toBe(400);
  });
});
