import { describe, expect, it, vi } from 'vitest';
import { registerChatReset, resetChat, unreadBadge, useChatStatus } from '../../stores/chat-status';

describe('chat status (entry bundle)', () => {
  it('resetChat (logout, 401) runs the runtime reset and clears the badge', () => {
    const reset = vi.fn();
    registerChatReset(reset);
    useChatStatus.setState({ totalUnread: 7, socketState: 'authenticated' });
    resetChat();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(useChatStatus.getState()).toMatchObject({ totalUnread: 0, socketState: 'disconnected' });
    registerChatReset(null);
    resetChat();
    expect(reset).toHaveBeenCalledTimes(1);
  });
  it('badge text: nothing at 0, 99+ above 99', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(5)).toBe('5');
    expect(unreadBadge(100)).toBe('99+');
  });
});
