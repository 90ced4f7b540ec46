import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@haiwai/contracts';
import { useChat } from '../chat-store';

/** The local hide list keeps its storage key (`chatHidden_<user id>`) and comes back when the user does. */
const data = new Map<string, string>();
beforeAll(() => {
  globalThis.localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});
afterAll(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

const conv = (id: number) => ({ id, update_time: 1234, unread_count: 1, members: [] }) as unknown as Conversation;

describe('chat store: local hide list', () => {
  it('writes chatHidden_<user id> and reads it back for that user only', () => {
    const s = () => useChat.getState();
    s().reset();
    s().setMe(9);
    s().setConversations([conv(3)], 1);
    s().hide(3);
    expect(JSON.parse(data.get('chatHidden_9')!)).toEqual({ 3: 1234 });
    expect(s().totalUnread).toBe(0);
    s().setMe(10);
    expect(s().hidden).toEqual({});
    s().setMe(9);
    expect(s().hidden).toEqual({ 3: 1234 });
  });
});
