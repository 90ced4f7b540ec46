import type { CarAppointment, JobApplication } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, type Who } from '../cars/support.js';
import { jobsWorld } from '../jobs/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The request workflow (core/workflow) under concurrency, through the two modules on it: moves of one row
 * queue on its lock, capacity rules see the winner, nothing is lost, and every move writes one audit row.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof jobsWorld>>;
let owner: Who;
let boss: Who;

beforeAll(async () => {
  t = await startTestApp();
  w = await jobsWorld(t);
  owner = await t.newUser({ nickname: '车主' });
  boss = await t.newUser({ nickname: '老板' });
  await w.company(boss, '工作流测试公司');
});
afterAll(() => t.close());

const auditOf = (targetType: string, id: number) =>
  t.db.selectFrom('admin_audit').select(['admin_id', 'site_area_id', 'action', 'detail']).where('target_type', '=', targetType).where('target_id', '=', id).orderBy('id').execute();
const detailOf = (d: unknown) => (typeof d === 'string' ? JSON.parse(d) : d) as Record<string, unknown>;

describe('car bookings', () => {
  const book = (who: Who, carId: number, start: number, end: number) =>
    t.call<CarAppointment>('carAppointmentSave', { token: who.token, body: { car_id: carId, start_date: dayFromNow(start), end_date: dayFromNow(end), phone: '+84 909 000 111' } });
  const decide = (who: Who, id: number, status: string, reason?: string) =>
    t.call<CarAppointment>('carAppointmentFieldUpdate', { token: who.token, params: { id }, body: { status, ...(reason ? { reason } : {}) }, lang: 'en' });

  it('two confirmations of overlapping bookings at once: exactly one wins, the other gets the 409 naming its days', async () => {
    const car = await w.car(owner, 'rent');
    const [u1, u2] = [await t.newUser(), await t.newUser()];
    const a = (await book(u1, car.id, 20, 24)).data;
    const b = (await book(u2, car.id, 22, 26)).data;
    const results = await Promise.all([decide(owner, a.id, 'confirmed'), decide(owner, b.id, 'confirmed')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.data;
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.message).toBe(`These days overlap a confirmed rental of this car (${winner.start_date} to ${winner.end_date}); please choose other days`);
    const loserId = winner.id === a.id ? b.id : a.id;
    expect((await t.db.selectFrom('car_appointment').select('status').where('id', '=', loserId).executeTakeFirstOrThrow()).status).toBe('pending');
    // One audit row, for the winner only.
    const rows = await auditOf('carAppointment', winner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: owner.id, site_area_id: w.hcm, action: 'car_appointment.confirmed' });
    expect(detailOf(rows[0]!.detail)).toEqual({ from: 'pending', to: 'confirmed', by: 'owner' });
    expect(await auditOf('carAppointment', loserId)).toHaveLength(0);
  });

  it('every move writes one audit row; a refused move writes none', async () => {
    const car = await w.car(owner, 'rent');
    const booker = await t.newUser();
    const a = (await book(booker, car.id, 40, 42)).data;
    const b = (await book(booker, car.id, 50, 52)).data;
    expect((await decide(owner, a.id, 'confirmed')).status).toBe(200);
    expect((await decide(booker, a.id, 'cancelled')).status).toBe(200);
    expect((await decide(owner, b.id, 'declined', '  保养  ')).status).toBe(200);
    expect((await decide(owner, b.id, 'confirmed')).status).toBe(400);
    expect((await decide(booker, b.id, 'confirmed')).status).toBe(403);
    const ofA = await auditOf('carAppointment', a.id);
    expect(ofA.map((r) => [r.action, r.admin_id])).toEqual([
      ['car_appointment.confirmed', owner.id],
      ['car_appointment.cancelled', booker.id],
    ]);
    expect(detailOf(ofA[1]!.detail)).toEqual({ from: 'confirmed', to: 'cancelled', by: 'asker' });
    const ofB = await auditOf('carAppointment', b.id);
    expect(ofB).toHaveLength(1);
    expect(detailOf(ofB[0]!.detail)).toEqual({ from: 'pending', to: 'declined', by: 'owner', reason: '保养' });
  });
});

describe('job applications', () => {
  const apply = async (jobId: number) => {
    const seeker = await t.newUser();
    await w.resume(seeker);
    const r = await t.call<JobApplication>('jobSend', { token: seeker.token, body: { job_id: jobId } });
    if (r.status !== 200) throw new Error(`jobSend: ${r.status} ${r.message}`);
    return { seeker, id: r.data.id };
  };
  const move = (id: number, status: string) => t.call<JobApplication>('jobHuntSendCompany', { token: boss.token, params: { id }, body: { status }, lang: 'en' });
  const statusOf = async (id: number) => (await t.db.selectFrom('job_application').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const statusNotices = (userId: number) =>
    t.db.selectFrom('notice').select('id').where('user_id', '=', userId).where('kind', '=', 'application').execute();

  it('hired and rejected at once: one answer wins, the other is refused as final; one audit row, one notice', async () => {
    const job = await w.job(boss);
    const { seeker, id } = await apply(job.id);
    const results = await Promise.all([move(id, 'hired'), move(id, 'rejected')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const won = results.find((r) => r.status === 200)!.data.status;
    expect(await statusOf(id)).toBe(won);
    expect(results.find((r) => r.status === 400)!.message).toBe(`This application is already “${won === 'hired' ? 'Hired' : 'Not a fit'}” and cannot change`);
    const rows = await auditOf('jobApplication', id);
    expect(rows.map((r) => r.action)).toEqual([`job_application.${won}`]);
    expect(rows[0]).toMatchObject({ admin_id: boss.id, site_area_id: w.hcm });
    expect(await statusNotices(seeker.id)).toHaveLength(1);
  });

  it('viewed and interview at once: no lost update, the status never goes back; an audit row per move made', async () => {
    const job = await w.job(boss);
    const { seeker, id } = await apply(job.id);
    const results = await Promise.all([move(id, 'viewed'), move(id, 'interview')]);
    const ok = results.filter((r) => r.status === 200).length;
    // viewed then interview: both apply; interview first: viewed is refused (backwards).
    expect(await statusOf(id)).toBe('interview');
    expect(ok === 2 || (ok === 1 && results[0]!.status === 400)).toBe(true);
    const rows = await auditOf('jobApplication', id);
    expect(rows).toHaveLength(ok);
    expect(rows.at(-1)!.action).toBe('job_application.interview');
    expect(await statusNotices(seeker.id)).toHaveLength(ok);
    // Repeating the status changes nothing: no audit row, no notice.
    expect((await move(id, 'interview')).status).toBe(200);
    expect(await auditOf('jobApplication', id)).toHaveLength(ok);
    expect(await statusNotices(seeker.id)).toHaveLength(ok);
  });
});
