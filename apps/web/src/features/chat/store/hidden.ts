import type { StateCreator } from 'zustand';
import type { Conversation } from '@haiwai/contracts';
import { readJson, write } from '../../../lib/storage';
import { patches } from './patches';
import type { ChatState, ChatStore, HiddenActions, HiddenState } from './types';

/** Local hide list: single chats deleted on this device, kept per user in localStorage. */
const hiddenKey = (userId: number) => `chatHidden_${userId}`;

export const readHidden = (userId: number): Record<number, number> => readJson<Record<number, number>>(hiddenKey(userId)) ?? {};

function isHidden(c: Conversation, hidden: Record<number, number>): boolean {
  const at = hidden[c.id];
  return at !== undefined && c.update_time <= at;
}

/**
 * Within one second of last activity (`update_time` is in seconds, the server orders by microseconds): the row whose
 * last message made that activity, the newer message first (message ids grow with time); then the newer id.
 */
const activityMessageId = (c: Conversation): number => (c.last_message && c.last_message.timestamp === c.update_time ? c.last_message.message_id : 0);

/**
 * Pinned first, then by last activity (spec: an incoming message moves its conversation to the top, also when the row
 * above had a message in the same second).
 */
export function sortConversations(s: Pick<ChatState, 'conversations' | 'hidden'>): Conversation[] {
  return Object.values(s.conversations)
    .filter((c) => !isHidden(c, s.hidden))
    .sort((a, b) => b.is_top - a.is_top || b.update_time - a.update_time || activityMessageId(b) - activityMessageId(a) || b.id - a.id);
}

export const hiddenSlice: StateCreator<ChatStore, [], [], HiddenState & HiddenActions> = (set, get) => {
  const { setUnread } = patches(set, get);
  return {
    hidden: {},
    hide: (conversationId) => {
      const s = get();
      const c = s.conversations[conversationId];
      if (!c) return;
      setUnread(conversationId, 0);
      const hidden = { ...s.hidden, [conversationId]: c.update_time };
      set({ hidden });
      if (s.myId) write(hiddenKey(s.myId), hidden);
    },
  };
};
