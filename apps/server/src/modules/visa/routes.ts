import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import { buyerOf, type Payments } from '../payments/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { VisaApplications } from './applications.js';
import { VisaPackages } from './packages.js';
import { visaTypes } from './types.js';
import { VISA } from '@haiwai/contracts/visa/constants';

/** The visa calls (contracts `visa`, docs/visa.md): thin handlers over the packages and applications. */
export function visaRoutes(app: FastifyInstance, db: Kysely<DB>, deps: { media: PrivateMedia; payments: Payments; areas: SiteAreaDirectory }) {
  const packages = new VisaPackages(db);
  const applications = new VisaApplications(db, deps.media, deps.payments);
  const areaOf = async (siteAreaId: number) => (await deps.areas.current(siteAreaId)).id;

  route(app, 'visaTypeList', async ({ ctx }) => visaTypes(db, await areaOf(ctx.siteAreaId), ctx.lang));
  route(app, 'visaPackageList', async ({ query, ctx, user }) => packages.list(await areaOf(ctx.siteAreaId), query, ctx.lang, user));
  route(app, 'visaPackageInfo', async ({ params, ctx, user }) => packages.info(params.id, ctx.lang, user));
  route(app, 'visaPackageSave', async ({ body, ctx, user }) => packages.save(user, body, ctx.lang));
  route(app, 'visaPackageMine', async ({ query, ctx, user }) => packages.mine(user, query, ctx.lang));
  route(app, 'visaPackageAdminList', async ({ query, ctx, user }) => packages.adminList(user, query, ctx.lang));
  route(app, 'visaPackageAdminReview', async ({ params, body, ctx, user }) => packages.review(user, params.id, body.pass, body.reason, ctx.lang));

  route(
    app,
    'visaUserPackage',
    async ({ body, ctx, user, req }) => {
      // Only the applicant's own private visa files: nobody attaches a file they may not read.
      await deps.media.requireAttachable(user, body.documents.map((d) => d.url), 'visa');
      // The package's area is the order's (its currency); the header's area is only the screen's.
      const pkg = await db.selectFrom('visa_package').select('site_area_id').where('id', '=', body.package_id).executeTakeFirst();
      return deps.payments.place('visa', body, buyerOf(req, user.id, pkg?.site_area_id ?? (await areaOf(ctx.siteAreaId))));
    },
    { rateLimit: { key: ({ user }) => `visa:apply:${user.id}`, window: 3600, max: VISA.perHour, message: 'visa.rate_limit' } },
  );
  route(app, 'visaCustomerList', async ({ query, ctx, user }) => applications.list(user, 'agency', query, ctx.lang));
  route(app, 'visaApplicationMine', async ({ query, ctx, user }) => applications.list(user, 'mine', query, ctx.lang));
  route(app, 'visaApplicationInfo', async ({ params, ctx, user }) => applications.info(user, params.id, ctx.lang));
  route(app, 'visaApplicationMove', async ({ params, body, ctx, user }) => applications.move(user, params.id, body, ctx.lang));
  route(app, 'visaApplicationSupply', async ({ params, body, ctx, user }) => {
    await applications.checkParty(params.id, user);
    await deps.media.requireAttachable(user, body.documents.map((d) => d.url), 'visa');
    return applications.supply(user, params.id, body.documents, ctx.lang);
  });
}
