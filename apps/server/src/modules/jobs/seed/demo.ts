import type { JobApplicationStatus } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { liveWhere } from '../../listings/index.js';

/**
 * Demo applications and resume unlocks on top of the listing demo (listings/seed/demo.ts): in every area, each live
 * resume has applied to two or three live positions of other people's companies, at every step of the way
 * (sent, viewed, interview, not a fit, hired), with a message now and then; the demo publisher's positions in
 * its home area get the first ones. Each company owner has unlocked a couple of resumes this month.
 *
 * Runs once (marker `seed.jobs-demo`), after the listing demo; with no live positions and resumes yet it writes
 * nothing and tries again next start.
 */
const MARK = 'seed.jobs-demo';
const HOUR = 3_600_000;
const ms = (t: Date | string | number | null): number => (t === null ? 0 : new Date(t).getTime());
const STATUSES: JobApplicationStatus[] = ['sent', 'viewed', 'interview', 'sent', 'rejected', 'viewed', 'hired', 'interview', 'sent'];
const MESSAGES = [
  '您好，我对这个职位很感兴趣，可以随时到岗。',
  '',
  '有相关工作经验，期待进一步沟通。',
  'Hello, I have relevant experience and can start next month.',
  '',
  'Xin chào, tôi có kinh nghiệm phù hợp và mong được trao đổi thêm.',
  '本人中越双语流利，希望能有面试机会。',
];

export async function seedJobsDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;

  const now = new Date();
  const jobs = await db
    .selectFrom('listing as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.user_id', 'l.company_id', 'l.site_area_id', 'l.published_at', 'u.username'])
    .where('l.kind', '=', 'job')
    .where(liveWhere(now))
    .orderBy('l.site_area_id')
    .orderBy('l.id')
    .execute();
  const resumes = await db.selectFrom('listing as l').select(['l.id', 'l.user_id', 'l.site_area_id', 'l.published_at']).where('l.kind', '=', 'jobHunt').where(liveWhere(now)).orderBy('l.site_area_id').orderBy('l.id').execute();
  if (!jobs.length || !resumes.length) return false;

  const applications: Array<{ job_id: number; job_hunt_id: number; applicant_id: number; company_id: number | null; message: string; status: JobApplicationStatus; created_at: Date; updated_at: Date }> = [];
  const unlocks = new Map<string, { user_id: number; job_hunt_id: number; source: 'quota' | 'application'; created_at: Date }>();
  const unlock = (userId: number, resumeId: number, source: 'quota' | 'application', at: Date) => {
    const key = `${userId}:${resumeId}`;
    if (!unlocks.has(key)) unlocks.set(key, { user_id: userId, job_hunt_id: resumeId, source, created_at: at });
  };
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  let n = 0;
  for (const area of new Set(resumes.map((r) => r.site_area_id))) {
    // The demo publisher's positions first, so their applicants screen has people in every step.
    const areaJobs = jobs.filter((j) => j.site_area_id === area).sort((a, b) => Number(b.username === 'publisher') - Number(a.username === 'publisher'));
    const areaResumes = resumes.filter((r) => r.site_area_id === area);
    if (!areaJobs.length) continue;
    for (const [i, r] of areaResumes.entries()) {
      const want = 2 + (i % 2);
      const taken = new Set<number>();
      for (let k = 0; taken.size < want && k < areaJobs.length * 2; k++) {
        const job = areaJobs[(i + k * 5) % areaJobs.length]!;
        if (job.user_id === r.user_id || taken.has(job.id)) continue;
        taken.add(job.id);
        n += 1;
        // Sent after both the position and the resume were published, and before now.
        const earliest = Math.max(ms(job.published_at), ms(r.published_at));
        const sentAt = new Date(earliest + (((n * 37) % 100) / 100) * Math.max(0, now.getTime() - earliest - HOUR));
        const status = STATUSES[n % STATUSES.length]!;
        applications.push({
          job_id: job.id,
          job_hunt_id: r.id,
          applicant_id: r.user_id,
          company_id: job.company_id,
          message: MESSAGES[n % MESSAGES.length]!,
          status,
          created_at: sentAt,
          updated_at: status === 'sent' ? sentAt : new Date(Math.min(now.getTime(), sentAt.getTime() + 20 * HOUR)),
        });
        unlock(job.user_id, r.id, 'application', sentAt);
      }
    }
    // Each company owner has unlocked two resumes from the pool this month.
    for (const owner of new Set(areaJobs.map((j) => j.user_id))) {
      let picked = 0;
      for (const [i, r] of areaResumes.entries()) {
        if (picked >= 2) break;
        if (r.user_id === owner || unlocks.has(`${owner}:${r.id}`) || (i + owner) % 3 !== 0) continue;
        unlock(owner, r.id, 'quota', new Date(Math.min(now.getTime(), Math.max(monthStart, ms(r.published_at), now.getTime() - (i + 1) * 5 * HOUR))));
        picked += 1;
      }
    }
  }

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < applications.length; i += 500) {
      await trx.insertInto('job_application').values(applications.slice(i, i + 500)).onConflict((oc) => oc.columns(['job_id', 'applicant_id']).doNothing()).execute();
    }
    const rows = [...unlocks.values()];
    for (let i = 0; i < rows.length; i += 500) {
      await trx.insertInto('job_hunt_unlock').values(rows.slice(i, i + 500)).onConflict((oc) => oc.columns(['user_id', 'job_hunt_id']).doNothing()).execute();
    }
    await markSeeded(trx, MARK);
  });
  const quota = [...unlocks.values()].filter((u) => u.source === 'quota').length;
  log(`seeded ${applications.length} job applications and ${quota} resume unlocks`);
  return true;
}
