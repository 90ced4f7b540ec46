import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { ApiError } from '../../lib/http-errors';
import { configureChat, sortConversations, useChat, type ChatTransport, type SendBody } from './chat-store';
import { useChatStatus } from '../../stores/chat-status';

const ME = 1;
const OTHER = 2;

function conv(id: number, over: Partial<Conversation> = {}): Conversation {
  return {
    id,
    conversation_id: id,
    type: 1,
    name: `c${id}`,
    avatar: null,
    account: `c${id}`,
    creator_id: ME,
    owner_id: ME,
    create_time: 1000,
    update_time: 1000 + id,
    is_top: 0,
    is_mute: 0,
    auto_translate: 0,
    last_message: null,
    unread_count: 0,
    other_user_id: OTHER,
    last_seq: 0,
    last_read_seq: 0,
    member_count: 2,
    members: [],
    ...over,
  };
}

let nextId = 100;
function msg(over: Partial<ChatMessage> & { conversation_id: number; seq: number }): ChatMessage {
  const id = over.message_id ?? nextId++;
  return {
    message_id: id,
    id,
    conversation_type: 1,
    sender_id: OTHER,
    type: 'text',
    content: { text: 'hi' },
    timestamp: 2000 + over.seq,
    temp_id: null,
    recalled: false,
    unread_count: 1,
    account: 'other',
    nickname: 'other',
    user_avatar: null,
    avatar: null,
    read_by: [],
    is_read: false,
    ...over,
  };
}

const toast = vi.fn();
let sendImpl: (body: SendBody) => Promise<ChatMessage>;
const transport: ChatTransport = {
  send: vi.fn((body: SendBody) => sendImpl(body)),
  recall: vi.fn(async (id: number) => msg({ conversation_id: 5, seq: 1, message_id: id, recalled: true, content: { text: '此消息已被撤回' } })),
};
const s = () => useChat.getState();
const list = (id: number) => s().messages[id] ?? [];

beforeEach(() => {
  vi.clearAllMocks();
  configureChat({ transport, toast, t: (k) => (k === 'chat.recalled' ? 'this message has been recalled' : 'send failed') });
  s().reset();
  s().setMe(ME);
  s().setConversations([conv(5, { unread_count: 2 }), conv(6, { unread_count: 3 }), conv(7)], 5);
  let seq = 10;
  sendImpl = async (body) =>
    msg({ conversation_id: body.conversation_id!, seq: ++seq, sender_id: ME, temp_id: body.temp_id, content: body.content, unread_count: 0 });
});

describe('chat store: sending', () => {
  it('shows the message as sending with a temporary id, then sent with the server data', async () => {
    let resolve!: (m: ChatMessage) => void;
    sendImpl = (body) => new Promise((r) => (resolve = (m) => r({ ...m, temp_id: body.temp_id })));
    const done = s().send({ conversationId: 5, type: 'text', content: { text: 'hello' } });
    const local = list(5)[0]!;
    expect(local).toMatchObject({ status: 'sending', message_id: 0, sender_id: ME, content: { text: 'hello' } });
    expect(local.key).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(transport.send).toHaveBeenCalledWith({ conversation_id: 5, other_user_id: undefined, type: 'text', content: { text: 'hello' }, temp_id: local.key });
    resolve(msg({ conversation_id: 5, seq: 11, sender_id: ME, content: { text: 'hello' }, message_id: 500 }));
    const final = await done;
    expect(final).toMatchObject({ status: 'sent', message_id: 500, seq: 11, key: local.key });
    expect(list(5)).toHaveLength(1);
    expect(s().conversations[5]!.last_message?.message_id).toBe(500);
  });

  it('marks the message failed on a non-200 reply or a network error, with the server message or "send failed"', async () => {
    sendImpl = async () => {
      throw new ApiError(429, '发送太频繁', null, '/message/send');
    };
    const failed = await s().send({ conversationId: 5, type: 'text', content: { text: 'a' } });
    expect(failed).toMatchObject({ status: 'failed', error: '发送太频繁' });
    sendImpl = async () => {
      throw new Error('');
    };
    const failed2 = await s().send({ conversationId: 5, type: 'text', content: { text: 'b' } });
    expect(failed2).toMatchObject({ status: 'failed', error: 'send failed' });
  });

  it('retries a failed message with the same temporary id and ends sent, without duplicates', async () => {
    sendImpl = async () => {
      throw new Error('offline');
    };
    const failed = (await s().send({ conversationId: 5, type: 'text', content: { text: 'again' } }))!;
    expect(failed.status).toBe('failed');
    let seen: SendBody | null = null;
    sendImpl = async (body) => {
      seen = body;
      expect(list(5)[0]!.status).toBe('sending');
      return msg({ conversation_id: 5, seq: 20, sender_id: ME, temp_id: body.temp_id, content: body.content });
    };
    const sent = await s().retry(5, failed.key);
    expect(seen!.temp_id).toBe(failed.key);
    expect(sent).toMatchObject({ status: 'sent', seq: 20, key: failed.key });
    expect(list(5)).toHaveLength(1);
    // A second retry of a sent message does nothing.
    expect(await s().retry(5, failed.key)).toBeNull();
    expect(transport.send).toHaveBeenCalledTimes(2);
  });

  it('re-runs a failed upload on retry, and uploads only once when the send itself failed', async () => {
    const prepare = vi.fn().mockRejectedValueOnce(new Error('upload failed')).mockResolvedValue({ url: '/api/media/abc' });
    const failed = (await s().send({ conversationId: 5, type: 'image', prepare, preview: { localUrl: 'blob:x' } }))!;
    expect(failed).toMatchObject({ status: 'failed', localUrl: 'blob:x', error: 'upload failed' });
    expect(transport.send).not.toHaveBeenCalled();
    sendImpl = vi.fn().mockRejectedValueOnce(new Error('down')).mockImplementation(async (body: SendBody) =>
      msg({ conversation_id: 5, seq: 30, sender_id: ME, type: 'image', temp_id: body.temp_id, content: body.content }),
    );
    expect((await s().retry(5, failed.key))!.status).toBe('failed');
    const sent = await s().retry(5, failed.key);
    expect(sent).toMatchObject({ status: 'sent', content: { url: '/api/media/abc' }, localUrl: 'blob:x' });
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('without a chosen conversation toasts "select a chat partner" and sends nothing', async () => {
    expect(await s().send({ type: 'text', content: { text: 'x' } })).toBeNull();
    expect(toast).toHaveBeenCalledWith('chat.selectPartner');
    expect(transport.send).not.toHaveBeenCalled();
    expect(Object.values(s().messages).flat()).toHaveLength(0);
  });

  it('sends unknown types as they are but shows them as text', async () => {
    const m = await s().send({ conversationId: 5, type: 'sticker', content: { text: ':)' } });
    expect((transport.send as ReturnType<typeof vi.fn>).mock.calls[0]![0].type).toBe('sticker');
    expect(m!.type).toBe('text');
  });

  it('keeps the local copy when the socket echo of the own message comes before the reply', async () => {
    let resolve!: (m: ChatMessage) => void;
    sendImpl = () => new Promise((r) => (resolve = r));
    s().prependHistory(5, [], false);
    const done = s().send({ conversationId: 5, type: 'text', content: { text: 'echo' } });
    const key = list(5)[0]!.key;
    const server = msg({ conversation_id: 5, seq: 12, sender_id: ME, temp_id: key, message_id: 700, content: { text: 'echo' } });
    expect(s().receive(server)).toBe('own');
    expect(list(5)).toEqual([expect.objectContaining({ key, status: 'sent', message_id: 700 })]);
    resolve(server);
    await done;
    expect(list(5)).toHaveLength(1);
  });
});

describe('chat store: recall', () => {
  it('marks the message recalled and replaces its text', async () => {
    s().prependHistory(5, [msg({ conversation_id: 5, seq: 1, message_id: 900, sender_id: ME, content: { text: 'oops' } })], false);
    await s().recall(5, 900);
    expect(transport.recall).toHaveBeenCalledWith(900);
    expect(list(5)[0]).toMatchObject({ recalled: true, content: { text: '此消息已被撤回' } });
  });
  it('uses the translated text when the server sends none (socket push)', () => {
    const m = msg({ conversation_id: 5, seq: 1, message_id: 901, type: 'image', content: { url: '/api/media/x' } });
    s().prependHistory(5, [m], false);
    s().receive({ ...m, seq: 1 });
    s().applyRecalled({ ...m, recalled: true, content: {} });
    expect(list(5)[0]).toMatchObject({ recalled: true, content: { text: 'this message has been recalled' } });
  });
  it('a reply quoting a recalled message loses its excerpt and says recalled; messages hidden for me go', () => {
    const orig = msg({ conversation_id: 6, seq: 1, message_id: 910, content: { text: 'secret' } });
    const quote = { message_id: 910, seq: 1, sender_id: orig.sender_id, nickname: 'B', type: 'text' as const, text: 'secret' };
    const reply = msg({ conversation_id: 6, seq: 2, message_id: 911, content: { text: 'ok', quote } });
    s().prependHistory(6, [orig, reply], false);
    s().applyRecalled({ ...orig, recalled: true, content: {} });
    expect(list(6)[1]!.content.quote).toEqual({ message_id: 910, seq: 1, sender_id: orig.sender_id, nickname: 'B', type: 'text', recalled: true });
    s().hideMessages(6, [911]);
    expect(list(6).map((m) => m.message_id)).toEqual([910]);
  });
});

describe('chat store: incoming messages, selection, leaving', () => {
  it('an incoming message from someone else sets the server unread count and moves the conversation to the top', () => {
    expect(sortConversations(s()).map((c) => c.id)).toEqual([7, 6, 5]);
    expect(s().receive(msg({ conversation_id: 5, seq: 3, unread_count: 4, timestamp: 5000 }))).toBe('new');
    expect(s().conversations[5]!.unread_count).toBe(4);
    expect(s().totalUnread).toBe(7);
    expect(useChatStatus.getState().totalUnread).toBe(7);
    expect(sortConversations(s()).map((c) => c.id)).toEqual([5, 7, 6]);
    expect(s().conversations[5]!.last_message?.seq).toBe(3);
  });

  it('keeps pinned conversations first', () => {
    s().upsertConversation(conv(6, { is_top: 1, unread_count: 3 }));
    s().receive(msg({ conversation_id: 5, seq: 3, timestamp: 9000 }));
    expect(sortConversations(s()).map((c) => c.id)).toEqual([6, 5, 7]);
  });

  it('own messages (another device) do not count as unread; duplicates are ignored', () => {
    s().prependHistory(7, [], false);
    const mine = msg({ conversation_id: 7, seq: 1, sender_id: ME, unread_count: 0 });
    expect(s().receive(mine)).toBe('own');
    expect(s().receive(mine)).toBe('duplicate');
    expect(s().conversations[7]!.unread_count).toBe(0);
    expect(list(7)).toHaveLength(1);
  });

  it('a message for an unknown conversation asks for the list', () => {
    expect(s().receive(msg({ conversation_id: 99, seq: 1 }))).toBe('unknown');
  });

  it('selecting a conversation resets its unread count to 0, and it stays 0 while shown', () => {
    s().select(6);
    expect(s().conversations[6]!.unread_count).toBe(0);
    expect(s().totalUnread).toBe(2);
    s().receive(msg({ conversation_id: 6, seq: 4, unread_count: 1 }));
    expect(s().conversations[6]!.unread_count).toBe(0);
    expect(s().totalUnread).toBe(2);
    s().select(null);
    s().receive(msg({ conversation_id: 6, seq: 5, unread_count: 1 }));
    expect(s().totalUnread).toBe(3);
  });

  it('leaving a group removes the conversation, its messages and its unread count', () => {
    s().upsertConversation(conv(6, { type: 2, unread_count: 3 }));
    s().prependHistory(6, [msg({ conversation_id: 6, seq: 1 })], true);
    s().select(6);
    s().leave(6);
    expect(s().conversations[6]).toBeUndefined();
    expect(s().messages[6]).toBeUndefined();
    expect(s().hasMore[6]).toBeUndefined();
    expect(s().currentId).toBeNull();
    expect(s().totalUnread).toBe(2);
  });

  it('history pages merge in sequence order', () => {
    s().prependHistory(5, [msg({ conversation_id: 5, seq: 3 }), msg({ conversation_id: 5, seq: 4 })], true);
    s().prependHistory(5, [msg({ conversation_id: 5, seq: 1 }), msg({ conversation_id: 5, seq: 2 })], false);
    expect(list(5).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(s().hasMore[5]).toBe(false);
  });

  it('read marks of the other user mark my messages read up to the sequence', () => {
    s().prependHistory(5, [
      msg({ conversation_id: 5, seq: 1, sender_id: ME }),
      msg({ conversation_id: 5, seq: 2, sender_id: ME }),
      msg({ conversation_id: 5, seq: 3, sender_id: OTHER }),
    ], false);
    s().applyRead({ conversation_id: 5, user_id: OTHER, last_read_seq: 1 });
    expect(list(5).map((m) => m.is_read)).toEqual([true, false, false]);
  });

  it('a copy of a message presented before a read does not take the receipt back', () => {
    const mine = msg({ conversation_id: 5, seq: 1, sender_id: ME, message_id: 501 });
    s().prependHistory(5, [mine], false);
    s().applyRead({ conversation_id: 5, user_id: OTHER, last_read_seq: 1 });
    // A slow history page (or a catch-up copy) computed before the read arrives afterwards.
    s().prependHistory(5, [{ ...mine }], false);
    expect(list(5)[0]).toMatchObject({ is_read: true, read_by: [OTHER] });
    // Other fields still take the newer copy (a recall replaces the content).
    s().receive({ ...mine, recalled: true, content: { text: 'recalled' } });
    expect(list(5)).toHaveLength(1);
    expect(list(5)[0]).toMatchObject({ is_read: true, read_by: [OTHER], recalled: true, content: { text: 'recalled' } });
  });

  it('a deleted single chat leaves the list until it has new activity', () => {
    s().hide(7);
    expect(sortConversations(s()).map((c) => c.id)).toEqual([6, 5]);
    s().receive(msg({ conversation_id: 7, seq: 1, timestamp: 9999 }));
    expect(sortConversations(s()).map((c) => c.id)).toContain(7);
  });

  it('reset forgets everything', () => {
    s().reset();
    expect(s().conversations).toEqual({});
    expect(s().totalUnread).toBe(0);
  });
});
