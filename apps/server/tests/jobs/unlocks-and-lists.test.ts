import type { ApiData, ListingPage, UnlockQuota } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { jobsWorld, type Detail, type Who } from './support.js';

type Unlock = ApiData<'jobHuntUnlock'>;
type State = ApiData<'jobHuntUnlockState'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof jobsWorld>>;
let viewer: Who;
let boss: Who;
let seekers: Who[];
let resumes: Detail[];
let pendingResume: Detail;
let company: Detail;
let liveJob: Detail;
let pendingJob: Detail;

beforeAll(async () => {
  t = await startTestApp();
  w = await jobsWorld(t);
  // A small quota for the test (the default is 10 a month).
  await t.db
    .insertInto('setting')
    .values({ site_area_id: 0, key: 'job_hunt_unlock_quota', value: JSON.stringify(2) })
    .onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value: JSON.stringify(2) }))
    .execute();
  viewer = await t.newUser({ nickname: '招聘者' });
  boss = await t.newUser({ nickname: '老板' });
  seekers = await Promise.all([1, 2, 3, 4].map((i) => t.newUser({ nickname: `求职${i}` })));
  resumes = [];
  for (const [i, s] of seekers.entries()) resumes.push(await w.resume(s, { name: `张${i}` }));
  pendingResume = await w.resume(await t.newUser(), { pending: true });
  company = await w.company(boss, '西贡招聘公司');
  liveJob = await w.job(boss, { title: '仓库管理员' });
  pendingJob = await w.job(boss, { pending: true });
});
afterAll(() => t.close());

describe('jobHunt/unlock/{id}', () => {
  it('a resume’s name, phone, email and WeChat are hidden until unlocked', async () => {
    const r = await t.call<Detail>('jobHuntInfo', { token: viewer.token, params: { id: resumes[0]!.id } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ real_name: null, email: null, wechat: null, contact_phone: null, contact_hidden: 'locked' });
    const s = await t.call<State>('jobHuntUnlockState', { token: viewer.token, query: { ids: resumes.map((x) => x.id).join(',') } });
    expect(s.status).toBe(200);
    expect(s.data.quota).toMatchObject({ limit: 2, used: 0, remaining: 2 });
    expect(s.data.unlocked).toEqual([]);
  });

  it('unlocks with the quota, shows the fields, and again is free', async () => {
    const first = await t.call<Unlock>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[0]!.id } });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ source: 'quota', charged: true, quota: { limit: 2, used: 1, remaining: 1 } });
    expect(first.data.resume).toMatchObject({ id: resumes[0]!.id, real_name: '张0', contact_hidden: 'none' });
    expect((first.data.resume as Detail).email).toMatch(/@example\.com$/);
    expect(first.data.resume.contact_phone).not.toBeNull();
    const info = await t.call<Detail>('jobHuntInfo', { token: viewer.token, params: { id: resumes[0]!.id } });
    expect(info.data).toMatchObject({ real_name: '张0', contact_hidden: 'none' });
    expect(info.data.wechat).toMatch(/^wx_seeker_/);
    const again = await t.call<Unlock>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[0]!.id } });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ source: 'quota', charged: false, quota: { used: 1, remaining: 1 } });
    const rows = await t.db.selectFrom('job_hunt_unlock').selectAll().where('user_id', '=', viewer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_hunt_id: resumes[0]!.id, source: 'quota' });
  });

  it('refuses past the monthly quota with the numbers; re-unlocking stays free', async () => {
    expect((await t.call<Unlock>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[1]!.id } })).data.quota).toMatchObject({ used: 2, remaining: 0 });
    const over = await t.call<{ quota: UnlockQuota }>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[2]!.id }, lang: 'en' });
    expect(over.status).toBe(403);
    expect(over.data.quota).toMatchObject({ limit: 2, used: 2, remaining: 0 });
    expect(over.data.quota.resets_at).toBeGreaterThan(Date.now() / 1000);
    const resets = new Date(over.data.quota.resets_at * 1000).toISOString().slice(0, 10);
    expect(over.message).toBe(`You have used all resume unlocks for this month (2/2); more from ${resets}`);
    expect(resets.endsWith('-01')).toBe(true);
    const zh = await t.call('jobHuntUnlock', { token: viewer.token, params: { id: resumes[2]!.id } });
    expect(zh.message).toBe(`本月的简历解锁次数已用完（2/2），${resets} 后恢复`);
    // Still locked; the earlier ones stay open and cost nothing.
    expect((await t.call<Detail>('jobHuntInfo', { token: viewer.token, params: { id: resumes[2]!.id } })).data.real_name).toBeNull();
    const again = await t.call<Unlock>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[1]!.id } });
    expect(again.status).toBe(200);
    expect(again.data.charged).toBe(false);
    const s = await t.call<State>('jobHuntUnlockState', { token: viewer.token, query: { ids: resumes.map((x) => x.id).join(',') } });
    expect(s.data.unlocked.sort()).toEqual([resumes[0]!.id, resumes[1]!.id].sort());
    expect(s.data.quota.remaining).toBe(0);
  });

  it('last month’s unlocks do not count this month', async () => {
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000);
    await t.db.updateTable('job_hunt_unlock').set({ created_at: lastMonth } as never).where('user_id', '=', viewer.id).execute();
    const s = await t.call<State>('jobHuntUnlockState', { token: viewer.token });
    expect(s.data.quota).toMatchObject({ used: 0, remaining: 2 });
    expect(s.data.unlocked).toEqual([]);
    const r = await t.call<Unlock>('jobHuntUnlock', { token: viewer.token, params: { id: resumes[2]!.id } });
    expect(r.data).toMatchObject({ charged: true, quota: { used: 1 } });
  });

  it('a resume sent to my position opens without the quota', async () => {
    const sent = await t.call('jobSend', { token: seekers[3]!.token, body: { job_id: liveJob.id } });
    expect(sent.status).toBe(200);
    const info = await t.call<Detail>('jobHuntInfo', { token: boss.token, params: { id: resumes[3]!.id } });
    expect(info.data.real_name).toBe('张3');
    const r = await t.call<Unlock>('jobHuntUnlock', { token: boss.token, params: { id: resumes[3]!.id } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ source: 'application', charged: false, quota: { used: 0, remaining: 2 } });
    const s = await t.call<State>('jobHuntUnlockState', { token: boss.token, query: { ids: `${resumes[3]!.id},${resumes[0]!.id}` } });
    expect(s.data.unlocked).toEqual([resumes[3]!.id]);
  });

  it('validation, tokens, missing and own resumes', async () => {
    expect((await t.call('jobHuntUnlock', { params: { id: resumes[0]!.id } })).status).toBe(401);
    expect((await t.call('jobHuntUnlock', { token: viewer.token, params: { id: 'x' } })).status).toBe(400);
    expect((await t.call('jobHuntUnlock', { token: viewer.token, params: { id: 99999999 } })).status).toBe(404);
    // Not a resume, or not live.
    expect((await t.call('jobHuntUnlock', { token: viewer.token, params: { id: liveJob.id } })).status).toBe(404);
    expect((await t.call('jobHuntUnlock', { token: viewer.token, params: { id: pendingResume.id } })).status).toBe(404);
    const own = await t.call('jobHuntUnlock', { token: seekers[0]!.token, params: { id: resumes[0]!.id }, lang: 'en' });
    expect(own.status).toBe(400);
    expect(own.message).toBe('This is your own resume; there is nothing to unlock');
    expect((await t.call('jobHuntUnlockState', {})).status).toBe(401);
    expect((await t.call('jobHuntUnlockState', { token: viewer.token, query: { ids: '1,a' } })).status).toBe(400);
    expect((await t.call('jobHuntUnlockState', { token: viewer.token, query: { ids: Array.from({ length: 51 }, (_, i) => i + 1).join(',') } })).status).toBe(400);
    // A visitor sees the resume, locked and without phone.
    const anon = await t.call<Detail>('jobHuntInfo', { params: { id: resumes[0]!.id } });
    expect(anon.data).toMatchObject({ real_name: null, contact_phone: null, contact_hidden: 'login' });
  });
});

describe('follow and follow/list', () => {
  it('follows through `follow`, the same follows as company/follow', async () => {
    const on = await t.call<{ followed: boolean; follower_count: number }>('follow', { token: viewer.token, body: { company_id: company.id } });
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ followed: true, follower_count: 1 });
    const page = await t.call<{ is_following: boolean }>('companyPage', { token: viewer.token, params: { id: company.id } });
    expect(page.data.is_following).toBe(true);
    const list = await t.call<ApiData<'followList'>>('followList', { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ company: { id: company.id, title: '西贡招聘公司', kind: 'company' }, follower_count: 1, job_count: 1 });
    const off = await t.call('companyFollow', { token: viewer.token, body: { company_id: company.id, follow: false } });
    expect(off.data).toEqual({ followed: false, follower_count: 0 });
    expect((await t.call<ApiData<'followList'>>('followList', { token: viewer.token })).data.list).toEqual([]);
    expect((await t.call('follow', { token: viewer.token, body: { company_id: company.id, follow: true } })).data).toEqual({ followed: true, follower_count: 1 });
    expect((await t.call('follow', { token: viewer.token, body: { company_id: company.id } })).data).toEqual({ followed: false, follower_count: 0 });
  });

  it('needs a token, a company id, a live company and not one’s own', async () => {
    expect((await t.call('follow', { body: { company_id: company.id } })).status).toBe(401);
    expect((await t.call('followList', {})).status).toBe(401);
    expect((await t.call('follow', { token: viewer.token, body: {} })).status).toBe(400);
    expect((await t.call('follow', { token: viewer.token, body: { company_id: company.id, follow: 'yes' } })).status).toBe(400);
    expect((await t.call('follow', { token: viewer.token, body: { company_id: 99999999 } })).status).toBe(404);
    expect((await t.call('follow', { token: viewer.token, body: { company_id: liveJob.id } })).status).toBe(404);
    expect((await t.call('follow', { token: boss.token, body: { company_id: company.id } })).status).toBe(400);
  });
});

describe('education, experience and job lists', () => {
  it('option lists in the request language', async () => {
    const zh = await t.call<Array<{ value: string; label: string }>>('education');
    expect(zh.status).toBe(200);
    expect(zh.data[0]).toEqual({ value: 'any', label: '不限' });
    expect(zh.data.map((o) => o.value)).toEqual(['any', 'high_school', 'college', 'bachelor', 'master']);
    const en = await t.call<Array<{ value: string; label: string }>>('experience', { lang: 'en' });
    expect(en.data.find((o) => o.value === 'y1_3')?.label).toBe('1–3 years');
    const vi = await t.call<Array<{ value: string; label: string }>>('experience', { lang: 'vi' });
    expect(vi.data[0]).toEqual({ value: 'none', label: 'Chưa có kinh nghiệm' });
  });

  it('jobPost/all: every job category with live counts in the area and everywhere', async () => {
    const r = await t.call<ApiData<'jobPostAll'>>('jobPostAll', { siteAreaId: w.hcm });
    expect(r.status).toBe(200);
    expect(r.data.length).toBeGreaterThanOrEqual(8);
    const cat = r.data.find((c) => c.id === w.jobCat)!;
    expect(cat.count).toBe(1);
    expect(cat.count_all).toBe(1);
    const other = await t.call<ApiData<'jobPostAll'>>('jobPostAll', { query: { site_area_id: w.hcm + 1 } });
    expect(other.data.find((c) => c.id === w.jobCat)).toMatchObject({ count: 0, count_all: 1 });
    expect((await t.call('jobPostAll', { query: { site_area_id: 'x' } })).status).toBe(400);
  });

  it('jobPost/my: my positions in every status; needs a token', async () => {
    const r = await t.call<ListingPage>('jobPostMy', { token: boss.token });
    expect(r.status).toBe(200);
    expect(r.data.list.map((j) => j.id).sort()).toEqual([liveJob.id, pendingJob.id].sort());
    const reviewing = await t.call<ListingPage>('jobPostMy', { token: boss.token, query: { status: 'reviewing' } });
    expect(reviewing.data.list.map((j) => j.id)).toEqual([pendingJob.id]);
    expect((await t.call<ListingPage>('jobPostMy', { token: viewer.token })).data.total).toBe(0);
    expect((await t.call('jobPostMy', {})).status).toBe(401);
    expect((await t.call('jobPostMy', { token: boss.token, query: { status: 'nope' } })).status).toBe(400);
  });

  it('jobPost/company: a company’s live positions', async () => {
    const r = await t.call<ListingPage>('jobPostCompany', { query: { company_id: company.id } });
    expect(r.status).toBe(200);
    expect(r.data.list.map((j) => j.id)).toEqual([liveJob.id]);
    expect(r.data.list[0]!.company?.id).toBe(company.id);
    expect((await t.call('jobPostCompany', { query: { company_id: 99999999 } })).status).toBe(404);
    expect((await t.call('jobPostCompany', { query: { company_id: liveJob.id } })).status).toBe(404);
    expect((await t.call('jobPostCompany', {})).status).toBe(400);
  });
});
