import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/deps.js';
import type { Metrics } from '../../core/metrics.js';
import type { PushHub } from '../../core/push/index.js';
import { route } from '../../core/routes.js';
import type { ChatGuard, FindListingCard } from './conversations.js';
import { ChatHub } from './hub.js';
import { groupRoutes } from './groups/routes.js';
import { ChatService } from './service.js';
import type { MessageScreen } from './send.js';
import { chatSocket, type SocketOptions } from './socket.js';

export type { FindListingCard } from './conversations.js';

export interface ChatOptions extends SocketOptions {
  /** Listing (or company) card lookup for "contact the publisher"; the listing engine provides it. */
  findListingCard?: FindListingCard;
  /** Who may write to whom one to one (the relations module refuses across a block). */
  mayMessage?: ChatGuard;
  /** The warning a text carries for its receivers (the trust module's scam screening), or none. */
  screen?: MessageScreen;
}

/** Until a lookup is wired in, no listing is found (contact with a card answers 404). */
export const noListingCards: FindListingCard = async () => null;

/**
 * Chat over HTTP (the calls of `chatApi`) and the socket at /ws; returns the service for other modules. The
 * socket registers authenticated connections in the app's push channel (`deps.push`, started and closed by
 * the composition root), so other modules' pushes reach them too.
 */
export function chatRoutes(app: FastifyInstance, deps: Deps & { push: PushHub; metrics?: Metrics }, opts: ChatOptions = {}) {
  const hub = new ChatHub(deps.push);
  const chat = new ChatService(deps.database.db, hub, deps.limiter, opts.findListingCard ?? noListingCards, opts.mayMessage, deps.metrics, opts.screen);
  chatSocket(app, deps, hub, chat, opts);

  route(app, 'chatConversationList', async ({ user, query, ctx }) => chat.reader.listConversations(user.id, ctx.lang, query.page, query.limit, query.cursor));
  route(app, 'chatConversationInfo', async ({ user, query, ctx }) => chat.reader.conversationInfo(user.id, query.conversation_id, ctx.lang));
  route(app, 'chatHistory', async ({ user, query, ctx }) => chat.reader.history(user.id, query.conversation_id, query.limit, query.before_id, ctx.lang));
  route(app, 'chatSync', async ({ user, query, ctx }) => chat.reader.sync(user.id, query.conversation_id, { seq: query.after_seq, id: query.after_id }, query.limit, ctx.lang));
  route(app, 'chatSend', async ({ user, body, ctx }) => chat.sender.send(user.id, body, ctx.lang));
  route(app, 'chatRead', async ({ user, body }) => chat.readRecall.read(user.id, body.conversation_id, { seq: body.seq, messageId: body.message_id }));
  route(app, 'chatUnreadCount', async ({ user }) => ({ total_unread: await chat.reader.totalUnread(user.id) }));
  route(app, 'chatRecall', async ({ user, body, ctx }) => chat.readRecall.recall(user.id, (body.messageId ?? body.message_id)!, ctx.lang));
  route(app, 'chatCreateSingle', async ({ user, body, ctx }) => chat.conversations.createSingle(user.id, body, ctx.lang));
  route(app, 'chatCreateSingleLegacy', async ({ user, body, ctx }) => chat.conversations.createSingle(user.id, body, ctx.lang));
  route(app, 'chatCreateGroup', async ({ user, body, ctx }) => chat.conversations.createGroup(user.id, body, 2, ctx.lang));
  route(app, 'chatCreateTemp', async ({ user, body, ctx }) => chat.conversations.createTemp(user.id, body, ctx.lang));
  route(app, 'chatAddMembers', async ({ user, body, ctx }) => chat.conversations.addMembers(user.id, body.conversationId, body.memberIds, ctx.lang));
  route(app, 'chatRemoveMembers', async ({ user, body, ctx }) => chat.conversations.removeMembers(user.id, body.conversationId, body.memberIds, ctx.lang));
  route(app, 'chatLeaveGroup', async ({ user, body, ctx }) => chat.conversations.leave(user.id, body.conversationId, ctx.lang));
  route(app, 'chatForward', async ({ user, body, ctx }) => chat.forwarder.forward(user.id, body, ctx.lang));
  route(app, 'chatDeleteMessages', async ({ user, body }) => chat.forMe.deleteMessages(user.id, body.conversation_id, body.message_ids));
  route(app, 'chatDeleteConversation', async ({ user, body }) => chat.forMe.deleteConversation(user.id, body.conversation_id));
  route(app, 'chatSaveDraft', async ({ user, body }) => chat.forMe.saveDraft(user.id, body.conversation_id, body.text));
  route(app, 'chatConversationSettings', async ({ user, body, ctx }) => chat.conversations.settings(user.id, body.conversation_id, body, ctx.lang));
  groupRoutes(app, deps.database.db, chat, hub); // groups that run themselves (docs/chat-groups.md)
  return { chat, hub };
}
