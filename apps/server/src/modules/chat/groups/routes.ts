import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerMessages } from '../../../core/messages.js';
import { route } from '../../../core/routes.js';
import type { DB } from '../../../db/schema.js';
import type { ChatHub } from '../hub.js';
import type { ChatService } from '../service.js';
import { groupMessages } from './messages.js';
import { GroupRunner } from './service.js';

/** The calls of `chatGroupsApi` (docs/chat-groups.md), on chat's service and hub; called once from chat's routes. */
export function groupRoutes(app: FastifyInstance, db: Kysely<DB>, chat: ChatService, hub: ChatHub) {
  registerMessages(groupMessages);
  const groups = new GroupRunner(db, hub, chat);
  route(app, 'chatGroupInfo', async ({ user, query }) => groups.info(user.id, query.conversation_id));
  route(app, 'chatGroupSetRole', async ({ user, body, ctx }) => groups.setRole(user.id, body.conversation_id, body.user_id, body.role, ctx.lang));
  route(app, 'chatGroupTransfer', async ({ user, body, ctx }) => groups.transfer(user.id, body.conversation_id, body.user_id, ctx.lang));
  route(app, 'chatGroupAnnouncement', async ({ user, body, ctx }) => groups.announce(user.id, body.conversation_id, body.text, ctx.lang));
  route(app, 'chatGroupMute', async ({ user, body, ctx }) => groups.mute(user.id, body.conversation_id, body.user_id, body.duration, ctx.lang));
  route(app, 'chatGroupInviteCreate', async ({ user, body }) => groups.createInvite(user.id, body.conversation_id, body.expires, body.approval));
  route(app, 'chatGroupInviteRevoke', async ({ user, body }) => groups.revokeInvite(user.id, body.conversation_id));
  route(app, 'chatGroupInvitePreview', async ({ user, query }) => groups.preview(user?.id ?? null, query.token));
  route(app, 'chatGroupJoin', async ({ user, body, ctx }) => groups.join(user.id, body.token, ctx.lang));
  route(app, 'chatGroupJoinRequests', async ({ user, query }) => groups.requests(user.id, query.conversation_id, query.cursor, query.limit));
  route(app, 'chatGroupJoinDecide', async ({ user, body, ctx }) => groups.decide(user.id, body.request_id, body.approve, ctx.lang));
  route(app, 'chatGroupCandidates', async ({ user, query }) => groups.candidates(user.id, query.conversation_id, query.q, query.cursor, query.limit));
}
