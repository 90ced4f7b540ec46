import type { ApiData, JobApplication } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { jobsWorld, type Detail, type Who } from './support.js';

type Page = ApiData<'jobHuntSendListCompany'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof jobsWorld>>;
let boss: Who; // owns the company and its jobs
let rival: Who; // owns another company
let seeker: Who; // live resume
let seeker2: Who;
let seeker3: Who;
let pendingSeeker: Who; // resume under review
let nobody: Who; // no resume
let company: Detail;
let job: Detail;
let job2: Detail;
let pendingJob: Detail;
let rivalJob: Detail;
let resume: Detail;
let resume2: Detail;
let resume3: Detail;
let applicationId = 0;

beforeAll(async () => {
  t = await startTestApp();
  w = await jobsWorld(t);
  [boss, rival, seeker, seeker2, seeker3, pendingSeeker, nobody] = await Promise.all(
    ['老板', '对手', '小王', '小李', '小陈', '小赵', '路人'].map((nickname) => t.newUser({ nickname })),
  ) as unknown as [Who, Who, Who, Who, Who, Who, Who];
  company = await w.company(boss, '胡志明华人科技有限公司');
  await w.company(rival, '对手公司');
  job = await w.job(boss, { title: '中文翻译 越南语' });
  job2 = await w.job(boss, { title: '行政助理' });
  pendingJob = await w.job(boss, { pending: true });
  rivalJob = await w.job(rival);
  resume = await w.resume(seeker, { name: '王小明' });
  resume2 = await w.resume(seeker2);
  resume3 = await w.resume(seeker3);
  await w.resume(pendingSeeker, { pending: true });
});
afterAll(() => t.close());

describe('job/send', () => {
  it('applies with my live resume and a message; the company owner is notified', async () => {
    const before = (await w.noticesOf(boss.id)).length;
    // Notices read in their reader's language: the owner reads English.
    expect((await t.call('updateUser', { token: boss.token, body: { lang: 'en' } })).status).toBe(200);
    const r = await t.call<JobApplication>('jobSend', { token: seeker.token, body: { job_id: job.id, message: '  您好，我有三年翻译经验。 ' } });
    expect(r.status).toBe(200);
    applicationId = r.data.id;
    expect(r.data).toMatchObject({
      status: 'sent',
      message: '您好，我有三年翻译经验。',
      job: { id: job.id, title: '中文翻译 越南语', closed: false },
      company: { id: company.id, title: '胡志明华人科技有限公司' },
      resume: { id: resume.id, real_name: '王小明' },
      applicant: { id: seeker.id, nickname: '小王' },
      can: { viewed: false, interview: false, rejected: false, hired: false },
    });
    const notices = await w.noticesOf(boss.id);
    expect(notices.length).toBe(before + 1);
    expect(notices[0]).toMatchObject({ kind: 'application', link: `/pagesA/job/delivery-company?job_id=${job.id}`, ref_type: 'jobApplication' });
    expect(Number(notices[0]!.ref_id)).toBe(applicationId);
    // The notice reads in the owner's language, with the applicant and the position.
    const list = await t.call<{ list: Array<{ id: number; title: string; body: string }> }>('userNoteList', { token: boss.token });
    expect(list.status).toBe(200);
    const note = list.data.list.find((n) => n.id === notices[0]!.id)!;
    expect(note.title).toBe('New application');
    expect(note.body).toBe('小王 applied to “中文翻译 越南语” and wrote: 您好，我有三年翻译经验。');
  });

  it('a second application to the same position is a 409', async () => {
    const r = await t.call('jobSend', { token: seeker.token, body: { job_id: job.id }, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.message).toBe('You have already applied to this position; see its progress in your applications');
  });

  it('the company sees the applicant’s resume unlocked; others do not', async () => {
    const mine = await t.call<Detail>('jobHuntInfo', { token: boss.token, params: { id: resume.id } });
    expect(mine.status).toBe(200);
    expect(mine.data.real_name).toBe('王小明');
    expect(mine.data.contact_phone).not.toBeNull();
    expect(mine.data.contact_hidden).toBe('none');
    const other = await t.call<Detail>('jobHuntInfo', { token: rival.token, params: { id: resume.id } });
    expect(other.data.real_name).toBeNull();
    expect(other.data.email).toBeNull();
    expect(other.data.contact_phone).toBeNull();
    expect(other.data.contact_hidden).toBe('locked');
    const row = await t.db.selectFrom('job_hunt_unlock').select('source').where('user_id', '=', boss.id).where('job_hunt_id', '=', resume.id).executeTakeFirst();
    expect(row?.source).toBe('application');
  });

  it('needs a token and a valid body', async () => {
    expect((await t.call('jobSend', { body: { job_id: job.id } })).status).toBe(401);
    const empty = await t.call<{ fields: Record<string, string> }>('jobSend', { token: seeker2.token, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.data.fields)).toContain('body.job_id');
    expect((await t.call('jobSend', { token: seeker2.token, body: { job_id: 'abc' } })).status).toBe(400);
    expect((await t.call('jobSend', { token: seeker2.token, body: { job_id: job.id, message: 'x'.repeat(501) } })).status).toBe(400);
    expect((await t.call('jobSend', { token: seeker2.token, body: { job_id: job.id, job_hunt_id: -1 } })).status).toBe(400);
  });

  it('refuses unknown positions, other kinds, closed positions and one’s own', async () => {
    expect((await t.call('jobSend', { token: seeker2.token, body: { job_id: 99999999 } })).status).toBe(404);
    expect((await t.call('jobSend', { token: seeker2.token, body: { job_id: resume.id } })).status).toBe(404);
    const closed = await t.call('jobSend', { token: seeker2.token, body: { job_id: pendingJob.id }, lang: 'en' });
    expect(closed.status).toBe(400);
    expect(closed.message).toBe('This position is no longer open (offline, expired or filled)');
    const own = await t.call('jobSend', { token: boss.token, body: { job_id: job.id }, lang: 'en' });
    expect(own.status).toBe(400);
    expect(own.message).toBe('You cannot apply to your own position');
  });

  it('without a resume: a clear 400 pointing to the resume form; a resume under review is not enough', async () => {
    const none = await t.call<{ create_path: string }>('jobSend', { token: nobody.token, body: { job_id: job.id }, lang: 'en' });
    expect(none.status).toBe(400);
    expect(none.message).toBe('You have no resume yet: create one first, then apply');
    expect(none.data.create_path).toBe('/pages/job/edit');
    const zh = await t.call('jobSend', { token: nobody.token, body: { job_id: job.id } });
    expect(zh.message).toBe('您还没有求职简历，请先创建简历再投递');
    const pending = await t.call('jobSend', { token: pendingSeeker.token, body: { job_id: job.id }, lang: 'vi' });
    expect(pending.status).toBe(400);
    expect(pending.message).toBe('Hồ sơ của bạn chưa được duyệt hoặc đã gỡ; có thể ứng tuyển khi hồ sơ được hiển thị');
    // Someone else's resume cannot be sent.
    const notMine = await t.call('jobSend', { token: seeker2.token, body: { job_id: job.id, job_hunt_id: resume.id } });
    expect(notMine.status).toBe(404);
    expect(await t.db.selectFrom('job_application').select('id').where('applicant_id', 'in', [nobody.id, pendingSeeker.id, seeker2.id]).execute()).toEqual([]);
  });

  it('takes an explicit resume of mine', async () => {
    const r = await t.call<JobApplication>('jobSend', { token: seeker2.token, body: { job_id: job.id, job_hunt_id: resume2.id } });
    expect(r.status).toBe(200);
    expect(r.data.resume.id).toBe(resume2.id);
    expect(r.data.message).toBe('');
    expect((await t.call('jobSend', { token: seeker3.token, body: { job_id: job.id } })).status).toBe(200);
    expect((await t.call('jobSend', { token: seeker.token, body: { job_id: job2.id } })).status).toBe(200);
    expect((await t.call('jobSend', { token: seeker.token, body: { job_id: rivalJob.id } })).status).toBe(200);
  });
});

describe('jobHuntSend lists', () => {
  it('list_user: my applications with position, company and status; filters; needs a token', async () => {
    const r = await t.call<Page>('jobHuntSendListUser', { token: seeker.token });
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(3);
    expect(r.data.list.map((a) => a.job.id)).toEqual([rivalJob.id, job2.id, job.id]);
    expect(r.data.list.every((a) => a.applicant.id === seeker.id && a.status === 'sent')).toBe(true);
    expect(r.data.list[1]!.company?.title).toBe('胡志明华人科技有限公司');
    const one = await t.call<Page>('jobHuntSendListUser', { token: seeker.token, query: { job_id: job.id } });
    expect(one.data.list.map((a) => a.id)).toEqual([applicationId]);
    const none = await t.call<Page>('jobHuntSendListUser', { token: nobody.token });
    expect(none.data).toEqual({ list: [], total: 0, next_cursor: null, has_more: false });
    expect((await t.call('jobHuntSendListUser', {})).status).toBe(401);
    expect((await t.call('jobHuntSendListUser', { token: seeker.token, query: { status: 'maybe' } })).status).toBe(400);
    expect((await t.call('jobHuntSendListUser', { token: seeker.token, query: { limit: 0 } })).status).toBe(400);
  });

  it('list_company: applications to my positions only, newest first, by position, cursor paging', async () => {
    const all = await t.call<Page>('jobHuntSendListCompany', { token: boss.token });
    expect(all.status).toBe(200);
    expect(all.data.total).toBe(4);
    expect(all.data.list.every((a) => a.job.id === job.id || a.job.id === job2.id)).toBe(true);
    expect(all.data.list.every((a) => a.can.viewed && a.can.interview && a.can.rejected && a.can.hired)).toBe(true);
    const byJob = await t.call<Page>('jobHuntSendListCompany', { token: boss.token, query: { job_id: job.id } });
    expect(byJob.data.total).toBe(3);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const p = await t.call<Page>('jobHuntSendListCompany', { token: boss.token, query: { limit: 1, cursor } });
      expect(p.status).toBe(200);
      expect(p.data.total).toBe(4);
      seen.push(...p.data.list.map((a) => a.id));
      if (!p.data.has_more) break;
      cursor = p.data.next_cursor!;
    }
    expect(seen).toEqual(all.data.list.map((a) => a.id));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const rivals = await t.call<Page>('jobHuntSendListCompany', { token: rival.token });
    expect(rivals.data.list.map((a) => a.job.id)).toEqual([rivalJob.id]);
    const outsider = await t.call<Page>('jobHuntSendListCompany', { token: nobody.token });
    expect(outsider.data.total).toBe(0);
    expect((await t.call('jobHuntSendListCompany', {})).status).toBe(401);
    expect((await t.call('jobHuntSendListCompany', { token: boss.token, query: { cursor: 'abc' } })).status).toBe(400);
  });

  it('list_job: the position’s publisher only', async () => {
    const r = await t.call<Page>('jobHuntSendListJob', { token: boss.token, query: { job_id: job2.id } });
    expect(r.status).toBe(200);
    expect(r.data.list.map((a) => a.resume.id)).toEqual([resume.id]);
    const forbidden = await t.call('jobHuntSendListJob', { token: rival.token, query: { job_id: job2.id }, lang: 'en' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe('You can only see the applications to your own positions');
    expect((await t.call('jobHuntSendListJob', { token: seeker.token, query: { job_id: job2.id } })).status).toBe(403);
    expect((await t.call('jobHuntSendListJob', { token: boss.token, query: { job_id: 99999999 } })).status).toBe(404);
    expect((await t.call('jobHuntSendListJob', { token: boss.token, query: { job_id: company.id } })).status).toBe(404);
    expect((await t.call('jobHuntSendListJob', { token: boss.token })).status).toBe(400);
    expect((await t.call('jobHuntSendListJob', { query: { job_id: job2.id } })).status).toBe(401);
  });
});

describe('jobHuntSend/company/{id}', () => {
  it('the company moves it forward; the applicant is notified each time, in their language', async () => {
    const before = (await w.noticesOf(seeker.id)).length;
    const viewed = await t.call<JobApplication>('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'viewed' } });
    expect(viewed.status).toBe(200);
    expect(viewed.data.status).toBe('viewed');
    expect(viewed.data.can).toEqual({ viewed: false, interview: true, rejected: true, hired: true });
    // The same status again changes nothing and sends nothing.
    const again = await t.call<JobApplication>('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'viewed' } });
    expect(again.status).toBe(200);
    const interview = await t.call<JobApplication>('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'interview' } });
    expect(interview.data.status).toBe('interview');
    const notices = await w.noticesOf(seeker.id);
    expect(notices.length).toBe(before + 2);
    expect(notices[0]).toMatchObject({ kind: 'application', link: '/pagesA/job/delivery-record', ref_type: 'jobApplication' });
    const read = await t.call<{ list: Array<{ id: number; title: string; body: string }> }>('userNoteList', { token: seeker.token });
    const note = read.data.list.find((n) => n.id === notices[0]!.id)!;
    expect(note.title).toBe('投递进度更新');
    expect(note.body).toBe('胡志明华人科技有限公司 邀请您参加「中文翻译 越南语」的面试，请留意对方的联系。');
    const mine = await t.call<Page>('jobHuntSendListUser', { token: seeker.token, query: { job_id: job.id } });
    expect(mine.data.list[0]!.status).toBe('interview');
    const filtered = await t.call<Page>('jobHuntSendListCompany', { token: boss.token, query: { status: 'interview' } });
    expect(filtered.data.list.map((a) => a.id)).toEqual([applicationId]);
  });

  it('never goes back, and a final answer stays', async () => {
    const back = await t.call('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'viewed' }, lang: 'en' });
    expect(back.status).toBe(400);
    expect(back.message).toBe('An application cannot go from “Interview” to “Viewed”');
    expect((await t.call('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'hired' } })).status).toBe(200);
    const after = await t.call('jobHuntSendCompany', { token: boss.token, params: { id: applicationId }, body: { status: 'rejected' }, lang: 'en' });
    expect(after.status).toBe(400);
    expect(after.message).toBe('This application is already “Hired” and cannot change');
    const page = await t.call<Page>('jobHuntSendListCompany', { token: boss.token, query: { status: 'hired' } });
    expect(page.data.list[0]!.can).toEqual({ viewed: false, interview: false, rejected: false, hired: false });
  });

  it('only the position’s company; valid statuses; existing applications', async () => {
    const other = (await t.call<Page>('jobHuntSendListCompany', { token: boss.token, query: { status: 'sent' } })).data.list[0]!;
    const applicantToken = [seeker, seeker2, seeker3].find((s) => s.id === other.applicant.id)!.token;
    const notOwner = await t.call('jobHuntSendCompany', { token: rival.token, params: { id: other.id }, body: { status: 'rejected' }, lang: 'en' });
    expect(notOwner.status).toBe(403);
    expect(notOwner.message).toBe('Only the company that published the position can handle its applications');
    expect((await t.call('jobHuntSendCompany', { token: applicantToken, params: { id: other.id }, body: { status: 'hired' } })).status).toBe(403);
    expect((await t.call('jobHuntSendCompany', { params: { id: other.id }, body: { status: 'rejected' } })).status).toBe(401);
    expect((await t.call('jobHuntSendCompany', { token: boss.token, params: { id: other.id }, body: { status: 'sent' } })).status).toBe(400);
    expect((await t.call('jobHuntSendCompany', { token: boss.token, params: { id: other.id }, body: {} })).status).toBe(400);
    expect((await t.call('jobHuntSendCompany', { token: boss.token, params: { id: 99999999 }, body: { status: 'rejected' } })).status).toBe(404);
    expect((await t.call('jobHuntSendCompany', { token: boss.token, params: { id: 'x' }, body: { status: 'rejected' } })).status).toBe(400);
    const rejected = await t.call<JobApplication>('jobHuntSendCompany', { token: boss.token, params: { id: other.id }, body: { status: 'rejected' } });
    expect(rejected.status).toBe(200);
    const read = await t.call<{ list: Array<{ body: string }> }>('userNoteList', { token: applicantToken });
    expect(read.data.list.map((n) => n.body)).toContain(`很遗憾，胡志明华人科技有限公司 认为您暂不适合「${other.job.title}」职位。`);
    // A position that closes keeps its applications, marked closed.
    await t.call('jobFieldUpdate', { token: boss.token, params: { id: job.id }, body: { status: 'offline' } });
    const mine = await t.call<Page>('jobHuntSendListUser', { token: seeker.token, query: { job_id: job.id } });
    expect(mine.data.list[0]!.job.closed).toBe(true);
    // A closed position takes no applications (checked before the duplicate).
    expect((await t.call('jobSend', { token: seeker3.token, body: { job_id: job.id } })).status).toBe(400);
    expect(resume3.id).toBeGreaterThan(0);
  });
});
