import { GUIDE } from '@haiwai/contracts/guides/constants';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { likedAs } from '../comments/index.js';
import { buyerOf } from '../payments/index.js';
import { GuideAppointments } from './appointments.js';
import { myProfileId, readProfile, updateProfile } from './profile.js';
import { guideReviews } from './reviews.js';

/**
 * Guides' own calls (docs/guides.md). The profile's list, detail, save, status and the admins' review calls are
 * the listing engine's (kind `guide`); these are what it does not have.
 */
export function guideRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { db } = ctx.database;
  const areas = ctx.use('siteAreas');
  const payments = ctx.use('payments');
  const reviews = ctx.use('commentables').of(guideReviews);
  const appointments = new GuideAppointments(db);
  const areaOf = async (headerArea: number) => (await areas.current(headerArea)).id;

  route(app, 'guideProfile', async ({ params, user }) => readProfile(db, params.id, user));
  route(app, 'guideProfileUpdate', async ({ body, user, ctx: c }) => updateProfile(db, user, await areaOf(c.siteAreaId), body));
  // The listing fee is the merchant-opening fee with target `guide` (docs/vip.md): one order kind, one gate.
  route(app, 'guidePay', async ({ body, user, ctx: c, req }) => {
    const area = await areaOf(c.siteAreaId);
    const id = await myProfileId(db, user, area, body.id);
    return payments.place('open', { listing_id: id }, buyerOf(req, user.id, area));
  });

  route(app, 'guideAppointmentSave', async ({ body, user }) => appointments.save(user, body), {
    rateLimit: { key: ({ user }) => `guide:appointment:${user.id}`, window: 3600, max: GUIDE.perHour, message: 'guide.rate_limit' },
  });
  route(app, 'guideAppointmentListUser', async ({ query, user }) => appointments.list(user, 'user', query));
  route(app, 'guideAppointmentListGuide', async ({ query, user }) => appointments.list(user, 'guide', query));
  route(app, 'guideAppointmentFieldUpdate', async ({ params, body, user }) => appointments.decide(user, params.id, body.status, body.reason));
  route(app, 'appointmentLog', async ({ body, user }) => appointments.log(user, body));

  route(app, 'guideCommentList', async ({ query, user }) => reviews.list(user?.id ?? null, { ...query, target_id: query.guide_id }));
  route(app, 'guideCommentSave', async ({ body: { appointment_id, ...body }, user, ctx: c }) =>
    reviews.save(user.id, { ...body, ticket: body.parent_id === undefined ? appointment_id : undefined, target_id: body.guide_id }, () => areaOf(c.siteAreaId)),
  );
  route(app, 'guideCommentLikeSave', async ({ user, body }) => likedAs('is_like', await reviews.like(user.id, body.id, body.on)));
  route(app, 'guideCommentRemove', async ({ user, params }) => reviews.remove(user, params.id));
}
