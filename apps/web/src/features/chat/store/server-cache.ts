import type { StateCreator } from 'zustand';
import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { requireDeps } from './deps';
import { merge, toClient } from './message-list';
import { patches } from './patches';
import type { CacheActions, CacheState, ChatStore } from './types';

/**
 * Server cache: conversations, messages and unread counts as the server reports them (spec section 3
 * "Conversation", "Chat message"; section 4 "Recall", "Incoming message", "Leaving a group").
 */
export const initialCache = (): CacheState => ({ conversations: {}, listLoaded: false, messages: {}, hasMore: {}, totalUnread: 0 });

export const cacheSlice: StateCreator<ChatStore, [], [], CacheState & CacheActions> = (set, get) => {
  const { patchMessages, setUnread } = patches(set, get);
  return {
    ...initialCache(),

    setConversations: (list, totalUnread) =>
      set((s) => {
        const conversations: Record<number, Conversation> = {};
        for (const c of list) {
          // The one on screen stays read.
          conversations[c.id] = c.id === s.currentId ? { ...c, unread_count: 0 } : c;
        }
        const shownUnread = list.find((c) => c.id === s.currentId)?.unread_count ?? 0;
        return { conversations, listLoaded: true, totalUnread: Math.max(0, totalUnread - shownUnread) };
      }),

    upsertConversation: (c) =>
      set((s) => {
        const prev = s.conversations[c.id];
        const next = c.id === s.currentId ? { ...c, unread_count: 0 } : c;
        // Lists leave group members out; keep the ones we already have.
        const merged = prev && next.members.length === 0 && prev.members.length > 0 ? { ...next, members: prev.members } : next;
        return {
          conversations: { ...s.conversations, [c.id]: merged },
          totalUnread: Math.max(0, s.totalUnread + merged.unread_count - (prev?.unread_count ?? 0)),
        };
      }),

    setTotalUnread: (total) => set({ totalUnread: Math.max(0, total) }),

    receive: (msg) => {
      const s = get();
      const list = s.messages[msg.conversation_id] ?? [];
      const duplicate = list.some((m) => m.message_id === msg.message_id) || (msg.temp_id !== null && list.some((m) => m.key === msg.temp_id && m.status === 'sent'));
      const own = msg.sender_id === s.myId;
      if (s.messages[msg.conversation_id] || list.length) patchMessages(msg.conversation_id, (l) => merge(l, [toClient(msg)]));
      const c = s.conversations[msg.conversation_id];
      if (!c) return duplicate ? 'duplicate' : 'unknown';
      if (duplicate) return 'duplicate';
      set((st) => {
        const cur = st.conversations[msg.conversation_id]!;
        const newer = !cur.last_message || msg.seq >= cur.last_message.seq;
        return {
          conversations: {
            ...st.conversations,
            [cur.id]: {
              ...cur,
              last_message: newer ? msg : cur.last_message,
              last_seq: Math.max(cur.last_seq, msg.seq),
              update_time: Math.max(cur.update_time, msg.timestamp),
            },
          },
        };
      });
      if (own) return 'own';
      // From someone else: the server's unread count, unless the conversation is on screen.
      setUnread(msg.conversation_id, s.currentId === msg.conversation_id ? 0 : msg.unread_count);
      return 'new';
    },

    prependHistory: (conversationId, msgs, hasMore) => {
      patchMessages(conversationId, (list) => merge(list, msgs.map((m) => toClient(m))));
      set((s) => ({ hasMore: { ...s.hasMore, [conversationId]: hasMore } }));
    },

    recall: async (conversationId, messageId) => {
      const { transport } = requireDeps();
      const recalled = await transport.recall(messageId);
      get().applyRecalled({ ...recalled, conversation_id: conversationId });
    },

    applyRecalled: (msg) => {
      const { t } = requireDeps();
      const text = msg.content.text || t('chat.recalled');
      const patch = (m: ChatMessage) => ({ ...m, recalled: true, content: { text } });
      patchMessages(msg.conversation_id, (list) => list.map((m) => (m.message_id === msg.message_id ? { ...m, ...patch(m) } : m)));
      set((s) => {
        const c = s.conversations[msg.conversation_id];
        if (!c?.last_message || c.last_message.message_id !== msg.message_id) return {};
        return { conversations: { ...s.conversations, [c.id]: { ...c, last_message: patch(c.last_message) } } };
      });
    },

    applyRead: (mark) => {
      const s = get();
      if (mark.user_id === s.myId) {
        // Read on another device.
        if (mark.unread_count !== undefined && mark.conversation_id !== s.currentId) setUnread(mark.conversation_id, mark.unread_count);
        if (mark.total_unread !== undefined) set({ totalUnread: mark.total_unread });
        return;
      }
      const c = s.conversations[mark.conversation_id];
      const others = c ? Math.max(1, c.member_count - 1) : 1;
      patchMessages(mark.conversation_id, (list) =>
        list.map((m) => {
          if (m.sender_id !== s.myId || m.seq === 0 || m.seq > mark.last_read_seq || m.read_by.includes(mark.user_id)) return m;
          const read_by = [...m.read_by, mark.user_id];
          return { ...m, read_by, is_read: c?.type === 1 || read_by.length >= others };
        }),
      );
    },

    leave: (conversationId) =>
      set((s) => {
        const conversations = { ...s.conversations };
        const messages = { ...s.messages };
        const hasMore = { ...s.hasMore };
        const unread = conversations[conversationId]?.unread_count ?? 0;
        delete conversations[conversationId];
        delete messages[conversationId];
        delete hasMore[conversationId];
        return {
          conversations,
          messages,
          hasMore,
          totalUnread: Math.max(0, s.totalUnread - unread),
          currentId: s.currentId === conversationId ? null : s.currentId,
        };
      }),
  };
};
