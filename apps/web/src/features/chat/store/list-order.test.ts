import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { listedConversations, useChat } from '../chat-store';

/*
 * The message centre paged by keyset while rows move: a fake server orders and pages like the real one
 * (pinned, last activity, id; the cursor is the last row's key), the store takes pages and pushes as the app does
 * (chat-api.ts, conversation-list.ts, chat-runtime.ts), and what the list shows is checked after every step.
 */
const ME = 1;
const PAGE = 4;

let server: Map<number, Conversation>;
let clock: number;
/** The server's finer clock (microseconds): the order of activity within one of the client's seconds. */
let micros: Map<number, number>;
let lastId: number;
type Key = [number, number, number, number];
const keyOf = (c: Conversation): Key => [c.is_top, c.update_time, micros.get(c.id) ?? 0, c.id];
const before = (a: Key, b: Key): boolean => {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i >= 0 && a[i]! > b[i]!;
};
const serverOrder = () => [...server.values()].sort((a, b) => (before(keyOf(a), keyOf(b)) ? -1 : 1));

function serverPage(cursor?: string): { list: Conversation[]; next_cursor: string | null } {
  const after = cursor ? (JSON.parse(cursor) as Key) : null;
  const rows = serverOrder().filter((c) => !after || before(after, keyOf(c)));
  const list = rows.slice(0, PAGE).map((c) => ({ ...c }));
  return { list, next_cursor: rows.length > PAGE ? JSON.stringify(keyOf(list.at(-1)!)) : null };
}

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
    update_time: 1000 + id * 10,
    is_top: 0,
    is_mute: 0,
    auto_translate: 0,
    last_message: null,
    unread_count: 0,
    other_user_id: 2,
    last_seq: 0,
    last_read_seq: 0,
    member_count: 2,
    members: [],
    ...over,
  };
}

const s = () => useChat.getState();
/** The first page, as fetchConversations loads it (on opening the page, on reconnecting, on an unknown conversation). */
function loadFirst() {
  const page = serverPage();
  s().setConversations(page.list, 0);
  s().setListCursor(page.next_cursor);
}
/** Asks for the first page now (a reconnect, an unknown conversation); the answer is applied when the returned function is called (as fetchConversations). */
function askFirst(): () => void {
  const asked = s().conversations;
  const page = serverPage();
  const total = [...server.values()].reduce((n, c) => n + c.unread_count, 0);
  return () => {
    s().setConversations(page.list, total, asked);
    s().setListCursor(page.next_cursor);
  };
}
/** Asks for the next page now; the answer is applied when the returned function is called (as loadMoreConversations). */
function askNext(): () => boolean {
  const cursor = s().listCursor!;
  const page = serverPage(cursor);
  return () => s().addListPage(page.list, cursor, page.next_cursor);
}
const shownIds = () => listedConversations(s()).map((c) => c.id);
const serverIds = () => serverOrder().map((c) => c.id);

/** What the list shows is the top of the server's whole list, each conversation once. */
function expectPrefix() {
  const shown = shownIds();
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown).toEqual(serverIds().slice(0, shown.length));
}
function pageToEnd() {
  while (s().listCursor) {
    askNext()();
    expectPrefix();
  }
  expect(shownIds()).toEqual(serverIds());
}

/**
 * A new message on the server, pushed to the store as the socket does; an unknown conversation reloads the list.
 * `sameSecond`: in the second of the message before (the client sees seconds, the server orders by microseconds).
 */
function newMessage(id: number, text = 'hi', sameSecond = false): ChatMessage {
  if (!sameSecond) clock += 10;
  micros.set(id, ++lastId);
  const c = server.get(id)!;
  const msg: ChatMessage = { message_id: lastId, id: lastId, conversation_id: id, conversation_type: 1, seq: c.last_seq + 1, sender_id: 2, type: 'text', content: { text }, timestamp: clock, temp_id: null, recalled: false, unread_count: c.unread_count + 1, account: 'o', nickname: 'o', user_avatar: null, avatar: null, read_by: [], is_read: false };
  server.set(id, { ...c, update_time: clock, last_seq: msg.seq, last_message: msg, unread_count: msg.unread_count });
  if (s().receive(msg) === 'unknown') loadFirst();
  return msg;
}
/** A change of my settings on another device: the server pushes the conversation's new view. */
function changeElsewhere(id: number, over: Partial<Conversation>) {
  server.set(id, { ...server.get(id)!, ...over });
  s().upsertConversation({ ...server.get(id)! });
}

beforeEach(() => {
  s().reset();
  s().setMe(ME);
  clock = 5000;
  micros = new Map();
  lastId = 0;
  // 14 conversations: 1 and 2 pinned, the rest by activity (14 newest); pages of 4.
  server = new Map(Array.from({ length: 14 }, (_, i) => conv(i + 1, i < 2 ? { is_top: 1 } : {})).map((c) => [c.id, c]));
});

describe('message centre paging while rows move', () => {
  it('pages through everything in order, pinned first, each once; the cursor ends', () => {
    loadFirst();
    expect(shownIds()).toEqual([2, 1, 14, 13]);
    pageToEnd();
    expect(s().listCursor).toBeNull();
    expect(shownIds()).toHaveLength(14);
  });

  it('a new message on a loaded row moves it to the top; one on a row not loaded yet reloads and shows it on top; nothing is skipped', () => {
    loadFirst();
    askNext()();
    // 12 was loaded (page 2): it moves to the top under the pinned rows, the next page still continues after 11's old place.
    newMessage(12);
    expect(shownIds().slice(0, 3)).toEqual([2, 1, 12]);
    expect(s().conversations[12]!.unread_count).toBe(1);
    expectPrefix();
    // 4 was not loaded yet: the store does not know it, so the list is read again from the top.
    newMessage(4);
    expect(shownIds().slice(0, 3)).toEqual([2, 1, 4]);
    expectPrefix();
    pageToEnd();
  });

  it('the edge row itself moving up does not shift the next page', () => {
    loadFirst();
    const edge = shownIds().at(-1)!;
    newMessage(edge);
    expectPrefix();
    pageToEnd();
  });

  it('a row unpinned elsewhere waits for its page, then shows once; one pinned elsewhere shows on top at once and its old page leaves it out', () => {
    loadFirst();
    changeElsewhere(1, { is_top: 0 }); // 1 is the oldest: it now belongs to the last page
    expect(shownIds()).not.toContain(1);
    expectPrefix();
    changeElsewhere(3, { is_top: 1 }); // 3 was on the last page
    expect(shownIds().slice(0, 2)).toEqual([3, 2]);
    expectPrefix();
    pageToEnd();
    expect(shownIds().filter((id) => id === 1 || id === 3)).toHaveLength(2);
  });

  it('a conversation deleted or left elsewhere goes at once and no later page brings it back', () => {
    loadFirst();
    askNext()();
    server.delete(12);
    s().dropConversation(12, 0);
    server.delete(5);
    s().leave(5); // not loaded yet
    expect(shownIds()).not.toContain(12);
    pageToEnd();
    expect(shownIds()).not.toContain(12);
    expect(shownIds()).not.toContain(5);
  });

  it('a page asked for before the list was read again from the top is dropped, so the new pass skips nothing', () => {
    loadFirst();
    const late = askNext();
    // Two conversations become new on top meanwhile (a reconnect reloads the list).
    server.set(20, conv(20, { update_time: (clock += 10) }));
    server.set(21, conv(21, { update_time: (clock += 10) }));
    loadFirst();
    expect(late()).toBe(false);
    expectPrefix();
    pageToEnd();
    expect(shownIds()).toHaveLength(16);
  });

  it('a page answering after a push keeps the pushed row: its last message, unread count and @ marker', () => {
    loadFirst();
    // 11 is held (known from the group list or a search) below the edge: it waits for its page.
    s().upsertConversation({ ...server.get(11)! });
    expect(shownIds()).not.toContain(11);
    // Page 2, which holds 11, is asked for; before it answers, a message mentioning me arrives on 11.
    const late = askNext();
    const msg = newMessage(11, '@me look');
    s().upsertConversation({ ...s().conversations[11]!, mention: 'me' });
    expect(late()).toBe(true);
    const row = s().conversations[11]!;
    expect(row.last_message?.message_id).toBe(msg.message_id);
    expect(row.unread_count).toBe(1);
    expect(row.mention).toBe('me');
    expect(shownIds().indexOf(11)).toBe(2);
    pageToEnd();
  });

  it('a message in the same second as the top row\'s moves its row above it, on a later page too (a lower id)', () => {
    loadFirst();
    pageToEnd();
    newMessage(13);
    expect(shownIds().slice(0, 3)).toEqual([2, 1, 13]);
    // 4 (page 3) and 3 (page 4) get messages in 13's second: each goes on top, as the server orders them.
    newMessage(4, 'same second', true);
    expect(shownIds().slice(0, 4)).toEqual([2, 1, 4, 13]);
    newMessage(3, 'same second', true);
    expect(shownIds().slice(0, 5)).toEqual([2, 1, 3, 4, 13]);
    expect(shownIds()).toEqual(serverIds());
    // A page read from the top after them keeps that order.
    loadFirst();
    expectPrefix();
    pageToEnd();
  });

  it('a first page asked for before pushes and answering after them keeps the pushed rows, also one it left out', () => {
    loadFirst();
    pageToEnd();
    // The list is read again from the top (a reconnect); before it answers, messages arrive on 13 (on that page) and
    // on 3 (the last page then): the answer knows neither.
    const late = askFirst();
    newMessage(13);
    newMessage(3);
    late();
    expect(shownIds().slice(0, 4)).toEqual([2, 1, 3, 13]);
    expect(s().conversations[3]!.unread_count).toBe(1);
    expect(s().conversations[13]!.last_message?.seq).toBe(1);
    expect(s().totalUnread).toBe(2);
    expectPrefix();
    pageToEnd();
    // A first page asked for after them is the server's own.
    loadFirst();
    expectPrefix();
  });

  it('a single chat hidden here leaves the list until newer activity', () => {
    loadFirst();
    s().hide(14);
    expect(shownIds()).not.toContain(14);
    newMessage(14);
    expect(shownIds()[2]).toBe(14);
  });
});
