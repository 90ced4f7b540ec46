import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Who follows which company (`company_follow`). Reusable by other modules (the jobs feature's `follow`
 * call): `new CompanyFollows(db).set(userId, companyId, true)`. A company is a `listing` of kind `company`;
 * following needs it live, unfollowing works whatever its state.
 */
export class CompanyFollows {
  constructor(private readonly db: Db) {}

  /** Follows (`follow` true), unfollows (false) or toggles (undefined); returns the new state and count. */
  async set(userId: number, companyId: number, follow?: boolean): Promise<{ followed: boolean; follower_count: number }> {
    const company = await this.db
      .selectFrom('listing')
      .select(['id', 'user_id', 'status', 'deleted_at', 'expires_at'])
      .where('id', '=', companyId)
      .where('kind', '=', 'company')
      .executeTakeFirst();
    if (!company) throw notFound('company.not_found');
    const now = await this.isFollowing(userId, companyId);
    const want = follow ?? !now;
    if (want && !now) {
      const live = !company.deleted_at && company.status === 'online' && (!company.expires_at || new Date(company.expires_at) > new Date());
      if (!live) throw notFound('company.not_found');
      if (company.user_id === userId) throw badRequest('company.follow_own');
      await this.db.insertInto('company_follow').values({ user_id: userId, company_id: companyId }).onConflict((oc) => oc.columns(['user_id', 'company_id']).doNothing()).execute();
    } else if (!want && now) {
      await this.db.deleteFrom('company_follow').where('user_id', '=', userId).where('company_id', '=', companyId).execute();
    }
    return { followed: want, follower_count: await this.count(companyId) };
  }

  async isFollowing(userId: number, companyId: number): Promise<boolean> {
    const row = await this.db.selectFrom('company_follow').select('user_id').where('user_id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
    return Boolean(row);
  }

  async count(companyId: number): Promise<number> {
    const row = await this.db.selectFrom('company_follow').select(sql<string>`count(*)`.as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Companies a user follows, newest follow first (ids). */
  async followedBy(userId: number, limit = 100): Promise<number[]> {
    const rows = await this.db.selectFrom('company_follow').select('company_id').where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map((r) => r.company_id);
  }

  /** Followers of a company (user ids), e.g. to tell them about a new job. */
  async followersOf(companyId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('company_follow').select('user_id').where('company_id', '=', companyId).execute();
    return rows.map((r) => r.user_id);
  }
}
