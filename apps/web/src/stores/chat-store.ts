import { create } from 'zustand';
import type { ChatContent, ChatMessage, Conversation } from '@haiwai/contracts';
import { readJson, write } from '../lib/storage';
import { useChatStatus } from './chat-status';

/**
 * Conversations and messages (spec section 3 "Conversation", "Chat message"; section 4 "Message send",
 * "Recall", "Incoming message", "Selecting a conversation", "Leaving a group"). Server calls and toasts are
 * injected (`configureChat`) so unit tests run the store alone; the chat runtime wires the real ones.
 */
export type MessageStatus = 'sending' | 'sent' | 'failed';

export interface ClientMessage extends ChatMessage {
  status: MessageStatus;
  /** Stable key: the temporary id for messages sent from here, `m<id>` for others. */
  key: string;
  /** Server message or 'send failed' for failed sends. */
  error?: string;
  /** Object URL of a local file shown while it uploads. */
  localUrl?: string;
}

export interface SendBody {
  conversation_id?: number;
  other_user_id?: number;
  type: string;
  content: Record<string, unknown>;
  temp_id: string;
}

export interface ChatTransport {
  send(body: SendBody): Promise<ChatMessage>;
  recall(messageId: number): Promise<ChatMessage>;
}

export interface ChatDeps {
  transport: ChatTransport;
  /** Shows a translated toast by dictionary key. */
  toast(key: 'chat.selectPartner' | 'chat.sendFailed'): void;
  /** Translated text by key (recalled text fallback, 'send failed'). */
  t(key: 'chat.recalled' | 'chat.sendFailed'): string;
  now?(): number;
}

/** A message waiting to be sent: the content, or how to make it (an upload), kept for a retry. */
export interface Outgoing {
  conversationId?: number;
  otherUserId?: number;
  type: string;
  content?: Record<string, unknown>;
  /** Uploads the attachment and returns the content to send; run again by a retry until it succeeds. */
  prepare?(): Promise<Record<string, unknown>>;
  /** Shown while the upload runs (image preview, voice duration, file name). */
  preview?: { localUrl?: string; content?: ChatContent };
}

let deps: ChatDeps | null = null;
export function configureChat(d: ChatDeps): void {
  deps = d;
}
function requireDeps(): ChatDeps {
  if (!deps) throw new Error('chat store not configured');
  return deps;
}
const nowMs = () => (deps?.now ? deps.now() : Date.now());

let tempCounter = 0;
/** Temporary ids: letters, digits and `_`/`-` only, unique per browser (CHAT.tempIdPattern). */
export function newTempId(): string {
  tempCounter = (tempCounter + 1) % 1_000_000;
  return `t${nowMs().toString(36)}_${tempCounter.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export interface ChatState {
  myId: number;
  conversations: Record<number, Conversation>;
  /** Whether the conversation list has been loaded since the session started. */
  listLoaded: boolean;
  messages: Record<number, ClientMessage[]>;
  /** Older history exists above what is loaded. */
  hasMore: Record<number, boolean>;
  /** The conversation on screen (its unread stays 0 while it is shown). */
  currentId: number | null;
  totalUnread: number;
  /** Single chats deleted here: conversation id → its update_time then; it returns with newer activity. */
  hidden: Record<number, number>;
}

export interface ChatActions {
  setMe(userId: number): void;
  setConversations(list: Conversation[], totalUnread: number): void;
  upsertConversation(c: Conversation): void;
  setTotalUnread(total: number): void;
  select(conversationId: number | null): void;
  /** An incoming (or synced) message. Returns what it was, so the runtime knows whether to toast or fetch. */
  receive(msg: ChatMessage): 'new' | 'own' | 'duplicate' | 'unknown';
  /** Older messages (history paging upward). */
  prependHistory(conversationId: number, msgs: ChatMessage[], hasMore: boolean): void;
  /** Sends; resolves with the final local message, or null when there was nothing to send. */
  send(out: Outgoing): Promise<ClientMessage | null>;
  /** Sends a failed message again with the same temporary id (the server never stores it twice). */
  retry(conversationId: number, key: string): Promise<ClientMessage | null>;
  recall(conversationId: number, messageId: number): Promise<void>;
  applyRecalled(msg: ChatMessage): void;
  applyRead(mark: { conversation_id: number; user_id: number; last_read_seq: number; unread_count?: number; total_unread?: number }): void;
  /** Left or removed from a group: the conversation, its messages and its unread count go. */
  leave(conversationId: number): void;
  /** Deletes a single chat from the list (until it has new activity). */
  hide(conversationId: number): void;
  reset(): void;
}

export type ChatStore = ChatState & ChatActions;

const outgoing = new Map<string, Outgoing>();

const initial = (): ChatState => ({
  myId: 0,
  conversations: {},
  listLoaded: false,
  messages: {},
  hasMore: {},
  currentId: null,
  totalUnread: 0,
  hidden: {},
});

const hiddenKey = (userId: number) => `chatHidden_${userId}`;

export function toClient(msg: ChatMessage, status: MessageStatus = 'sent'): ClientMessage {
  return { ...msg, status, key: `m${msg.message_id}` };
}

/** Confirmed messages in sequence order, then the unconfirmed (sending / failed) in the order they were made. */
function keepRead(prev: ClientMessage, next: ClientMessage): Pick<ClientMessage, 'read_by' | 'is_read'> {
  return { read_by: [...new Set([...prev.read_by, ...next.read_by])], is_read: prev.is_read || next.is_read };
}

function merge(list: ClientMessage[], incoming: ClientMessage[]): ClientMessage[] {
  const byId = new Map<number, ClientMessage>();
  const pending: ClientMessage[] = [];
  const add = (m: ClientMessage) => {
    if (m.message_id > 0) {
      const prev = byId.get(m.message_id);
      // Keep the key a row already has so React does not remount it. Read marks only grow: a copy
      // presented before a read (a slow history page) must not take a receipt back.
      byId.set(m.message_id, prev ? { ...m, key: prev.key, localUrl: prev.localUrl, ...keepRead(prev, m) } : m);
    } else pending.push(m);
  };
  list.forEach(add);
  for (const m of incoming) {
    if (m.message_id > 0 && m.temp_id) {
      const i = pending.findIndex((p) => p.key === m.temp_id);
      if (i >= 0) {
        const [local] = pending.splice(i, 1);
        byId.set(m.message_id, { ...m, status: 'sent', key: local!.key, localUrl: local!.localUrl });
        continue;
      }
    }
    add(m);
  }
  const confirmed = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return [...confirmed, ...pending];
}

function isHidden(c: Conversation, hidden: Record<number, number>): boolean {
  const at = hidden[c.id];
  return at !== undefined && c.update_time <= at;
}

/** Pinned first, then by last activity (spec: an incoming message moves its conversation to the top). */
export function sortConversations(s: Pick<ChatState, 'conversations' | 'hidden'>): Conversation[] {
  return Object.values(s.conversations)
    .filter((c) => !isHidden(c, s.hidden))
    .sort((a, b) => b.is_top - a.is_top || b.update_time - a.update_time || b.id - a.id);
}

export const useChat = create<ChatStore>()((set, get) => {
  const patchMessages = (conversationId: number, fn: (list: ClientMessage[]) => ClientMessage[]) =>
    set((s) => ({ messages: { ...s.messages, [conversationId]: fn(s.messages[conversationId] ?? []) } }));
  const patchMessage = (conversationId: number, key: string, patch: Partial<ClientMessage>) =>
    patchMessages(conversationId, (list) => list.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  const findMessage = (conversationId: number, key: string) => get().messages[conversationId]?.find((m) => m.key === key);

  /** Sets one conversation's unread count, keeping the total in step. */
  const setUnread = (conversationId: number, unread: number) =>
    set((s) => {
      const c = s.conversations[conversationId];
      if (!c || c.unread_count === unread) return {};
      return {
        conversations: { ...s.conversations, [conversationId]: { ...c, unread_count: unread } },
        totalUnread: Math.max(0, s.totalUnread + unread - c.unread_count),
      };
    });

  /** Runs one send attempt of a local message (first send and retries alike). */
  const attempt = async (key: string): Promise<ClientMessage | null> => {
    const out = outgoing.get(key);
    if (!out) return null;
    const { transport, t } = requireDeps();
    let conversationId = out.conversationId ?? 0;
    try {
      if (!out.content && out.prepare) out.content = await out.prepare();
      const sent = await transport.send({
        conversation_id: out.conversationId,
        other_user_id: out.conversationId ? undefined : out.otherUserId,
        type: out.type,
        content: out.content ?? {},
        temp_id: key,
      });
      outgoing.delete(key);
      if (!conversationId) conversationId = sent.conversation_id;
      const local = findMessage(out.conversationId ?? 0, key);
      if (local && out.conversationId === undefined) {
        // Opened by user id: the conversation was made by this send; move the local copy over.
        patchMessages(0, (list) => list.filter((m) => m.key !== key));
      }
      patchMessages(sent.conversation_id, (list) =>
        merge(list, [{ ...sent, status: 'sent', key, localUrl: local?.localUrl } as ClientMessage]),
      );
      set((s) => {
        const c = s.conversations[sent.conversation_id];
        if (!c) return {};
        return {
          conversations: {
            ...s.conversations,
            [c.id]: { ...c, last_message: sent, update_time: Math.max(c.update_time, sent.timestamp), last_seq: Math.max(c.last_seq, sent.seq) },
          },
        };
      });
      return findMessage(sent.conversation_id, key) ?? null;
    } catch (err) {
      const error = err instanceof Error && err.message ? err.message : t('chat.sendFailed');
      patchMessage(conversationId, key, { status: 'failed', error });
      return findMessage(conversationId, key) ?? null;
    }
  };

  return {
    ...initial(),

    setMe: (userId) => {
      if (get().myId === userId) return;
      set({ ...initial(), myId: userId, hidden: readJson<Record<number, number>>(hiddenKey(userId)) ?? {} });
    },

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

    select: (conversationId) => {
      set({ currentId: conversationId });
      if (conversationId !== null) setUnread(conversationId, 0);
    },

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

    send: async (out) => {
      const { toast } = requireDeps();
      if (!out.conversationId && !out.otherUserId) {
        toast('chat.selectPartner');
        return null;
      }
      const s = get();
      const key = newTempId();
      const conversationId = out.conversationId ?? 0;
      const c = s.conversations[conversationId];
      const local: ClientMessage = {
        message_id: 0,
        id: 0,
        conversation_id: conversationId,
        conversation_type: c?.type ?? 1,
        seq: 0,
        sender_id: s.myId,
        type: (['text', 'image', 'voice', 'video', 'file', 'card'].includes(out.type) ? out.type : 'text') as ChatMessage['type'],
        content: (out.content ?? out.preview?.content ?? {}) as ChatContent,
        timestamp: Math.floor(nowMs() / 1000),
        temp_id: key,
        recalled: false,
        unread_count: 0,
        account: '',
        nickname: '',
        user_avatar: null,
        avatar: null,
        read_by: [],
        is_read: false,
        status: 'sending',
        key,
        localUrl: out.preview?.localUrl,
      };
      outgoing.set(key, out);
      patchMessages(conversationId, (list) => [...list, local]);
      return attempt(key);
    },

    retry: async (conversationId, key) => {
      const m = findMessage(conversationId, key);
      if (!m || m.status !== 'failed' || !outgoing.has(key)) return null;
      patchMessage(conversationId, key, { status: 'sending', error: undefined });
      return attempt(key);
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

    hide: (conversationId) => {
      const s = get();
      const c = s.conversations[conversationId];
      if (!c) return;
      setUnread(conversationId, 0);
      const hidden = { ...s.hidden, [conversationId]: c.update_time };
      set({ hidden });
      if (s.myId) write(hiddenKey(s.myId), hidden);
    },

    reset: () => {
      outgoing.clear();
      set(initial());
    },
  };
});

// The badge on the Me tab follows the total.
useChat.subscribe((s, prev) => {
  if (s.totalUnread !== prev.totalUnread) useChatStatus.setState({ totalUnread: s.totalUnread });
});
