import { create } from 'zustand';
import { useChatStatus } from '../../stores/chat-status';
import { readHidden, hiddenSlice } from './store/hidden';
import { cacheSlice, initialCache } from './store/server-cache';
import { clearOutgoing, sendSlice } from './store/send-queue';
import { selectionSlice } from './store/selection';
import type { ChatState, ChatStore } from './store/types';

/**
 * Conversations and messages of the signed-in user, one store made of four concerns (files under `store/`):
 * the server cache, the send queue, the current selection and the local hide list.
 */
export type { ChatActions, ChatDeps, ChatState, ChatStore, ChatTransport, ClientMessage, ListEdge, MessageStatus, Outgoing, SendBody } from './store/types';
export { configureChat, newTempId } from './store/deps';
export { toClient } from './store/message-list';
export { sortConversations } from './store/hidden';
export { listedConversations } from './store/list-order';

const initial = (): ChatState => ({ myId: 0, ...initialCache(), currentId: null, hidden: {} });

export const useChat = create<ChatStore>()((set, get, api) => ({
  ...cacheSlice(set, get, api),
  ...sendSlice(set, get, api),
  ...selectionSlice(set, get, api),
  ...hiddenSlice(set, get, api),
  myId: 0,

  setMe: (userId) => {
    if (get().myId === userId) return;
    set({ ...initial(), myId: userId, hidden: readHidden(userId) });
  },

  reset: () => {
    clearOutgoing();
    set(initial());
  },
}));

// The badge on the Me tab follows the total.
useChat.subscribe((s, prev) => {
  if (s.totalUnread !== prev.totalUnread) useChatStatus.setState({ totalUnread: s.totalUnread });
});
