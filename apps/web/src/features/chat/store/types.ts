import type { ChatContent, ChatMessage, Conversation } from '@haiwai/contracts';

/** The chat store's shapes, one block per concern (each concern's slice lives in its own file here). */
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
  reply_to?: number;
  mentions?: number[];
  mention_all?: boolean;
  clear_draft?: boolean;
}

/** What a send carries besides its content: the message it answers, the members it mentions, the draft to clear. */
export type SendExtra = Pick<SendBody, 'reply_to' | 'mentions' | 'mention_all' | 'clear_draft'>;

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
  extra?: SendExtra;
}

/** Server cache: what the server told us about conversations and messages. */
export interface CacheState {
  conversations: Record<number, Conversation>;
  /** Whether the conversation list has been loaded since the session started. */
  listLoaded: boolean;
  messages: Record<number, ClientMessage[]>;
  /** Older history exists above what is loaded. */
  hasMore: Record<number, boolean>;
  /**
   * Present while a conversation's loaded messages stop short of the newest (the room opened at an older message,
   * store/window.ts): the messages known to be newer, held until newer pages bring the window down to them.
   */
  held: Record<number, ClientMessage[]>;
  totalUnread: number;
  /** The message centre's next page (keyset), null at the end. */
  listCursor: string | null;
  /** The last row of the pages loaded (where `listCursor` continues); rows held that sort below it wait for their page. */
  listEdge: ListEdge | null;
}
/** A row's place in the message centre's order: pinned first, then by last activity, then by id. */
export type ListEdge = Pick<Conversation, 'is_top' | 'update_time' | 'id'>;
export interface CacheActions {
  /**
   * The list's first page, read again from the top. `asked`: the store's rows when it was asked for; a row changed
   * since (a push answered first) keeps its copy unless the page's is newer.
   */
  setConversations(list: Conversation[], totalUnread: number, asked?: Record<number, Conversation>): void;
  upsertConversation(c: Conversation): void;
  setTotalUnread(total: number): void;
  /** An incoming (or synced) message. Returns what it was, so the runtime knows whether to toast or fetch. */
  receive(msg: ChatMessage): 'new' | 'own' | 'duplicate' | 'unknown';
  /** Older messages (history paging upward). */
  prependHistory(conversationId: number, msgs: ChatMessage[], hasMore: boolean): void;
  /** The messages around one (`chatMessageContext`) become what the room shows; newer ones are held unless it reaches the newest. */
  openWindow(conversationId: number, msgs: ChatMessage[], moreBefore: boolean, moreAfter: boolean): void;
  /** A page after the window's end (`chatSync`); the last one ends the window. */
  appendNewer(conversationId: number, msgs: ChatMessage[], moreAfter: boolean): void;
  /** The newest page: the room shows it (ending a window); `hold`: while a window is open, only held for it. */
  takeNewest(conversationId: number, msgs: ChatMessage[], moreBefore: boolean, hold: boolean): void;
  recall(conversationId: number, messageId: number): Promise<void>;
  applyRecalled(msg: ChatMessage): void;
  applyRead(mark: { conversation_id: number; user_id: number; last_read_seq: number; unread_count?: number; total_unread?: number }): void;
  /** Left or removed from a group: the conversation, its messages and its unread count go. */
  leave(conversationId: number): void;
  /** Messages deleted for me (here or on another device of mine). */
  hideMessages(conversationId: number, messageIds: number[]): void;
  /** A conversation deleted for me: its row and messages go until a newer message brings it back. */
  dropConversation(conversationId: number, totalUnread: number): void;
  /** My draft of a conversation, as saved on any of my devices. */
  setDraft(conversationId: number, draft: Conversation['draft']): void;
  setListCursor(cursor: string | null): void;
  /** A further page of the message centre, merged in. */
  addConversations(list: Conversation[]): void;
  /**
   * The page `cursor` asked for, merged in (rows held already keep their live copy unless the page's is newer), and
   * the cursor moved on to `next`. Ignored, returning false, when the list was loaded again meanwhile (the cursor changed).
   */
  addListPage(list: Conversation[], cursor: string, next: string | null): boolean;
}

/** Send queue: messages made here until the server confirms them. */
export interface SendActions {
  /** Sends; resolves with the final local message, or null when there was nothing to send. */
  send(out: Outgoing): Promise<ClientMessage | null>;
  /** Sends a failed message again with the same temporary id (the server never stores it twice). */
  retry(conversationId: number, key: string): Promise<ClientMessage | null>;
}

/** Current selection. */
export interface SelectionState {
  /** The conversation on screen (its unread stays 0 while it is shown). */
  currentId: number | null;
}
export interface SelectionActions {
  select(conversationId: number | null): void;
}

/** Local hide list. */
export interface HiddenState {
  /** Single chats deleted here: conversation id → its update_time then; it returns with newer activity. */
  hidden: Record<number, number>;
}
export interface HiddenActions {
  /** Deletes a single chat from the list (until it has new activity). */
  hide(conversationId: number): void;
}

/** Whose chat this is: switching user starts over. */
export interface SessionState {
  myId: number;
}
export interface SessionActions {
  setMe(userId: number): void;
  reset(): void;
}

export type ChatState = SessionState & CacheState & SelectionState & HiddenState;
export type ChatActions = SessionActions & CacheActions & SendActions & SelectionActions & HiddenActions;
export type ChatStore = ChatState & ChatActions;
