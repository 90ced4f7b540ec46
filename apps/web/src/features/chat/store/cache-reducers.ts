import type { ChatMessage, Conversation } from '@haiwai/contracts';
import { edgeOf } from './list-order';
import type { CacheActions, ChatState, ClientMessage } from './types';

/** Pure edits of the server cache: each takes the state and the news and returns the part of the state that changes. */
type ReadMark = Parameters<CacheActions['applyRead']>[0];

/** The conversation on screen stays read. */
const shownRead = (s: ChatState, c: Conversation): Conversation => (c.id === s.currentId ? { ...c, unread_count: 0 } : c);

/**
 * The first page read again from the top: the rows are the page's, and paging starts over. A row that changed since the
 * page was asked for (`asked`: the rows then; a push moved it, or it is new) keeps its copy unless the page's is newer,
 * and stays when the page left it out (it was further down when the server answered): the page, answering after the
 * push, would otherwise put the row back or drop it. The total takes those rows' unread changes since.
 */
export function withConversationList(s: ChatState, list: Conversation[], totalUnread: number, asked?: Record<number, Conversation>): Partial<ChatState> {
  const conversations: Record<number, Conversation> = {};
  for (const c of list) conversations[c.id] = shownRead(s, c);
  let total = totalUnread - (list.find((c) => c.id === s.currentId)?.unread_count ?? 0);
  if (asked) {
    for (const held of Object.values(s.conversations)) {
      if (held === asked[held.id]) continue;
      const paged = conversations[held.id];
      if (paged && paged.update_time > held.update_time) continue;
      conversations[held.id] = paged && held.members.length === 0 ? { ...held, members: paged.members } : held;
      total += held.unread_count - ((paged ?? asked[held.id])?.unread_count ?? 0);
    }
  }
  const last = list.at(-1);
  return { conversations, listLoaded: true, totalUnread: Math.max(0, total), listEdge: last ? edgeOf(last) : null };
}

/**
 * A further page of the message centre. A row held already is kept unless the page's copy is newer: pushes keep held
 * rows live, and a page asked for before a push may answer after it. Group members held are kept too (lists leave
 * them out). The edge moves to the page's last row.
 */
export function withListPage(s: ChatState, list: Conversation[], next: string | null): Partial<ChatState> {
  const conversations = { ...s.conversations };
  for (const c of list) {
    const held = conversations[c.id];
    if (held && held.update_time >= c.update_time) continue;
    conversations[c.id] = shownRead(s, held && c.members.length === 0 ? { ...c, members: held.members } : c);
  }
  const last = list.at(-1);
  return { conversations, listCursor: next, listEdge: next === null ? null : last ? edgeOf(last) : s.listEdge };
}

export function withConversation(s: ChatState, c: Conversation): Partial<ChatState> {
  const prev = s.conversations[c.id];
  const next = shownRead(s, c);
  // Lists leave group members out; keep the ones we already have.
  const merged = prev && next.members.length === 0 && prev.members.length > 0 ? { ...next, members: prev.members } : next;
  return {
    conversations: { ...s.conversations, [c.id]: merged },
    totalUnread: Math.max(0, s.totalUnread + merged.unread_count - (prev?.unread_count ?? 0)),
  };
}

/** Already here: the same server message, or the server's copy of one sent from here and already confirmed. */
export function isDuplicate(list: ClientMessage[], msg: ChatMessage): boolean {
  return list.some((m) => m.message_id === msg.message_id) || (msg.temp_id !== null && list.some((m) => m.key === msg.temp_id && m.status === 'sent'));
}

/** An incoming message moves its (known) conversation's activity on; the last message only if it is newer. */
export function withIncoming(s: ChatState, msg: ChatMessage): Partial<ChatState> {
  const cur = s.conversations[msg.conversation_id]!;
  const newer = !cur.last_message || msg.seq >= cur.last_message.seq;
  return {
    conversations: {
      ...s.conversations,
      [cur.id]: {
        ...cur,
        last_message: newer ? msg : cur.last_message,
        last_seq: Math.max(cur.last_seq, msg.seq),
        update_time: Math.max(cur.update_time, msg.timestamp),
      },
    },
  };
}

/** The server's copy of a message sent from here is its conversation's last message. */
export function withSent(s: ChatState, sent: ChatMessage): Partial<ChatState> {
  const c = s.conversations[sent.conversation_id];
  if (!c) return {};
  return {
    conversations: {
      ...s.conversations,
      [c.id]: { ...c, last_message: sent, update_time: Math.max(c.update_time, sent.timestamp), last_seq: Math.max(c.last_seq, sent.seq) },
    },
  };
}

/** A recalled message shows the recall text instead of its content. */
export const recalledCopy = <M extends ChatMessage>(m: M, text: string): M => ({ ...m, recalled: true, content: { text } });

export function withRecalledLast(s: ChatState, msg: ChatMessage, text: string): Partial<ChatState> {
  const c = s.conversations[msg.conversation_id];
  if (!c?.last_message || c.last_message.message_id !== msg.message_id) return {};
  return { conversations: { ...s.conversations, [c.id]: { ...c, last_message: recalledCopy(c.last_message, text) } } };
}

/** Someone else read up to a sequence: my messages up to it gain the reader (read by all in a group, or by the one other). */
export function markedRead(list: ClientMessage[], mark: ReadMark, myId: number, c: Conversation | undefined): ClientMessage[] {
  const others = c ? Math.max(1, c.member_count - 1) : 1;
  return list.map((m) => {
    if (m.sender_id !== myId || m.seq === 0 || m.seq > mark.last_read_seq || m.read_by.includes(mark.user_id)) return m;
    const read_by = [...m.read_by, mark.user_id];
    return { ...m, read_by, is_read: c?.type === 1 || read_by.length >= others };
  });
}

export function withoutConversation(s: ChatState, conversationId: number): Partial<ChatState> {
  const conversations = { ...s.conversations };
  const messages = { ...s.messages };
  const hasMore = { ...s.hasMore };
  const held = { ...s.held };
  const unread = conversations[conversationId]?.unread_count ?? 0;
  delete conversations[conversationId];
  delete messages[conversationId];
  delete hasMore[conversationId];
  delete held[conversationId];
  return {
    conversations,
    messages,
    hasMore,
    held,
    totalUnread: Math.max(0, s.totalUnread - unread),
    currentId: s.currentId === conversationId ? null : s.currentId,
  };
}
