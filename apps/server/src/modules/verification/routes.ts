import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { businessVerifyOf, licenceReview, sendBusinessVerify } from './licence.js';
import { realNameReview } from './real-name.js';

/**
 * The member's business verification and the console's review details. Decisions go through the console's
 * queue calls (the queues `real_name` and `company_licence`, module.ts), which claim, decide and audit.
 */
export function verificationRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { db } = ctx.database;
  const media = ctx.use('privateMedia');
  route(app, 'businessVerifyGet', async ({ params, user }) => businessVerifyOf(db, media, user, params.id));
  route(app, 'businessVerifyPost', async ({ body, user }) => sendBusinessVerify(db, media, user, body));
  route(app, 'adminRealNameReview', async ({ params, user }) => realNameReview(db, media, user, params.id));
  route(app, 'adminLicenceReview', async ({ params, user }) => licenceReview(db, media, user, params.id));
}
