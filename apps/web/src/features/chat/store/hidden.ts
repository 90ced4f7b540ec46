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

/** Pinned first, then by last activity (spec: an incoming message moves its conversation to the top). */
export function sortConversations(s: Pick<ChatState, 'conversations' | 'hidden'>): Conversation[] {
  return Object.values(s.conversations)
    .filter((c) => !isHidden(c, s.hidden))
    .sort((a, b) => b.is_top - a.is_top || b.update_time - a.update_time || b.id - a.id);
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
