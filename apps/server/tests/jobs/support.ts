import { LISTING_KINDS, type ListingDetail } from '@haiwai/contracts';
import { validBody } from '../listings/support/generator.js';
import { worldOf, type Who } from '../cars/support.js';
import type { TestApp } from '../support/harness.js';

export type { Who };
export type Detail = ListingDetail & Record<string, unknown>;

/** The cars suite's world (HCMC, admin, photo, companies) plus live jobs and resumes. */
export async function jobsWorld(t: TestApp) {
  const w = await worldOf(t);
  const jobCat = await w.categoryOf('job');
  let n = 0;

  /** A job of `owner`'s company; live (approved) unless `pending`. */
  async function job(owner: Who, opts: { pending?: boolean; title?: string } = {}): Promise<Detail> {
    n += 1;
    const body = { ...validBody(LISTING_KINDS.job, { categories: [jobCat], districts: [], images: [w.image] }, n), district_id: null, ...(opts.title ? { title: opts.title } : {}) };
    const r = await t.call<Detail>('jobSave', { token: owner.token, siteAreaId: w.hcm, body });
    if (r.status !== 200) throw new Error(`jobSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    if (!opts.pending) await w.approve('job', r.data.id);
    return r.data;
  }

  /** A resume of `owner` with name, phone, email and WeChat; live (approved) unless `pending`. */
  async function resume(owner: Who, opts: { pending?: boolean; name?: string } = {}): Promise<Detail> {
    n += 1;
    const body = {
      ...validBody(LISTING_KINDS.jobHunt, { categories: [jobCat], districts: [], images: [w.image] }, n),
      real_name: opts.name ?? `求职者${n}`,
      email: `seeker${n}@example.com`,
      wechat: `wx_seeker_${n}`,
      contact_phone: `+84 90${String(1000000 + n).slice(-7)}`,
    };
    const r = await t.call<Detail>('jobHuntSave', { token: owner.token, siteAreaId: w.hcm, body });
    if (r.status !== 200) throw new Error(`jobHuntSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    if (!opts.pending) await w.approve('jobHunt', r.data.id);
    return r.data;
  }

  /** Notices of a user, newest first. */
  async function noticesOf(userId: number) {
    return t.db.selectFrom('notice').select(['id', 'kind', 'link', 'ref_type', 'ref_id']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  }

  return { ...w, jobCat, job, resume, noticesOf };
}
