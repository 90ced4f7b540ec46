import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { CHAT } from './constants.js';

/**
 * Groups that run themselves (docs/chat-groups.md): owner and admins, the pinned announcement, invite links with
 * optional approval, muting a member for a while, transfer of ownership, adding people from my follows or a search.
 * The member limit is `CHAT.maxGroupMembers` (500).
 */

export const CHAT_GROUPS = {
  maxAnnouncementLength: 2000,
  /** How long a member may be muted; `forever` lasts until an admin lifts it. */
  muteDurations: ['10m', '1h', '1d', 'forever'] as const,
  /** Invite link lifetimes. */
  inviteLifetimes: ['1d', '7d', 'never'] as const,
  inviteTokenPattern: /^[A-Za-z0-9_-]{16,64}$/,
  candidateQueryMax: 40,
  pageDefault: 20,
  pageMax: 50,
} as const;
export type ChatMuteDuration = (typeof CHAT_GROUPS.muteDurations)[number];
export type ChatInviteLifetime = (typeof CHAT_GROUPS.inviteLifetimes)[number];

const id = idSchema;
const limit = z.coerce.number().int().min(1).max(CHAT_GROUPS.pageMax).default(CHAT_GROUPS.pageDefault);
const inviteToken = z.string().regex(CHAT_GROUPS.inviteTokenPattern, 'invite_token');

export const groupAnnouncement = z.object({
  text: z.string(),
  /** Who last edited it, and when (unix seconds). */
  by_id: z.number().int(),
  by_name: z.string(),
  at: z.number().int(),
});

export const groupInvite = z.object({
  token: z.string(),
  /** Unix seconds; null: never expires. */
  expires_at: z.number().int().nullable(),
  /** Joining through the link waits for an admin's approval. */
  approval: z.boolean(),
  created_at: z.number().int(),
});
export type GroupInvite = z.infer<typeof groupInvite>;

export const groupMute = z.object({
  user_id: z.number().int(),
  /** Unix seconds; null: until an admin lifts it. */
  until: z.number().int().nullable(),
});

/** A group's running state as one member sees it: the invite and the queue only for owner and admins. */
export const groupInfo = z.object({
  conversation_id: z.number().int(),
  my_role: z.enum(['owner', 'admin', 'member']),
  announcement: groupAnnouncement.nullable(),
  mutes: z.array(groupMute),
  member_count: z.number().int(),
  member_limit: z.number().int(),
  invite: groupInvite.nullable(),
  pending_requests: z.number().int(),
});
export type GroupInfo = z.infer<typeof groupInfo>;

export const invitePreview = z.object({
  conversation_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  member_count: z.number().int(),
  approval: z.boolean(),
  expires_at: z.number().int().nullable(),
  /** The viewer's standing (`none` for a visitor who is not logged in). */
  status: z.enum(['none', 'member', 'pending', 'declined']),
});
export type InvitePreview = z.infer<typeof invitePreview>;

export const joinResult = z.object({ status: z.enum(['joined', 'pending']), conversation_id: z.number().int() });

export const joinRequest = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type JoinRequest = z.infer<typeof joinRequest>;

export const groupCandidate = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Already in the group. */
  is_member: z.boolean(),
  /** I follow them. */
  followed: z.boolean(),
});
export type GroupCandidate = z.infer<typeof groupCandidate>;

const okTrue = z.object({ ok: z.literal(true) });
const conv = { conversation_id: id };

export const chatGroupsApi = {
  chatGroupInfo: route({ method: 'GET', path: '/conversation/group/info', access: 'user', tag: 'chat', summary: 'A group’s announcement, mutes, my role; the invite link and pending requests for owner and admins', query: z.object(conv), data: groupInfo }),
  chatGroupSetRole: route({ method: 'POST', path: '/conversation/group/role', access: 'user', tag: 'chat', summary: 'Owner appoints or removes an admin', body: z.object({ ...conv, user_id: id, role: z.enum(['admin', 'member']) }), data: groupInfo }),
  chatGroupTransfer: route({ method: 'POST', path: '/conversation/group/transfer', access: 'user', tag: 'chat', summary: 'Owner hands the group to a member; the old owner becomes an admin', body: z.object({ ...conv, user_id: id }), data: groupInfo }),
  chatGroupAnnouncement: route({ method: 'POST', path: '/conversation/group/announcement', access: 'user', tag: 'chat', summary: 'Owner or admin edits the pinned announcement (empty text removes it); members are told in the room', body: z.object({ ...conv, text: z.string().trim().max(CHAT_GROUPS.maxAnnouncementLength) }), data: groupInfo }),
  chatGroupMute: route({ method: 'POST', path: '/conversation/group/mute', access: 'user', tag: 'chat', summary: 'Owner or admin mutes a member for a while (or until lifted), or lifts it', body: z.object({ ...conv, user_id: id, duration: z.enum([...CHAT_GROUPS.muteDurations, 'lift']) }), data: groupInfo }),
  chatGroupInviteCreate: route({ method: 'POST', path: '/conversation/group/invite', access: 'user', tag: 'chat', summary: 'Owner or admin makes the group’s invite link (replacing the previous one)', body: z.object({ ...conv, expires: z.enum(CHAT_GROUPS.inviteLifetimes), approval: z.boolean().default(false) }), data: groupInvite }),
  chatGroupInviteRevoke: route({ method: 'POST', path: '/conversation/group/invite/revoke', access: 'user', tag: 'chat', summary: 'Owner or admin revokes the invite link', body: z.object(conv), data: okTrue }),
  chatGroupInvitePreview: route({ method: 'GET', path: '/conversation/group/invite/preview', access: 'optional', tag: 'chat', summary: 'What an invite link opens: the group’s name, avatar and member count', query: z.object({ token: inviteToken }), data: invitePreview }),
  chatGroupJoin: route({ method: 'POST', path: '/conversation/group/join', access: 'user', errors: [409], tag: 'chat', summary: 'Join through an invite link (or ask to, when an admin approves)', body: z.object({ token: inviteToken }), data: joinResult }),
  chatGroupJoinRequests: route({ method: 'GET', path: '/conversation/group/requests', access: 'user', tag: 'chat', summary: 'Owner or admin: join requests waiting, oldest first', query: z.object({ ...conv, cursor: cursorParam, limit }), data: page(joinRequest) }),
  chatGroupJoinDecide: route({ method: 'POST', path: '/conversation/group/requests/decide', access: 'user', errors: [409], tag: 'chat', summary: 'Owner or admin approves or declines a join request', body: z.object({ request_id: id, approve: z.boolean() }), data: okTrue }),
  chatGroupCandidates: route({ method: 'GET', path: '/conversation/group/candidates', access: 'user', tag: 'chat', summary: 'Owner or admin: people to add — my follows, or a search by nickname or ID', query: z.object({ ...conv, q: z.string().trim().max(CHAT_GROUPS.candidateQueryMax).optional(), cursor: cursorParam, limit }), data: page(groupCandidate) }),
};

/** The member limit, for messages and screens. */
export const GROUP_MEMBER_LIMIT = CHAT.maxGroupMembers;
