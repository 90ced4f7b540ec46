import type { StateCreator } from 'zustand';
import { isDuplicate, markedRead, recalledCopy, withConversation, withConversationList, withIncoming, withListPage, withoutConversation, withRecalledLast } from './cache-reducers';
import { requireDeps } from './deps';
import { merge, toClient } from './message-list';
import { patches } from './patches';
import { appendNewer, hold, openWindow, showNewest } from './window';
import type { CacheActions, CacheState, ChatStore, ClientMessage } from './types';

/**
 * Server cache: conversations, messages and unread counts as the server reports them (spec section 3
 * "Conversation", "Chat message"; section 4 "Recall", "Incoming message", "Leaving a group").
 */
export const initialCache = (): CacheState => ({ conversations: {}, listLoaded: false, messages: {}, hasMore: {}, held: {}, totalUnread: 0, listCursor: null, listEdge: null });

export const cacheSlice: StateCreator<ChatStore, [], [], CacheState & CacheActions> = (set, get) => {
  const { patchMessages, patchHeld, setUnread } = patches(set, get);
  const windowOf = (s: ChatStore, id: number) => ({ list: s.messages[id] ?? [], held: s.held[id] });
  const setWindow = (id: number, w: { list: ClientMessage[]; held: ClientMessage[] | undefined }, more?: { hasMore: boolean }) =>
    set((s) => {
      const held = { ...s.held };
      if (w.held) held[id] = w.held;
      else delete held[id];
      return { messages: { ...s.messages, [id]: w.list }, held, ...(more ? { hasMore: { ...s.hasMore, [id]: more.hasMore } } : {}) };
    });
  return {
    ...initialCache(),

    setConversations: (list, totalUnread, asked) => set((s) => withConversationList(s, list, totalUnread, asked)),

    upsertConversation: (c) => set((s) => withConversation(s, c)),

    setTotalUnread: (total) => set({ totalUnread: Math.max(0, total) }),

    receive: (msg) => {
      const s = get();
      const list = s.messages[msg.conversation_id] ?? [];
      const held = s.held[msg.conversation_id];
      const duplicate = isDuplicate(list, msg) || (held !== undefined && isDuplicate(held, msg));
      // The room shows an older window: newer messages wait in `held`, in order, until the window reaches them.
      if (held && !list.some((m) => m.message_id === msg.message_id)) patchHeld(msg.conversation_id, (l) => hold(l, [toClient(msg)]));
      else if (s.messages[msg.conversation_id] || list.length) patchMessages(msg.conversation_id, (l) => merge(l, [toClient(msg)]));
      if (!s.conversations[msg.conversation_id]) return duplicate ? 'duplicate' : 'unknown';
      if (duplicate) return 'duplicate';
      set((st) => withIncoming(st, msg));
      if (msg.sender_id === s.myId) return 'own';
      // From someone else: the server's unread count, unless the conversation is on screen.
      setUnread(msg.conversation_id, s.currentId === msg.conversation_id ? 0 : msg.unread_count);
      return 'new';
    },

    prependHistory: (conversationId, msgs, hasMore) => {
      patchMessages(conversationId, (list) => merge(list, msgs.map((m) => toClient(m))));
      set((s) => ({ hasMore: { ...s.hasMore, [conversationId]: hasMore } }));
    },

    openWindow: (conversationId, msgs, moreBefore, moreAfter) =>
      setWindow(conversationId, openWindow(windowOf(get(), conversationId), msgs.map((m) => toClient(m)), moreAfter), { hasMore: moreBefore }),

    appendNewer: (conversationId, msgs, moreAfter) => setWindow(conversationId, appendNewer(windowOf(get(), conversationId), msgs.map((m) => toClient(m)), moreAfter)),

    takeNewest: (conversationId, msgs, moreBefore, onlyHold) => {
      const s = get();
      if (!s.held[conversationId]) return get().prependHistory(conversationId, msgs, moreBefore);
      if (onlyHold) return patchHeld(conversationId, (l) => hold(l, msgs.map((m) => toClient(m))));
      setWindow(conversationId, { list: showNewest(windowOf(s, conversationId), msgs.map((m) => toClient(m))), held: undefined }, { hasMore: moreBefore });
    },

    recall: async (conversationId, messageId) => {
      const { transport } = requireDeps();
      const recalled = await transport.recall(messageId);
      get().applyRecalled({ ...recalled, conversation_id: conversationId });
    },

    applyRecalled: (msg) => {
      const { t } = requireDeps();
      const text = msg.content.text || t('chat.recalled');
      const recalledIn = (list: ClientMessage[]) =>
        list.map((m) => {
          if (m.message_id === msg.message_id) return recalledCopy(m, text);
          // Replies quoting it show "message recalled" from now on, as the server answers them.
          const q = m.content.quote;
          return q && q.message_id === msg.message_id && !q.recalled ? { ...m, content: { ...m.content, quote: { message_id: q.message_id, seq: q.seq, sender_id: q.sender_id, nickname: q.nickname, type: q.type, recalled: true } } } : m;
        });
      patchMessages(msg.conversation_id, recalledIn);
      patchHeld(msg.conversation_id, recalledIn);
      set((s) => withRecalledLast(s, msg, text));
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
      patchMessages(mark.conversation_id, (list) => markedRead(list, mark, s.myId, c));
      patchHeld(mark.conversation_id, (list) => markedRead(list, mark, s.myId, c));
    },

    leave: (conversationId) => set((s) => withoutConversation(s, conversationId)),
    hideMessages: (conversationId, ids) => {
      const gone = new Set(ids);
      patchMessages(conversationId, (list) => list.filter((m) => !gone.has(m.message_id)));
      patchHeld(conversationId, (list) => list.filter((m) => !gone.has(m.message_id)));
    },
    dropConversation: (conversationId, totalUnread) => set((s) => ({ ...withoutConversation(s, conversationId), totalUnread })),
    setDraft: (conversationId, draft) =>
      set((s) => {
        const c = s.conversations[conversationId];
        return c ? { conversations: { ...s.conversations, [conversationId]: { ...c, draft } } } : {};
      }),
    setListCursor: (listCursor) => set({ listCursor }),
    addConversations: (list) => set((s) => ({ conversations: { ...s.conversations, ...Object.fromEntries(list.map((c) => [c.id, { ...s.conversations[c.id], ...c }])) } })),
    addListPage: (list, cursor, next) => {
      if (get().listCursor !== cursor) return false;
      set((s) => withListPage(s, list, next));
      return true;
    },
  };
};
