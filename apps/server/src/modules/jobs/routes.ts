import { EDUCATION_OPTIONS, EXPERIENCE_OPTIONS, LISTING_KINDS, type Lang, type Label } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { SettingsStore } from '../basis/index.js';
import { CompanyFollows } from '../companies/index.js';
import { cardQuery, liveWhere, presentCard, seconds, isLive, loadRow, presentDetail, publisherPage, readPage } from '../listings/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { DEFAULT_UNLOCK_QUOTA, JobApplications, JobHuntUnlocks } from './applications.js';

const APPLICATIONS_PER_HOUR = 30;
export const UNLOCK_QUOTA_SETTING = 'job_hunt_unlock_quota';

const options = (o: Record<string, Label>, lang: Lang) => Object.entries(o).map(([value, label]) => ({ value, label: pick(label, lang) }));

/** The monthly unlock quota: the area's `job_hunt_unlock_quota` (the global row unless the area has its own), default 10. */
export async function unlockQuotaOf(settings: SettingsStore, siteAreaId: number): Promise<number> {
  const v = Number((await settings.forArea(siteAreaId))[UNLOCK_QUOTA_SETTING]);
  return Number.isFinite(v) && v >= 0 ? Math.floor(v) : DEFAULT_UNLOCK_QUOTA;
}

/** Jobs and resumes beyond the listing engine (spec "Jobs"): applications, unlocks, follows, option lists, job lists. */
export function jobRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, unlocks: JobHuntUnlocks) {
  const { db } = deps.database;
  applicationRoutes(app, new JobApplications(db));
  unlockRoutes(app, db, areas, unlocks);
  followRoutes(app, db);
  optionRoutes(app);
  jobListRoutes(app, db, areas);
}

/** Applications: the applicant sends and follows them, the company lists and answers them. */
function applicationRoutes(app: FastifyInstance, applications: JobApplications) {
  route(app, 'jobSend', async ({ body, user }) => applications.send(user, body), {
    rateLimit: { key: ({ user }) => `job:send:${user.id}`, window: 3600, max: APPLICATIONS_PER_HOUR, message: 'job_application.rate_limit' },
  });
  route(app, 'jobHuntSendListUser', async ({ query, user }) => applications.listUser(user, query));
  route(app, 'jobHuntSendListCompany', async ({ query, user }) => applications.listCompany(user, query));
  route(app, 'jobHuntSendListJob', async ({ query, user }) => applications.listJob(user, query));
  route(app, 'jobHuntSendCompany', async ({ params, body, user, ctx }) => applications.decide(user, params.id, body.status, ctx.lang));
}

/** Resume unlocks: a company spends its monthly quota to see a resume's locked fields. */
function unlockRoutes(app: FastifyInstance, db: Kysely<DB>, areas: SiteAreaDirectory, unlocks: JobHuntUnlocks) {
  const settings = new SettingsStore(db);
  const jobHuntDef = LISTING_KINDS.jobHunt;
  route(app, 'jobHuntUnlock', async ({ params, user, ctx }) => {
    const pre = await loadRow(db, jobHuntDef, params.id);
    if (!pre || pre.deleted_at || !isLive(pre.status)) throw notFound('job_hunt.not_found');
    const limit = await unlockQuotaOf(settings, pre.site_area_id);
    const done = await unlocks.unlock(user, params.id, limit);
    const row = (await loadRow(db, jobHuntDef, params.id))!;
    return { ...done, resume: await presentDetail(db, jobHuntDef, row, user, ctx.lang, true) };
  });
  route(app, 'jobHuntUnlockState', async ({ query, user, ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const ids = query.ids ? [...new Set(query.ids.split(',').map(Number))] : [];
    const [quota, unlocked] = await Promise.all([unlockQuotaOf(settings, area.id).then((limit) => unlocks.quota(user.id, limit)), unlocks.unlockedOf(user.id, ids)]);
    return { quota, unlocked };
  });
}

/** Company follows (the companies module's follows: one table for `follow` and `company/follow`). */
function followRoutes(app: FastifyInstance, db: Kysely<DB>) {
  const follows = new CompanyFollows(db);
  route(app, 'follow', async ({ body, user }) => follows.set(user.id, body.company_id, body.follow));
  route(app, 'followList', async ({ user, ctx }) => followedCompanies(db, user.id, ctx.lang));
}

/** The companies a person follows, newest follow first (at most 200), each with its follower and live job counts. */
async function followedCompanies(db: Kysely<DB>, userId: number, lang: Lang) {
  const now = new Date();
  const rows = await cardQuery(db)
    .innerJoin('company_follow as f', 'f.company_id', 'l.id')
    .select('f.created_at as followed_at')
    .where('f.user_id', '=', userId)
    .where('l.kind', '=', 'company')
    .where('l.deleted_at', 'is', null)
    .orderBy('f.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(200)
    .execute();
  const ids = rows.map((r) => r.id);
  const [followers, jobs] = ids.length
    ? await Promise.all([
        db.selectFrom('company_follow').select(['company_id', sql<string>`count(*)`.as('n')]).where('company_id', 'in', ids).groupBy('company_id').execute(),
        db.selectFrom('listing as l').select(['l.company_id', sql<string>`count(*)`.as('n')]).where('l.company_id', 'in', ids).where('l.kind', '=', 'job').where(liveWhere(now)).groupBy('l.company_id').execute(),
      ])
    : [[], []];
  const followerCount = new Map(followers.map((r) => [r.company_id, Number(r.n)]));
  const jobCount = new Map(jobs.map((r) => [r.company_id, Number(r.n)]));
  return {
    list: rows.map((r) => ({
      company: presentCard(LISTING_KINDS.company, r, lang, now),
      follower_count: followerCount.get(r.id) ?? 0,
      job_count: jobCount.get(r.id) ?? 0,
      followed_at: seconds(r.followed_at)!,
    })),
  };
}

/** The option lists of the job and resume forms. */
function optionRoutes(app: FastifyInstance) {
  route(app, 'education', async ({ ctx }) => options(EDUCATION_OPTIONS, ctx.lang));
  route(app, 'experience', async ({ ctx }) => options(EXPERIENCE_OPTIONS, ctx.lang));
}

/** Job lists beyond the engine's: categories with the area's and all areas' counts, the publisher's own jobs, a company's. */
function jobListRoutes(app: FastifyInstance, db: Kysely<DB>, areas: SiteAreaDirectory) {
  const jobDef = LISTING_KINDS.job;
  route(app, 'jobPostAll', async ({ query, ctx }) => {
    const area = await areas.current(query.site_area_id ?? ctx.siteAreaId);
    const now = new Date();
    const rows = await db
      .selectFrom('category_type as c')
      .leftJoin('listing as l', (j) => j.onRef('l.category_id', '=', 'c.id').on(sql<SqlBool>`l.kind = 'job' and ${liveWhere(now)}`))
      .select(['c.id', 'c.names', 'c.icon', 'c.parent_id', sql<string>`count(l.id) filter (where l.site_area_id = ${area.id})`.as('n'), sql<string>`count(l.id)`.as('n_all')])
      .where('c.group_key', '=', jobDef.categoryGroup)
      .where('c.site_area_id', 'in', [0, area.id])
      .groupBy(['c.id', 'c.names', 'c.icon', 'c.parent_id', 'c.sort'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: pick(r.names, ctx.lang), icon: r.icon, parent_id: r.parent_id, count: Number(r.n), count_all: Number(r.n_all) }));
  });

  route(app, 'jobPostMy', async ({ query, user, ctx }) =>
    publisherPage(db, { kind: 'job', ownerId: user.id, mine: true, status: query.status, cursor: query.cursor, limit: query.limit, lang: ctx.lang }),
  );

  route(app, 'jobPostCompany', async ({ query, ctx }) => {
    const company = await companyRow(db, query.company_id);
    if (!company) throw notFound('job_post.company_not_found');
    return readPage(db, {
      where: (at) => [sql<SqlBool>`l.kind = 'job'`, sql<SqlBool>`l.company_id = ${company.id}`, liveWhere(at)],
      sort: 'newest',
      cursor: query.cursor,
      limit: query.limit,
      lang: ctx.lang,
      topsFirst: true,
    });
  });
}

function companyRow(db: Kysely<DB>, id: number) {
  return db.selectFrom('listing').select('id').where('id', '=', id).where('kind', '=', 'company').where('deleted_at', 'is', null).executeTakeFirst();
}
