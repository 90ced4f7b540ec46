import { COMPANY_PAGE, LISTING_KINDS, isListingKind, type Lang } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Deps } from '../../core/deps.js';
import { forbidden, notFound } from '../../core/errors.js';
import { route, type Call } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { cardQuery, liveWhere, presentCard, isLive, loadRow, presentDetail, visibleTo, countView } from '../listings/index.js';
import type { BusinessVerification } from '../verification/index.js';
import { CompanyFollows } from './follows.js';

const NOT_COMPANY_OR_JOB = sql<SqlBool>`l.kind not in ('company','job')`;

/** Live cards (newest first, at most `limit`) and how many there are, in one query. */
async function cardsWithTotal(db: Kysely<DB>, where: ReturnType<typeof sql<SqlBool>>, limit: number, lang: Lang) {
  const now = new Date();
  const rows = await cardQuery(db)
    .select(sql<string>`count(*) over ()`.as('total_n'))
    .where(where)
    .where(liveWhere(now))
    .orderBy('l.published_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return {
    list: rows.map((r) => presentCard(isListingKind(r.kind) ? LISTING_KINDS[r.kind] : undefined, r, lang, now)),
    total: rows.length ? Number(rows[0]!.total_n) : 0,
  };
}

/** Live and all (not deleted) counts of the rows `where` picks. */
async function counts(db: Kysely<DB>, where: ReturnType<typeof sql<SqlBool>>) {
  const now = new Date();
  const row = await db
    .selectFrom('listing as l')
    .select([sql<string>`count(*) filter (where ${liveWhere(now)})`.as('live'), sql<string>`count(*)`.as('total')])
    .where(where)
    .where('l.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { live: Number(row.live), total: Number(row.total) };
}

/**
 * Companies and the yellow pages beyond the engine: follows, a company's page, the owners' views, and a
 * second-hand seller's profile.
 */
export function companyRoutes(app: FastifyInstance, deps: Deps, marks: BusinessVerification) {
  const { db } = deps.database;
  const follows = new CompanyFollows(db);
  const companyDef = LISTING_KINDS.company;
  const ypDef = LISTING_KINDS.yp;

  route(app, 'companyFollow', async ({ body, user }) => follows.set(user.id, body.company_id, body.follow));

  route(app, 'companyPage', async ({ params, ctx, user, req }) => {
    const row = await loadRow(db, companyDef, params.id);
    if (!row || !visibleTo(row, user)) throw notFound('company.not_found');
    // The engine's view count: a page view and a detail view of one visit count once.
    if (!row.deleted_at && isLive(row.status)) await countView(db, deps.limiter, row, { user, ip: req.ip });
    const [company, jobs, listings, followerCount, following, verified] = await Promise.all([
      presentDetail(db, companyDef, row, user, ctx.lang),
      cardsWithTotal(db, sql<SqlBool>`l.company_id = ${row.id} and l.kind = 'job'`, COMPANY_PAGE.jobs, ctx.lang),
      cardsWithTotal(db, sql<SqlBool>`l.user_id = ${row.user_id} and ${NOT_COMPANY_OR_JOB}`, COMPANY_PAGE.listings, ctx.lang),
      follows.count(row.id),
      user ? follows.isFollowing(user.id, row.id) : Promise.resolve(false),
      marks.verifiedCompanies([row.id]),
    ]);
    return {
      company,
      jobs: jobs.list,
      jobs_total: jobs.total,
      listings: listings.list,
      listings_total: listings.total,
      follower_count: followerCount,
      is_following: following,
      verified: verified.has(row.id),
    };
  });

  route(app, 'userCompanyInfo', async ({ params, ctx, user }) => {
    const row = await loadRow(db, companyDef, params.id);
    if (!row || row.deleted_at) throw notFound('company.not_found');
    if (row.user_id !== user.id) throw forbidden('company.not_owner');
    const [company, jobs, listings, followerCount] = await Promise.all([
      presentDetail(db, companyDef, row, user, ctx.lang),
      counts(db, sql<SqlBool>`l.company_id = ${row.id} and l.kind = 'job'`),
      counts(db, sql<SqlBool>`l.user_id = ${row.user_id} and ${NOT_COMPANY_OR_JOB}`),
      follows.count(row.id),
    ]);
    return { company, jobs, listings, follower_count: followerCount };
  });

  // The owner's view of a directory entry, at `/yp/info_user/{id}` and (the spec's spelling) `/yp/info_user?id=`.
  const ypOwnerView = async (id: number, { ctx, user }: Pick<Call<'ypInfoUser'>, 'ctx' | 'user'>) => {
    const row = await loadRow(db, ypDef, id);
    if (!row || row.deleted_at) throw notFound('yp.not_found');
    if (row.user_id !== user.id) throw forbidden('yp.not_owner');
    const entry = await presentDetail(db, ypDef, row, user, ctx.lang);
    return { entry, view_count: row.view_count, collect_count: row.collect_count };
  };
  route(app, 'ypInfoUser', ({ params, ...call }) => ypOwnerView(params.id, call));
  route(app, 'ypInfoUserByQuery', ({ query, ...call }) => ypOwnerView(query.id, call));

  route(app, 'shGoodsFindUser', async ({ query }) => {
    const u = await db.selectFrom('app_user').select(['id', 'nickname', 'avatar', 'bio', 'status', 'created_at']).where('id', '=', query.user_id).executeTakeFirst();
    if (!u || u.status !== 'active') throw notFound('seller.not_found');
    const now = new Date();
    const row = await db
      .selectFrom('listing as l')
      .select([sql<string>`count(*) filter (where ${liveWhere(now)})`.as('on_sale'), sql<string>`count(*) filter (where l.status = 'sold')`.as('sold')])
      .where('l.user_id', '=', u.id)
      .where('l.kind', '=', 'shGoods')
      .where('l.deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      user: { id: u.id, nickname: u.nickname, avatar: u.avatar, bio: u.bio, joined_at: Math.floor(new Date(u.created_at).getTime() / 1000) },
      on_sale: Number(row.on_sale),
      sold: Number(row.sold),
    };
  });
}
