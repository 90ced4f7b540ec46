import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { configureChat, useChat } from '../chat-store';

/**
 * A room opened at an older message (store/window.ts): older and newer paging, live messages while the window stops
 * short of the newest (held, in order, never lost), and the return to the newest.
 */
const ME = 1;
const OTHER = 2;
const C = 9;

function conv(): Conversation {
  return {
    id: C, conversation_id: C, type: 1, name: 'c', avatar: null, account: 'c', creator_id: ME, owner_id: ME, create_time: 1, update_time: 1,
    is_top: 0, is_mute: 0, auto_translate: 0, last_message: null, unread_count: 0, other_user_id: OTHER, last_seq: 0, last_read_seq: 0, member_count: 2, members: [],
  };
}
/** Message `seq` of the conversation, with id 1000 + seq. */
function m(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  const id = 1000 + seq;
  return {
    message_id: id, id, conversation_id: C, conversation_type: 1, sender_id: OTHER, type: 'text', content: { text: `m${seq}` }, timestamp: 5000 + seq,
    temp_id: null, recalled: false, unread_count: 0, account: 'o', nickname: 'o', user_avatar: null, avatar: null, read_by: [], is_read: false, seq, ...over,
  };
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => m(from + i));
const s = () => useChat.getState();
const seqs = () => (s().messages[C] ?? []).map((x) => x.seq);
const held = () => s().held[C]?.map((x) => x.seq);

beforeEach(() => {
  configureChat({ transport: { send: async () => m(999), recall: async () => m(1) }, toast: () => {}, t: (k) => k });
  s().reset();
  s().setMe(ME);
  s().setConversations([conv()], 0);
  // The room was open at the newest: messages 81–100 loaded.
  s().prependHistory(C, range(81, 100), true);
});

describe('chat store: a window around an older message', () => {
  it('shows the messages around the target; what was loaded newer is held, what was older goes', () => {
    s().openWindow(C, range(40, 60), true, true);
    expect(seqs()).toEqual(range(40, 60).map((x) => x.seq));
    expect(held()).toEqual(range(81, 100).map((x) => x.seq));
    expect(s().hasMore[C]).toBe(true);
  });

  it('pages older above and newer below; the last newer page brings the held messages and ends the window', () => {
    s().openWindow(C, range(40, 60), true, true);
    s().prependHistory(C, range(20, 39), false);
    expect(seqs()[0]).toBe(20);
    expect(s().hasMore[C]).toBe(false);
    s().appendNewer(C, range(61, 80), true);
    expect(seqs().at(-1)).toBe(80);
    expect(held()).toEqual(range(81, 100).map((x) => x.seq));
    // The server's last page: 81–101 (101 arrived meanwhile); the held copies join, every seq once, in order.
    s().appendNewer(C, range(81, 101), false);
    expect(seqs()).toEqual(range(20, 101).map((x) => x.seq));
    expect(s().held[C]).toBeUndefined();
  });

  it('keeps live messages that arrive during the window, held in order, and shows them when the window reaches them', () => {
    s().openWindow(C, range(40, 60), true, true);
    expect(s().receive(m(103))).toBe('new');
    expect(s().receive(m(102))).toBe('new');
    expect(s().receive(m(102))).toBe('duplicate');
    expect(seqs().at(-1)).toBe(60); // not shown out of order at the window's end
    expect(held()!.slice(-2)).toEqual([102, 103]);
    // A recall and a delete-for-me reach held messages too.
    s().applyRecalled(m(102, { recalled: true, content: { text: 'recalled' } }));
    expect(s().held[C]!.find((x) => x.seq === 102)!.recalled).toBe(true);
    s().hideMessages(C, [1000 + 99]);
    expect(held()).not.toContain(99);
    // The newer pages run to the end without 102 and 103 (the server's page was read before they arrived): kept.
    s().appendNewer(C, range(61, 101).filter((x) => x.seq !== 99), false);
    expect(seqs().slice(-4)).toEqual([100, 101, 102, 103]);
    expect(seqs()).not.toContain(99);
    expect(s().held[C]).toBeUndefined();
  });

  it('a reconnect’s newest page is only held while the window is open', () => {
    s().openWindow(C, range(40, 60), true, true);
    s().takeNewest(C, range(85, 104), true, true);
    expect(seqs().at(-1)).toBe(60);
    expect(held()!.at(-1)).toBe(104);
  });

  it('back to the newest: its page replaces the window, keeping what arrived meanwhile and what is still sending', async () => {
    s().openWindow(C, range(40, 60), true, true);
    s().receive(m(105));
    const sending = s().send({ conversationId: C, type: 'text', content: { text: 'from the window' } });
    s().takeNewest(C, range(82, 101), true, false);
    expect(s().held[C]).toBeUndefined();
    const list = s().messages[C]!;
    expect(list.filter((x) => x.message_id > 0).map((x) => x.seq)).toEqual([...range(82, 101).map((x) => x.seq), 105]);
    expect(list.at(-1)!.content.text).toBe('from the window');
    expect(s().hasMore[C]).toBe(true);
    await sending;
  });

  it('a window that already reaches the newest is no window: the loaded newer messages join it', () => {
    s().openWindow(C, range(90, 98), true, false);
    s().receive(m(101));
    expect(seqs()).toEqual([...range(90, 101).map((x) => x.seq)]);
    expect(s().held[C]).toBeUndefined();
  });
});
