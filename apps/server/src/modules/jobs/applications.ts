import { CODE, JOB_APPLICATION, type JobApplication, type JobApplicationStatus, type Lang, type UnlockQuota } from '@haiwai/contracts';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { idPager } from '../../core/paging/index.js';
import { liveWhere } from '../listings/index.js';
import { NoticeService } from '../notices/index.js';
import type { CountsBalance } from '../promotion/index.js';
import { companySteps, jobApplicationFlow, type Decision } from './application-flow.js';
import { moveApplication } from './application-moves.js';
import { epochSeconds } from '../../core/time.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Where each side follows its applications (web routes). */
export const DELIVERY_COMPANY_PAGE = '/pagesA/job/delivery-company';
export const CREATE_RESUME_PAGE = '/pages/job/edit';

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const live = (r: { status: string; deleted_at: Date | null; expires_at: Date | null }, now = new Date()) =>
  !r.deleted_at && (r.status === 'online' || r.status === 'on-sale') && (!r.expires_at || new Date(r.expires_at) > now);

function baseQuery(db: Db) {
  return db
    .selectFrom('job_application as a')
    .innerJoin('listing as j', 'j.id', 'a.job_id')
    .innerJoin('listing as r', 'r.id', 'a.job_hunt_id')
    .innerJoin('app_user as u', 'u.id', 'a.applicant_id')
    .leftJoin('listing as co', 'co.id', 'a.company_id')
    .select([
      'a.id', 'a.status', 'a.message', 'a.created_at', 'a.updated_at', 'a.job_id', 'a.job_hunt_id', 'a.applicant_id', 'a.company_id',
      'j.title as job_title', 'j.price as job_price', 'j.price_unit as job_price_unit', 'j.currency as job_currency', 'j.attrs as job_attrs',
      'j.status as job_status', 'j.deleted_at as job_deleted_at', 'j.expires_at as job_expires_at', 'j.user_id as job_owner_id', 'j.site_area_id as job_site_area_id',
      'r.title as resume_title', 'r.attrs as resume_attrs', 'r.images as resume_images',
      'u.nickname as applicant_nickname', 'u.avatar as applicant_avatar',
      'co.title as company_title', 'co.images as company_images',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function present(r: Row, viewerId: number, now = new Date()): JobApplication {
  const jobAttrs = json<Record<string, unknown>>(r.job_attrs) ?? {};
  const resumeAttrs = json<Record<string, unknown>>(r.resume_attrs) ?? {};
  const resumeImages = json<string[]>(r.resume_images) ?? [];
  const companyImages = r.company_images ? (json<string[]>(r.company_images) ?? []) : [];
  const isCompany = r.job_owner_id === viewerId;
  const steps = isCompany ? companySteps(r.status) : { viewed: false, interview: false, rejected: false, hired: false };
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
    job: {
      id: r.job_id,
      title: r.job_title,
      price: num(r.job_price),
      price_unit: r.job_price_unit,
      currency: r.job_currency,
      salary_max: num(jobAttrs.salary_max),
      status: r.job_status,
      closed: !live({ status: r.job_status, deleted_at: r.job_deleted_at, expires_at: r.job_expires_at }, now),
    },
    company: r.company_id ? { id: r.company_id, title: r.company_title ?? '', cover: companyImages[0] ?? null } : null,
    resume: {
      id: r.job_hunt_id,
      title: r.resume_title,
      // The applicant's own name, or one the application unlocked for the company.
      real_name: str(resumeAttrs.real_name),
      gender: str(resumeAttrs.gender),
      age: num(resumeAttrs.age),
      education: str(resumeAttrs.education),
      experience: str(resumeAttrs.experience),
      cover: resumeImages[0] ?? null,
    },
    applicant: { id: r.applicant_id, nickname: r.applicant_nickname, avatar: r.applicant_avatar },
    can: steps,
  };
}

/** Applications I sent, and those my positions received: two lists, each with its own cursors. */
const sentPages = idPager('job_application.sent');
const receivedPages = idPager('job_application.received');

export interface PageQuery {
  cursor?: string;
  limit: number;
  status?: JobApplicationStatus;
  job_id?: number;
}

/**
 * Applications: sending one, each side's lists and the company's decisions. Every change the other side must
 * hear about sends its notice in the same transaction, so a notice exists exactly when the change does.
 */
export class JobApplications {
  constructor(private readonly db: Kysely<DB>) {}

  async send(user: AuthUser, body: { job_id: number; job_hunt_id?: number; message?: string }): Promise<JobApplication> {
    const now = new Date();
    const id = await this.db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom('listing')
        .select(['id', 'user_id', 'company_id', 'title', 'status', 'deleted_at', 'expires_at', 'site_area_id'])
        .where('id', '=', body.job_id)
        .where('kind', '=', 'job')
        .forUpdate()
        .executeTakeFirst();
      if (!job || job.deleted_at) throw notFound('job_application.job_not_found');
      if (job.user_id === user.id) throw badRequest('job_application.own_job');
      if (!live(job, now)) throw badRequest('job_application.job_closed');

      const resumeId = await this.resumeOf(trx, user.id, body.job_hunt_id, now);
      const inserted = await trx
        .insertInto('job_application')
        .values({ job_id: job.id, job_hunt_id: resumeId, applicant_id: user.id, company_id: job.company_id, message: body.message?.trim() ?? '', status: jobApplicationFlow.initial })
        .onConflict((oc) => oc.columns(['job_id', 'applicant_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw conflict('job_application.duplicate');
      // The company that received it sees the resume's contact.
      await trx.insertInto('job_hunt_unlock').values({ user_id: job.user_id, job_hunt_id: resumeId, source: 'application' }).onConflict((oc) => oc.columns(['user_id', 'job_hunt_id']).doNothing()).execute();
      const me = await trx.selectFrom('app_user').select('nickname').where('id', '=', user.id).executeTakeFirstOrThrow();
      const message = body.message?.trim();
      await new NoticeService(trx).notify(job.user_id, {
        kind: 'application',
        title: { key: 'notice.job_application.new.title' },
        body: message
          ? { key: 'notice.job_application.new.body_message', params: { name: me.nickname, title: job.title, message: message.length > 120 ? `${message.slice(0, 120)}…` : message } }
          : { key: 'notice.job_application.new.body', params: { name: me.nickname, title: job.title } },
        link: `${DELIVERY_COMPANY_PAGE}?job_id=${job.id}`,
        refType: 'jobApplication',
        refId: inserted.id,
        siteAreaId: job.site_area_id,
      });
      return inserted.id;
    });
    return this.one(id, user.id);
  }

  /** The resume an application sends: the one asked for (mine, live), or my newest live one. */
  private async resumeOf(db: Db, userId: number, asked: number | undefined, now: Date): Promise<number> {
    const mine = db.selectFrom('listing').select(['id', 'status', 'deleted_at', 'expires_at']).where('kind', '=', 'jobHunt').where('user_id', '=', userId).where('deleted_at', 'is', null);
    if (asked) {
      const r = await mine.where('id', '=', asked).executeTakeFirst();
      if (!r) throw notFound('job_application.resume_not_found');
      if (!live(r, now)) throw badRequest('job_application.resume_not_live');
      return r.id;
    }
    const all = await mine.orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
    const usable = all.find((r) => live(r, now));
    if (usable) return usable.id;
    if (all.length) throw badRequest('job_application.resume_not_live');
    throw badRequest('job_application.no_resume', undefined, { create_path: CREATE_RESUME_PAGE });
  }

  async one(id: number, viewerId: number): Promise<JobApplication> {
    const row = await baseQuery(this.db).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('job_application.not_found');
    return present(row, viewerId);
  }

  /** One page, newest first; `where` picks the rows (the caller's side), `pager` is that side's list. */
  async page(viewerId: number, pager: ReturnType<typeof idPager>, where: Expression<SqlBool>[], q: PageQuery) {
    const after = pager.after(q.cursor, 'a.id');
    const conds = [...where];
    if (q.status) conds.push(sql<SqlBool>`a.status = ${q.status}`);
    if (q.job_id) conds.push(sql<SqlBool>`a.job_id = ${q.job_id}`);
    const all = sql<SqlBool>`${sql.join(conds, sql` and `)}`;
    const totalRow = await this.db
      .selectFrom('job_application as a')
      .innerJoin('listing as j', 'j.id', 'a.job_id')
      .select(sql<string>`count(*)`.as('n'))
      .where(all)
      .executeTakeFirstOrThrow();
    let rows = baseQuery(this.db).where(all);
    if (after) rows = rows.where(after);
    const page = pager.take(await rows.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    const now = new Date();
    return { list: page.rows.map((r) => present(r, viewerId, now)), total: Number(totalRow.n), next_cursor: page.next_cursor, has_more: page.has_more };
  }

  listUser(user: AuthUser, q: PageQuery) {
    return this.page(user.id, sentPages, [sql<SqlBool>`a.applicant_id = ${user.id}`], q);
  }

  listCompany(user: AuthUser, q: PageQuery) {
    return this.page(user.id, receivedPages, [sql<SqlBool>`j.user_id = ${user.id}`], q);
  }

  async listJob(user: AuthUser, q: PageQuery & { job_id: number }) {
    const job = await this.db.selectFrom('listing').select(['id', 'user_id', 'deleted_at']).where('id', '=', q.job_id).where('kind', '=', 'job').executeTakeFirst();
    if (!job || job.deleted_at) throw notFound('job_application.job_not_found');
    if (job.user_id !== user.id) throw forbidden('job_post.not_owner');
    return this.page(user.id, receivedPages, [sql<SqlBool>`j.user_id = ${user.id}`], q);
  }

  /** The company moves an application forward (or answers it): a move of the application workflow (application-moves.ts). */
  async decide(user: AuthUser, id: number, status: Decision, lang: Lang): Promise<JobApplication> {
    await this.db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('job_application as a')
        .innerJoin('listing as j', 'j.id', 'a.job_id')
        .select(['a.applicant_id', 'j.user_id as owner_id'])
        .where('a.id', '=', id)
        .executeTakeFirst();
      if (!head) throw notFound('job_application.not_found');
      if (head.owner_id !== user.id) throw forbidden('job_application.not_company');
      await moveApplication(trx, id, { role: 'owner', userId: user.id }, status, lang);
    });
    return this.one(id, user.id);
  }
}

/** The start of this calendar month and of the next (UTC): the quota's window. */
export function quotaWindow(now = new Date()): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** A resume's locked fields open to `userId`: an unlock of theirs, or the resume was sent to one of their positions. */
export async function hasUnlocked(db: Db, userId: number, jobHuntId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(db.selectFrom('job_hunt_unlock').select('user_id').where('user_id', '=', userId).where('job_hunt_id', '=', jobHuntId)).as('unlocked'),
      eb.exists(db.selectFrom('job_application as a').innerJoin('listing as j', 'j.id', 'a.job_id').select('a.id').where('a.job_hunt_id', '=', jobHuntId).where('j.user_id', '=', userId)).as('applied'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.unlocked) || Boolean(row.applied);
}

/**
 * Resume unlocks: an entitlement per viewer and resume. Each account has a free monthly quota (setting
 * `job_hunt_unlock_quota`), then the views it bought (docs/promotion.md §2); a resume sent to the caller's
 * position is open without using either.
 */
export class JobHuntUnlocks {
  constructor(
    private readonly db: Kysely<DB>,
    /** The promotion module's counts balance (`uses: countsBalance`), spent once the quota is. */
    private readonly balance: CountsBalance,
  ) {}

  async quota(userId: number, limit: number, db: Db = this.db, now = new Date()): Promise<UnlockQuota> {
    const { from, to } = quotaWindow(now);
    const row = await db
      .selectFrom('job_hunt_unlock')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('source', '=', 'quota')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    const used = Number(row.n);
    const { views } = await this.balance.read(userId, db);
    return { limit, used, remaining: Math.max(0, limit - used), resets_at: epochSeconds(to), balance: views };
  }

  async unlockedOf(userId: number, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('listing as l')
      .select('l.id')
      .where('l.id', 'in', ids)
      .where('l.kind', '=', 'jobHunt')
      .where((eb) =>
        eb.or([
          eb('l.user_id', '=', userId),
          eb.exists(eb.selectFrom('job_hunt_unlock as u').select('u.user_id').where('u.user_id', '=', userId).whereRef('u.job_hunt_id', '=', 'l.id')),
          eb.exists(eb.selectFrom('job_application as a').innerJoin('listing as j', 'j.id', 'a.job_id').select('a.id').whereRef('a.job_hunt_id', '=', 'l.id').where('j.user_id', '=', userId)),
        ]),
      )
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Unlocks a live resume for `user`. Free when already open (idempotent) or when it was sent to one of the
   * caller's positions; otherwise one of this month's quota, then one paid view, refused with the numbers when
   * neither is left. The caller's account row is locked while counting, so two taps at once cannot both take the last one.
   */
  async unlock(user: AuthUser, jobHuntId: number, limit: number): Promise<{ source: 'quota' | 'application' | 'balance'; charged: boolean; quota: UnlockQuota }> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const resume = await trx
        .selectFrom('listing as l')
        .select(['l.id', 'l.user_id'])
        .where('l.id', '=', jobHuntId)
        .where('l.kind', '=', 'jobHunt')
        .where(liveWhere(now))
        .executeTakeFirst();
      if (!resume) throw notFound('job_hunt.not_found');
      if (resume.user_id === user.id) throw badRequest('job_hunt.unlock_own');
      await trx.selectFrom('app_user').select('id').where('id', '=', user.id).forUpdate().execute();
      const existing = await trx.selectFrom('job_hunt_unlock').select('source').where('user_id', '=', user.id).where('job_hunt_id', '=', jobHuntId).executeTakeFirst();
      if (existing) return { source: existing.source, charged: false, quota: await this.quota(user.id, limit, trx, now) };
      const applied = await trx
        .selectFrom('job_application as a')
        .innerJoin('listing as j', 'j.id', 'a.job_id')
        .select('a.id')
        .where('a.job_hunt_id', '=', jobHuntId)
        .where('j.user_id', '=', user.id)
        .executeTakeFirst();
      if (applied) {
        await trx.insertInto('job_hunt_unlock').values({ user_id: user.id, job_hunt_id: jobHuntId, source: 'application' }).execute();
        return { source: 'application' as const, charged: false, quota: await this.quota(user.id, limit, trx, now) };
      }
      const quota = await this.quota(user.id, limit, trx, now);
      if (quota.remaining <= 0) {
        const left = await this.balance.spendOne(trx, user.id, 'views', { refType: 'jobHunt', refId: jobHuntId });
        if (left !== null) {
          await trx.insertInto('job_hunt_unlock').values({ user_id: user.id, job_hunt_id: jobHuntId, source: 'balance' }).execute();
          return { source: 'balance' as const, charged: true, quota: { ...quota, balance: left } };
        }
        const resets = new Date(quota.resets_at * 1000).toISOString().slice(0, 10);
        throw new AppError(CODE.FORBIDDEN, 'job_hunt.quota_exhausted', { used: quota.used, limit: quota.limit, resets }, { quota });
      }
      await trx.insertInto('job_hunt_unlock').values({ user_id: user.id, job_hunt_id: jobHuntId, source: 'quota' }).execute();
      return { source: 'quota' as const, charged: true, quota: { ...quota, used: quota.used + 1, remaining: quota.remaining - 1 } };
    });
  }
}

export const DEFAULT_UNLOCK_QUOTA = JOB_APPLICATION.defaultUnlockQuota;
