import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CLUB } from '@haiwai/contracts/clubs/constants';
import { route } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { Clubs } from './clubs.js';
import { ClubEvents } from './events.js';
import { ClubMembers } from './members.js';

/** The club calls (contracts `clubs`, docs/clubs-exhibitions.md): thin handlers over clubs, members and events. */
export function clubRoutes(app: FastifyInstance, db: Kysely<DB>, deps: { areas: SiteAreaDirectory; timers: Timers }) {
  const clubs = new Clubs(db);
  const members = new ClubMembers(db);
  const events = new ClubEvents(db, deps.timers);
  const areaOf = async (siteAreaId: number) => (await deps.areas.current(siteAreaId)).id;

  route(app, 'clubList', async ({ query, ctx, user }) => clubs.list(await areaOf(ctx.siteAreaId), query, user));
  route(app, 'clubInfo', async ({ params, user }) => clubs.info(params.id, user));
  route(app, 'clubSave', async ({ body, ctx, user }) => clubs.save(user, await areaOf(ctx.siteAreaId), body), {
    // Only creating spends the budget; an edit of my club does not.
    rateLimit: { key: ({ user, body }) => (body.id === undefined ? `club:create:${user.id}` : null), window: 86_400, max: CLUB.perDay, message: 'club.rate_limit' },
  });
  route(app, 'clubListUser', async ({ query, user }) => clubs.mine(user, query));
  route(app, 'clubJoin', async ({ params, body, user }) => members.join(user, params.id, body.note));
  route(app, 'clubLeave', async ({ params, ctx, user }) => members.leave(user, params.id, ctx.lang));
  route(app, 'clubMemberList', async ({ query, user }) => members.list(user, query));
  route(app, 'clubMemberMove', async ({ params, body, ctx, user }) => members.answer(user, params.id, body.status, ctx.lang, body.reason));
  route(app, 'clubEventSave', async ({ body, user }) => events.save(user, body));
  route(app, 'clubEventList', async ({ query, user }) => events.list(user, query));
  route(app, 'clubEventSignup', async ({ params, user }) => events.signup(user, params.id));
  route(app, 'clubEventWithdraw', async ({ params, user }) => events.withdraw(user, params.id));
  route(app, 'clubSignupList', async ({ query, user }) => events.signups(user, query));
  route(app, 'clubAdminList', async ({ query, user }) => clubs.adminList(user, query));
  route(app, 'clubAdminReview', async ({ params, body, user }) => clubs.review(user, params.id, body.pass, body.reason));
}
