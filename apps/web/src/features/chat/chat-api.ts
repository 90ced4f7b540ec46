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

/**
 * Loads the conversation list's first page into the store (pinned first, then by activity) and returns it. Rows that
 * pushes changed while it was asked for keep those changes (store/cache-reducers.ts, withConversationList).
 */
export async function fetchConversations(): Promise<Conversation[]> {
  const asked = useChat.getState().conversations;
  const data = await call('chatConversationList', { query: { page: 1, limit: LIST_LIMIT }, silent: true });
  useChat.getState().setConversations(data.list, data.total_unread, asked);
  useChat.getState().setListCursor(data.next_cursor ?? null);
  return data.list;
}

/** Deletes messages for me (on all my devices: the server pushes `message_hidden`). */
export async function deleteMessagesForMe(conversationId: number, messageIds: number[]): Promise<void> {
  const data = await call('chatDeleteMessages', { body: { conversation_id: conversationId, message_ids: messageIds } });
  useChat.getState().hideMessages(data.conversation_id, data.message_ids);
}

/** Deletes a conversation for me: its row and everything up to now, on all my devices. */
export async function deleteConversationForMe(conversationId: number): Promise<void> {
  const data = await call('chatDeleteConversation', { body: { conversation_id: conversationId } });
  useChat.getState().dropConversation(data.conversation_id, data.total_unread);
}

/** Saves my draft of a conversation on the server (empty text clears it). */
export async function saveDraft(conversationId: number, text: string): Promise<void> {
  const data = await call('chatSaveDraft', { body: { conversation_id: conversationId, text }, silent: true, noLoading: true });
  useChat.getState().setDraft(data.conversation_id, data.draft);
}

/** Forwards messages to conversations: one result per target. */
export async function forwardMessages(messageIds: number[], conversationIds: number[], tempId: string) {
  return call('chatForward', { body: { message_ids: messageIds, conversation_ids: conversationIds, temp_id: tempId } });
}

/**
 * One page of history ending before `beforeId`, merged into the store. Without it the newest page: while the room
 * shows an older window it is held for the window (a reconnect's refresh), unless `show` brings the room back to it.
 */
export async function fetchHistory(conversationId: number, beforeId?: number, show = false): Promise<ChatMessage[]> {
  const data = await call('chatHistory', {
    query: { conversation_id: conversationId, limit: HISTORY_PAGE_SIZE, before_id: beforeId },
    silent: true,
  });
  if (beforeId) useChat.getState().prependHistory(conversationId, data.messages, data.has_more);
  else useChat.getState().takeNewest(conversationId, data.messages, data.has_more, !show);
  return data.messages;
}

/** The messages around one (the room opened at a search result or a quote's original): the room shows that window. */
export async function fetchAround(conversationId: number, messageId: number): Promise<ChatMessage[]> {
  const data = await call('chatMessageContext', { query: { conversation_id: conversationId, around_id: messageId, limit: HISTORY_PAGE_SIZE }, silent: true });
  useChat.getState().openWindow(conversationId, data.messages, data.has_more_before, data.has_more_after);
  return data.messages;
}

/** The page after the window's last message (`message/sync` after its id); the last page ends the window. */
export async function fetchNewer(conversationId: number, afterId: number): Promise<void> {
  const data = await call('chatSync', { query: { conversation_id: conversationId, after_id: afterId, limit: HISTORY_PAGE_SIZE }, silent: true });
  useChat.getState().appendNewer(conversationId, data.messages, data.has_more);
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
