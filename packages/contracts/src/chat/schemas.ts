import { z } from 'zod';
import { cursorParam } from '../envelope.js';
import { idSchema, int4Schema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import { CHAT, CHAT_MESSAGE_TYPES } from './constants.js';
import { CHAT_WARNINGS } from '../trust/constants.js';
import { trustTiers } from '../trust/tiers.js';

/**
 * Chat: conversations, messages and the socket protocol (docs/chat.md). The HTTP calls are spread into
 * the one API table (`api.ts`); the socket frames are described here too so the web client and the
 * server parse the same shapes.
 */

// ---------------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------------

/** A listing card carried by a `card` message (looked up on the server, never taken from the client). */
export const chatCard = z.object({
  kind: z.string(),
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  price: z.union([z.number(), z.string()]).nullable(),
  currency: z.string().nullable(),
  /** The price's unit (`month`, `day`; `total` or none for a one-off price); missing on cards sent before it was added. */
  price_unit: z.string().nullable().optional(),
  user_id: z.number().int(),
});
export type ChatCard = z.infer<typeof chatCard>;

/** What the client asks for: the listing (or company) to open a chat about. */
export const chatCardRef = z.object({ kind: z.string().trim().min(1).max(32), id: idSchema });
export type ChatCardRef = z.infer<typeof chatCardRef>;

/**
 * The message a reply answers, as it was when the reply was sent (built on the server): its sender, type and a short
 * excerpt (60 characters of a text, a file's name, a card's title, a voice message's duration). `recalled`: the
 * original has been recalled since (the excerpt is then empty); readers resolve it when they read the reply.
 */
export const chatQuote = z.object({
  message_id: z.number().int(),
  seq: z.number().int(),
  sender_id: z.number().int(),
  nickname: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  text: z.string().optional(),
  name: z.string().optional(),
  duration: z.number().optional(),
  recalled: z.boolean().optional(),
});
export type ChatQuote = z.infer<typeof chatQuote>;

/**
 * Message content: `text` for text messages (and the localized "recalled" text of recalled ones), `url`
 * (a `/api/media/{hash}` of an upload) for media, with optional metadata, `card` for card messages.
 */
export const chatContent = z.object({
  text: z.string().optional(),
  url: z.string().optional(),
  name: z.string().optional(),
  size: z.number().int().optional(),
  mime: z.string().optional(),
  duration: z.number().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  card: chatCard.optional(),
  /** A reply: the message it answers (docs/chat.md, "Replies, forwards, mentions"). */
  quote: chatQuote.optional(),
  /** Passed on from another conversation (`/message/forward`). */
  forwarded: z.boolean().optional(),
  /** Group members mentioned by the text (`@name`), and `@all` (owners and admins only). */
  mentions: z.array(z.number().int()).optional(),
  mention_all: z.boolean().optional(),
});
export type ChatContent = z.infer<typeof chatContent>;

export const chatMessage = z.object({
  message_id: z.number().int(),
  /** Same as message_id. */
  id: z.number().int(),
  conversation_id: z.number().int(),
  conversation_type: z.number().int(),
  /** Increases by one per message within the conversation; gaps never occur. */
  seq: z.number().int(),
  sender_id: z.number().int(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: chatContent,
  /** Unix seconds. */
  timestamp: z.number().int(),
  /** The sender's temporary id (echoed so the sender can match its local copy); null for others' messages. */
  temp_id: z.string().nullable(),
  recalled: z.boolean(),
  /** The viewer's unread count of this conversation (pushes: right after this message arrived). */
  unread_count: z.number().int(),
  /** Sender's display name and avatar. */
  account: z.string(),
  nickname: z.string(),
  user_avatar: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Members (other than the sender) who have read it. */
  read_by: z.array(z.number().int()),
  /** Every other current member has read it (for single chats: the other user read it). */
  is_read: z.boolean(),
  /**
   * For its receivers only (docs/trust.md): 'scam' when a new or unverified sender's text looks like moving off the
   * platform or paying outside it; the receiver sees a warning linking to the safety page. Absent otherwise (null in
   * its sender's own pushes of such a message).
   */
  warning: z.enum(CHAT_WARNINGS).nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** Display name (the spec's client calls it username). */
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'member']),
  /** Unix seconds. */
  joined_at: z.number().int(),
});
export type ConversationMember = z.infer<typeof conversationMember>;

export const conversation = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** 1 single, 2 group, 3 temporary (customer service and the like); anything but 1 is shown as a group. */
  type: z.number().int(),
  /** Single: the other user's name; group: the group name. */
  name: z.string(),
  avatar: z.string().nullable(),
  /** Single: the other user's display name; group: the group name. */
  account: z.string(),
  creator_id: z.number().int(),
  /** The group owner (single chats: the creator). */
  owner_id: z.number().int(),
  /** Unix seconds. update_time is the last activity (last message or change). */
  create_time: z.number().int(),
  update_time: z.number().int(),
  is_top: z.number().int(),
  is_mute: z.number().int(),
  /** The viewer's own switch "translate incoming messages into my language" (0/1), the same on all their devices (docs/translation.md). */
  auto_translate: z.number().int(),
  last_message: chatMessage.nullable(),
  unread_count: z.number().int(),
  other_user_id: z.number().int().nullable(),
  /** Single: the other user is a VIP member now (docs/vip.md): the room's header shows a small badge. */
  other_is_vip: z.boolean().optional(),
  /** Single: the other user's trust tiers (docs/trust.md), shown in the room's header. */
  other_tiers: trustTiers.optional(),
  /** Seq of the newest message (0 when empty): a client whose own newest seq is lower has a gap to fetch. */
  last_seq: z.number().int(),
  /** The viewer's read mark. */
  last_read_seq: z.number().int(),
  member_count: z.number().int(),
  /** Single: the other user. Group/temporary: every member in `conversationInfo`, empty in lists. */
  members: z.array(conversationMember),
  /** An unread message mentions the viewer (`me`) or everyone (`all`); null once read past it. */
  mention: z.enum(['me', 'all']).nullable().optional(),
  /** The viewer's unsent text, saved from any of their devices (`/conversation/draft`); null when none. */
  draft: z.object({ text: z.string(), update_time: z.number().int() }).nullable().optional(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationList = z.object({
  list: z.array(conversation),
  total: z.number().int(),
  /** Sum of unread counts over the viewer's conversations (muted ones included). */
  total_unread: z.number().int(),
  /** The next page (keyset: pass it as `cursor`); null at the end. */
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});

export const messageHistory = z.object({
  messages: z.array(chatMessage),
  total: z.number().int(),
  has_more: z.boolean(),
});

export const messageSync = z.object({
  conversation_id: z.number().int(),
  messages: z.array(chatMessage),
  /** More than `limit` messages were newer: call again with the last seq. */
  has_more: z.boolean(),
  last_seq: z.number().int(),
  /** Every current member's read position, so read receipts missed while offline catch up with the messages. */
  read_marks: z.array(z.object({ user_id: z.number().int(), last_read_seq: z.number().int() })),
});

export const readMark = z.object({
  conversation_id: z.number().int(),
  user_id: z.number().int(),
  last_read_seq: z.number().int(),
  unread_count: z.number().int(),
  total_unread: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------
// HTTP inputs
// ---------------------------------------------------------------------------------------------------

const id = idSchema;
/** A message sequence number (an `integer` column). */
const seq = int4Schema;
const memberIds = z.array(idSchema).min(1).max(CHAT.maxGroupMembers);
export const chatTempId = z.string().regex(CHAT.tempIdPattern, 'temp_id');

/**
 * A message to send. `type` is free text: unknown types are stored as text (content.text required).
 * `content` is checked per type on the server (text length, media URL, size and mime).
 */
export const chatSendInput = z
  .object({
    conversation_id: id.optional(),
    /** Without conversation_id: the single conversation with this user (created when needed). */
    other_user_id: id.optional(),
    type: z.string().trim().min(1).max(16).default('text'),
    content: z.record(z.string(), z.unknown()),
    temp_id: chatTempId.optional(),
    /** A reply: the message of this conversation it answers (needs conversation_id). */
    reply_to: id.optional(),
    /** Group members the text mentions, and `@all` (owners and admins); text messages of groups only. */
    mentions: z.array(id).max(CHAT.maxMentions).optional(),
    mention_all: z.boolean().optional(),
    /** The sender had a saved draft in this conversation: it is cleared with the send (on all their devices). */
    clear_draft: z.boolean().optional(),
  })
  .refine((v) => v.conversation_id !== undefined || v.other_user_id !== undefined, { message: 'conversation_required', path: ['conversation_id'] })
  .refine((v) => v.reply_to === undefined || v.conversation_id !== undefined, { message: 'conversation_required', path: ['conversation_id'] });
export type ChatSendInput = z.input<typeof chatSendInput>;

export const createSingleInput = z
  .object({
    target_id: id.optional(),
    /** Alias of target_id. */
    user_id: id.optional(),
    /** Contact from a listing: its card is sent as the first message (once per conversation and listing). */
    card: chatCardRef.optional(),
  })
  .refine((v) => v.target_id !== undefined || v.user_id !== undefined || v.card !== undefined, { message: 'target_required', path: ['target_id'] });

const groupName = z.string().trim().min(1).max(CHAT.maxGroupNameLength);
const avatar = storedUrlSchema;

// ---------------------------------------------------------------------------------------------------
// The HTTP calls (spread into `api` in api.ts)
// ---------------------------------------------------------------------------------------------------

const okTrue = z.object({ ok: z.literal(true) });

/**
 * Forward: the messages (in the order of the conversation they come from) to each target. The per-target temp ids are
 * derived from `temp_id` (`<temp_id>:<target>:<n>`), so a retried forward stores nothing twice.
 */
export const chatForwardInput = z.object({
  message_ids: z.array(id).min(1).max(CHAT.maxForwardMessages),
  conversation_ids: z.array(id).min(1).max(CHAT.maxForwardTargets),
  temp_id: z.string().regex(CHAT.forwardTempIdPattern, 'temp_id'),
});
export const chatForwardResult = z.object({
  results: z.array(
    z.object({
      conversation_id: z.number().int(),
      /** 200: sent; otherwise why this target refused (403 not a member or blocked, 429 too fast). */
      code: z.number().int(),
      message: z.string(),
      messages: z.array(chatMessage),
    }),
  ),
});
/** What a "delete for me" hid (also the `message_hidden` push to the member's devices). */
export const messageHiddenData = z.object({ conversation_id: z.number().int(), message_ids: z.array(z.number().int()) });
/** A conversation deleted for me (also the `conversation_hidden` push): hidden up to `last_seq`. */
export const conversationHiddenData = z.object({ conversation_id: z.number().int(), last_seq: z.number().int(), total_unread: z.number().int() });
/** My draft of a conversation (also the `draft_updated` push); null text when cleared. */
export const draftData = z.object({ conversation_id: z.number().int(), draft: z.object({ text: z.string(), update_time: z.number().int() }).nullable() });

export const chatApi = {
  chatConversationList: route({ method: 'GET', path: '/message/conversation/list', access: 'user', quiet: true, tag: 'chat', summary: 'My conversations: pinned first, then by last activity', query: z.object({ page: z.coerce.number().int().min(1).max(10000).default(1), limit: z.coerce.number().int().min(1).max(100).default(50), cursor: cursorParam }), data: conversationList }),
  chatHistory: route({ method: 'GET', path: '/message/history', access: 'user', quiet: true, tag: 'chat', summary: 'Messages of a conversation, oldest first, ending before before_id (default: the newest)', query: z.object({ conversation_id: id, limit: z.coerce.number().int().min(1).max(CHAT.historyMaxLimit).default(CHAT.historyDefaultLimit), before_id: id.optional() }), data: messageHistory }),
  chatSync: route({ method: 'GET', path: '/message/sync', access: 'user', tag: 'chat', summary: 'Catch up: messages after a seq (or after a message id), oldest first', query: z.object({ conversation_id: id, after_seq: seq.optional(), after_id: id.optional(), limit: z.coerce.number().int().min(1).max(CHAT.syncMaxLimit).default(100) }), data: messageSync }),
  chatSend: route({ method: 'POST', path: '/message/send', access: 'user', quiet: true, errors: [409, 429], tag: 'chat', summary: 'Send a message (idempotent by temp_id per sender)', body: chatSendInput, data: chatMessage }),
  chatRead: route({ method: 'POST', path: '/message/read', access: 'user', tag: 'chat', summary: 'Mark read up to a seq or message id (default: everything)', body: z.object({ conversation_id: id, seq: seq.optional(), message_id: id.optional() }), data: readMark }),
  chatUnreadCount: route({ method: 'GET', path: '/message/unread-count', access: 'user', tag: 'chat', summary: 'My total unread count', data: z.object({ total_unread: z.number().int() }) }),
  chatRecall: route({ method: 'POST', path: '/message/recall', access: 'user', tag: 'chat', summary: 'Recall a message (sender within 2 minutes, group owner any time)', body: z.object({ messageId: id.optional(), message_id: id.optional() }).refine((v) => v.messageId !== undefined || v.message_id !== undefined, { message: 'required', path: ['messageId'] }), data: chatMessage }),
  chatCreateSingleLegacy: route({ method: 'POST', path: '/message/conversation/createSingle', access: 'user', tag: 'chat', summary: 'Open (or create) the single conversation with a user, optionally about a listing', body: createSingleInput, data: conversation }),
  chatCreateSingle: route({ method: 'POST', path: '/conversation/create-single', access: 'user', tag: 'chat', summary: 'Open (or create) the single conversation with a user, optionally about a listing', body: createSingleInput, data: conversation }),
  chatCreateGroup: route({ method: 'POST', path: '/conversation/create-group', access: 'user', tag: 'chat', summary: 'Create a group; the caller owns it', body: z.object({ name: groupName, memberIds, avatar: avatar.optional() }), data: conversation }),
  chatCreateTemp: route({ method: 'POST', path: '/conversation/create-temp', access: 'user', tag: 'chat', summary: 'Create a temporary conversation (customer service and the like)', body: z.object({ target_id: id.optional(), memberIds: memberIds.optional(), name: groupName.optional() }).refine((v) => v.target_id !== undefined || (v.memberIds?.length ?? 0) > 0, { message: 'target_required', path: ['target_id'] }), data: conversation }),
  chatAddMembers: route({ method: 'POST', path: '/conversation/add-members', access: 'user', tag: 'chat', summary: 'Owner adds members', body: z.object({ conversationId: id, memberIds }), data: conversation }),
  chatRemoveMembers: route({ method: 'POST', path: '/conversation/remove-members', access: 'user', tag: 'chat', summary: 'Owner removes members', body: z.object({ conversationId: id, memberIds }), data: conversation }),
  chatLeaveGroup: route({ method: 'POST', path: '/conversation/leave-group', access: 'user', tag: 'chat', summary: 'Leave a group (an owner hands over to the longest-standing member)', body: z.object({ conversationId: id }), data: okTrue }),
  chatConversationInfo: route({ method: 'GET', path: '/conversation/info', access: 'user', tag: 'chat', summary: 'One conversation with all its members', query: z.object({ conversation_id: id }), data: conversation }),
  chatForward: route({ method: 'POST', path: '/message/forward', access: 'user', errors: [429], tag: 'chat', summary: 'Forward messages I can see to conversations I am in: one result per target (refused targets do not stop the others); idempotent by temp_id', body: chatForwardInput, data: chatForwardResult }),
  chatDeleteMessages: route({ method: 'POST', path: '/message/delete', access: 'user', tag: 'chat', summary: 'Delete messages for me: hidden from my history, sync and search on all my devices', body: z.object({ conversation_id: id, message_ids: z.array(id).min(1).max(CHAT.maxDeleteMessages) }), data: messageHiddenData }),
  chatDeleteConversation: route({ method: 'POST', path: '/conversation/delete', access: 'user', tag: 'chat', summary: 'Delete a conversation for me: its row and everything up to now, on all my devices (the next message brings the row back)', body: z.object({ conversation_id: id }), data: conversationHiddenData }),
  chatSaveDraft: route({ method: 'POST', path: '/conversation/draft', access: 'user', quiet: true, tag: 'chat', summary: 'Save (or clear, with empty text) my unsent text of a conversation, for all my devices', body: z.object({ conversation_id: id, text: z.string().max(CHAT.maxTextLength) }), data: draftData }),
  chatConversationSettings: route({ method: 'POST', path: '/conversation/settings', access: 'user', tag: 'chat', summary: 'Pin, mute or auto-translate a conversation (for me only, on all my devices); owners may rename a group', body: z.object({ conversation_id: id, is_top: z.union([z.literal(0), z.literal(1)]).optional(), is_mute: z.union([z.literal(0), z.literal(1)]).optional(), auto_translate: z.union([z.literal(0), z.literal(1)]).optional(), name: groupName.optional(), avatar: avatar.nullable().optional() }), data: conversation }),
};

// ---------------------------------------------------------------------------------------------------
// Socket frames (JSON text, at most CHAT.maxFrameBytes). `req_id` on a client frame is echoed on the reply.
// ---------------------------------------------------------------------------------------------------

const reqId = z.string().max(64).optional();

export const clientAuthFrame = z.object({ type: z.literal('auth'), token: z.string().min(1).max(300), device_info: z.unknown().optional(), lang: z.string().max(10).optional(), req_id: reqId });
export const clientPingFrame = z.object({ type: z.literal('ping'), timestamp: z.number().optional(), req_id: reqId });
/** Send a message: `data` is the same as the body of `/message/send`; answered by `message_ack`. */
export const clientSendFrame = z.object({ type: z.literal('send_message'), data: chatSendInput, req_id: reqId });
export const clientReadFrame = z.object({ type: z.literal('read'), conversation_id: id, seq: seq.optional(), req_id: reqId });
export const clientSyncFrame = z.object({ type: z.literal('sync'), conversation_id: id, after_seq: seq, limit: z.number().int().min(1).max(CHAT.syncMaxLimit).optional(), req_id: reqId });
export const clientFrame = z.discriminatedUnion('type', [clientAuthFrame, clientPingFrame, clientSendFrame, clientReadFrame, clientSyncFrame]);
export type ClientFrame = z.input<typeof clientFrame>;

export const authResultFrame = z.object({
  type: z.literal('auth_result'),
  success: z.boolean(),
  /** 200 on success (clients also accept 0); 401 for a bad or outdated token: refresh it and reconnect. */
  code: z.number().int(),
  message: z.string(),
  data: z.object({ user_id: z.number().int(), server_time: z.number().int(), heartbeat: z.number().int(), total_unread: z.number().int() }).nullable(),
  req_id: reqId,
});
export const pongFrame = z.object({ type: z.literal('pong'), timestamp: z.number().optional(), server_time: z.number().int(), req_id: reqId });
/** Reply to `send_message`: code 200 with the stored message, or an error (429 with data.retry_after, 403, 400…). */
export const messageAckFrame = z.object({ type: z.literal('message_ack'), temp_id: z.string().nullable(), code: z.number().int(), message: z.string(), data: z.union([chatMessage, z.null(), z.record(z.string(), z.unknown())]), req_id: reqId });
export const readAckFrame = z.object({ type: z.literal('read_ack'), code: z.number().int(), message: z.string(), data: readMark.nullable(), req_id: reqId });
export const syncResultFrame = z.object({ type: z.literal('sync_result'), code: z.number().int(), message: z.string(), data: messageSync.nullable(), req_id: reqId });
export const errorFrame = z.object({ type: z.literal('error'), code: z.number().int(), message: z.string(), data: z.unknown().optional(), req_id: reqId });

export const newMessageFrame = z.object({ type: z.literal('new_message'), data: chatMessage });
export const messageReadFrame = z.object({ type: z.literal('message_read'), data: readMark.omit({ unread_count: true, total_unread: true }).extend({ unread_count: z.number().int().optional(), total_unread: z.number().int().optional() }) });
export const messageRecalledFrame = z.object({ type: z.literal('message_recalled'), data: chatMessage });
export const conversationCreatedFrame = z.object({ type: z.literal('conversation_created'), data: conversation });
export const conversationUpdatedFrame = z.object({ type: z.literal('conversation_updated'), data: conversation });
export const groupMemberChangedFrame = z.object({
  type: z.literal('group_member_changed'),
  data: z.object({
    conversation_id: z.number().int(),
    action: z.enum(['add', 'remove', 'leave']),
    /** Users added, removed, or the one who left. */
    user_ids: z.array(z.number().int()),
    operator_id: z.number().int(),
    /** The conversation as the receiver sees it; null for a receiver who is no longer a member. */
    conversation: conversation.nullable(),
  }),
});

/** To the member's own devices: messages they deleted for themselves (drop them). */
export const messageHiddenFrame = z.object({ type: z.literal('message_hidden'), data: messageHiddenData });
/** To the member's own devices: a conversation they deleted for themselves (drop its row and messages up to last_seq). */
export const conversationHiddenFrame = z.object({ type: z.literal('conversation_hidden'), data: conversationHiddenData });
/** To the member's own devices: their draft of a conversation changed (saved elsewhere, or cleared by a send). */
export const draftUpdatedFrame = z.object({ type: z.literal('draft_updated'), data: draftData });

export const serverFrame = z.discriminatedUnion('type', [
  authResultFrame,
  pongFrame,
  messageAckFrame,
  readAckFrame,
  syncResultFrame,
  errorFrame,
  newMessageFrame,
  messageReadFrame,
  messageRecalledFrame,
  conversationCreatedFrame,
  conversationUpdatedFrame,
  groupMemberChangedFrame,
  messageHiddenFrame,
  conversationHiddenFrame,
  draftUpdatedFrame,
]);
export type ServerFrame = z.infer<typeof serverFrame>;
