import type { StoreApi } from 'zustand';
import type { ChatStore, ClientMessage } from './types';

type Set = StoreApi<ChatStore>['setState'];
type Get = StoreApi<ChatStore>['getState'];

/** The edits several concerns make to the cached messages and unread counts. */
export function patches(set: Set, get: Get) {
  const patchMessages = (conversationId: number, fn: (list: ClientMessage[]) => ClientMessage[]) =>
    set((s) => ({ messages: { ...s.messages, [conversationId]: fn(s.messages[conversationId] ?? []) } }));
  /** Edits the messages held beyond an older window (store/window.ts), when there is one. */
  const patchHeld = (conversationId: number, fn: (list: ClientMessage[]) => ClientMessage[]) =>
    set((s) => (s.held[conversationId] ? { held: { ...s.held, [conversationId]: fn(s.held[conversationId]) } } : {}));
  return {
    patchMessages,
    patchHeld,
    patchMessage: (conversationId: number, key: string, patch: Partial<ClientMessage>) =>
      patchMessages(conversationId, (list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m))),
    findMessage: (conversationId: number, key: string) => get().messages[conversationId]?.find((m) => m.key === key),
    /** Sets one conversation's unread count, keeping the total in step. */
    setUnread: (conversationId: number, unread: number) =>
      set((s) => {
        const c = s.conversations[conversationId];
        if (!c || c.unread_count === unread) return {};
        return {
          conversations: { ...s.conversations, [conversationId]: { ...c, unread_count: unread } },
          totalUnread: Math.max(0, s.totalUnread + unread - c.unread_count),
        };
      }),
  };
}
