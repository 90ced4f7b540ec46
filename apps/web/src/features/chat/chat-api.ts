import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { HISTORY_PAGE_SIZE } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useChat } from './chat-store';

/** Query keys under ['me'] so logout and 401 drop them with the rest of the user's data. */
export const chatKeys = {
  all: ['me', 'chat'] as const,
  list: () => [...chatKeys.all, 'conversations'] as const,
  info: (id: number) => [...chatKeys.all, 'info', id] as const,
};

/** The most conversations the list shows (the API's page limit). */
const LIST_LIMIT = 100;

/** Loads the conversation list into the store (pinned first, then by activity) and returns it. */
export async function fetchConversations(): Promise<Conversation[]> {
  const data = await call('chatConversationList', { query: { page: 1, limit: LIST_LIMIT }, silent: true });
  useChat.getState().setConversations(data.list, data.total_unread);
  return data.list;
}

/** One page of history ending before `beforeId` (the newest page without it), merged into the store. */
export async function fetchHistory(conversationId: number, beforeId?: number): Promise<ChatMessage[]> {
  const data = await call('chatHistory', {
    query: { conversation_id: conversationId, limit: HISTORY_PAGE_SIZE, before_id: beforeId },
    silent: true,
  });
  useChat.getState().prependHistory(conversationId, data.messages, data.has_more);
  return data.messages;
}

/** One conversation with all its members, into the store. */
export async function fetchConversation(conversationId: number): Promise<Conversation> {
  const c = await call('chatConversationInfo', { query: { conversation_id: conversationId }, silent: true });
  useChat.getState().upsertConversation(c);
  return c;
}

/** Pin, mute or auto-translate (for me only, on all my devices); the server's copy goes into the store. */
export async function updateSettings(conversationId: number, patch: { is_top?: 0 | 1; is_mute?: 0 | 1; auto_translate?: 0 | 1; name?: string }) {
  const c = await call('chatConversationSettings', { body: { conversation_id: conversationId, ...patch } });
  useChat.getState().upsertConversation(c);
  return c;
}

/** Marks everything read on the server and takes the fresh total. */
export async function markAllRead(conversationId: number): Promise<void> {
  const mark = await call('chatRead', { body: { conversation_id: conversationId }, silent: true, noLoading: true });
  useChat.getState().setTotalUnread(mark.total_unread);
}

export async function leaveGroup(conversationId: number): Promise<void> {
  await call('chatLeaveGroup', { body: { conversationId } });
  useChat.getState().leave(conversationId);
}

export async function addMembers(conversationId: number, memberIds: number[]): Promise<Conversation> {
  const c = await call('chatAddMembers', { body: { conversationId, memberIds } });
  useChat.getState().upsertConversation(c);
  return c.members.length > 0 ? c : fetchConversation(conversationId);
}

export async function removeMembers(conversationId: number, memberIds: number[]): Promise<Conversation> {
  const c = await call('chatRemoveMembers', { body: { conversationId, memberIds } });
  // Lists leave members out: the store would keep the old ones, so fetch them when the reply has none.
  useChat.getState().upsertConversation(c.members.length > 0 ? c : { ...c, members: [] });
  return c.members.length > 0 ? c : fetchConversation(conversationId);
}

export async function createGroup(name: string, memberIds: number[]): Promise<Conversation> {
  const c = await call('chatCreateGroup', { body: { name, memberIds } });
  useChat.getState().upsertConversation(c);
  return c;
}

/** Opens (or creates) the single chat with a user; from a listing, its card becomes the first message. */
export async function openSingle(userId: number, card?: { kind: string; id: number }): Promise<Conversation> {
  const c = await call('chatCreateSingle', { body: { target_id: userId, ...(card ? { card } : {}) } });
  useChat.getState().upsertConversation(c);
  return c;
}
