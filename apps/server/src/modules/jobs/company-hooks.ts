import { sql } from 'kysely';
import type { KindHooks } from '../listings/index.js';

/** Jobs are posted under the publisher's company that passed review: one in the same area first, else the first. */
export const jobCompanyHooks: KindHooks = {
  async companyOf(db, userId, siteAreaId) {
    const row = await db
      .selectFrom('listing')
      .select('id')
      .where('kind', '=', 'company')
      .where('user_id', '=', userId)
      .where('review_status', '=', 'passed')
      .where('deleted_at', 'is', null)
      .orderBy(sql`site_area_id = ${siteAreaId}`, 'desc')
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },
};
