import { create } from 'zustand';

/**
 * The small, always-loaded part of chat: the total unread count (tab bar, Me) and the socket state. The chat
 * runtime (socket, conversations, messages) loads lazily once a socket token exists and writes here.
 */
export interface ChatStatus {
  totalUnread: number;
  socketState: 'disconnected' | 'connecting' | 'connected' | 'authenticated';
  /** The socket stopped retrying (10 attempts); it tries again when the page is back in front or online. */
  gaveUp: boolean;
}

export const useChatStatus = create<ChatStatus>()(() => ({ totalUnread: 0, socketState: 'disconnected', gaveUp: false }));

let resetHook: (() => void) | null = null;

/** The runtime registers how to reset the socket and the chat store. */
export function registerChatReset(fn: (() => void) | null): void {
  resetHook = fn;
}

/** Logout and 401: close the socket without reconnecting and forget conversations, messages and counts. */
export function resetChat(): void {
  resetHook?.();
  useChatStatus.setState({ totalUnread: 0, socketState: 'disconnected', gaveUp: false });
}

/** Badge text: 99+ above 99, nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(count);
}
