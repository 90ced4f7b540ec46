import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import { normalisePhone } from '../../core/phone.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from '../notices/index.js';
import { jobCompanyHooks } from './company-hooks.js';

/**
 * `GET admin/vn/job/owner`: before adding a job for a caller (`jobAdminSave` with `user_id`, docs/jobs.md), the area
 * admin finds the member by phone — any spelling of the number, as login reads it — and sees the approved company
 * the job would be posted under (the same lookup the owner's own post uses), or that there is none yet.
 */
export function jobAdminOwnerRoute(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'jobAdminOwner', async ({ query, ctx, user }) => {
    const areaId = query.site_area_id ?? ctx.siteAreaId;
    if (!mayActOn(user, areaId)) throw forbidden('listing.other_area');
    const phone = normalisePhone(query.area_code, query.mobile);
    const member = phone
      ? await db.selectFrom('app_user').select(['id', 'nickname', 'avatar']).where('area_code', '=', phone.areaCode).where('mobile', '=', phone.mobile).where('status', '=', 'active').executeTakeFirst()
      : undefined;
    if (!member) throw notFound('job_owner.not_found');
    const companyId = await jobCompanyHooks.companyOf!(db, member.id, areaId);
    const company = companyId ? await db.selectFrom('listing').select(['id', 'title', 'site_area_id']).where('id', '=', companyId).executeTakeFirstOrThrow() : null;
    return { user: member, company };
  });
}
