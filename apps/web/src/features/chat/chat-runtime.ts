import type { ChatMessage, ServerFrame } from '@haiwai/contracts';
import { currentLocation } from '../../shell/router-bridge';
import { queryClient } from '../../shell/query-client';
import { forgetTranslation } from '../translate';
import { offerWebPushAfterFirstMessage } from '../web-push';
import { i18next } from '../../i18n';
import { loadWords } from '../../shell/words';
import { TIMING } from '../../lib/contracts';
import { showToast } from '../../lib/feedback';
import { call } from '../../lib/http';
import { emitPushFrame, emitPushReconnected } from '../../lib/push';
import { useApp } from '../../stores/app-store';
import { configureChat, useChat } from './chat-store';
import { registerChatReset, useChatStatus } from '../../stores/chat-status';
import { useSession } from '../../stores/session-store';
import { chatKeys, fetchConversations, fetchHistory } from './chat-api';
import { messagePreview } from './format';
import { reloadOnce } from './list-reload';
import { ChatSocket } from './socket-client';

/**
 * Starts once a socket token exists (see chat-boot.tsx): one socket for the app, wired to the chat store.
 * Incoming frames update conversations and messages; a message from someone else shows a 3 s toast unless
 * its conversation is on screen, the message centre is open or the conversation is muted.
 */
export const CHAT_PATHS = {
  list: '/pagesA/chat/conversation/list',
  room: '/pagesA/chat/chat/chat',
  groups: '/pages/common/group-list',
} as const;

export function roomUrl(conversationId: number): string {
  return `${CHAT_PATHS.room}?conversation_id=${conversationId}`;
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

function chatToast(content: () => string, duration: number) {
  // The chat words may not be loaded yet on the home page: fetch them with the toast component.
  void loadWords(['chat']).then(() => showToast({ content: content(), duration }));
}

let socket: ChatSocket | null = null;

/**
 * Reloads the conversation list into the store, one request at a time; news meanwhile (a message of a conversation
 * not in the store) reloads once more after it, as the answer on its way may be older than that news.
 */
const reloadList = reloadOnce(fetchConversations);

/** The app's socket, once the runtime started. */
export function chatSocket(): ChatSocket | null {
  return socket;
}

/** Marks a conversation read up to `seq` through the socket (queued while offline). */
export function sendRead(conversationId: number, seq: number): void {
  socket?.send({ type: 'read', conversation_id: conversationId, seq });
}

/** Tries again after the socket gave up (tap on the offline banner). */
export function reconnectChat(): void {
  socket?.connect();
}

/** Whether a message mentions me (`me`) or everyone (`all`). */
function mentionOf(msg: ChatMessage, myId: number): 'me' | 'all' | null {
  if (msg.content.mentions?.includes(myId)) return 'me';
  return msg.content.mention_all ? 'all' : null;
}

/** A pushed (or, with `quiet`, caught-up) message: into the store; a toast for a live one from someone else. */
function onMessage(msg: ChatMessage, quiet = false): void {
  const store = useChat.getState();
  const result = store.receive(msg);
  if (result === 'unknown') {
    // A new conversation (someone wrote first, or we were added to a group): reload the list.
    reloadList();
    if (msg.sender_id !== store.myId) useChat.getState().setTotalUnread(useChat.getState().totalUnread + 1);
  }
  if (result === 'duplicate' || result === 'own' || msg.sender_id === store.myId) return;
  const mention = mentionOf(msg, store.myId);
  if (mention && store.currentId !== msg.conversation_id) {
    const c = useChat.getState().conversations[msg.conversation_id];
    if (c) useChat.getState().upsertConversation({ ...c, mention });
  }
  if (store.currentId === msg.conversation_id) {
    sendRead(msg.conversation_id, msg.seq);
    return;
  }
  if (quiet) return;
  const c = useChat.getState().conversations[msg.conversation_id];
  // A muted conversation stays silent, except for a message that mentions me.
  if (c?.is_mute === 1 && !mention) return;
  if (currentLocation().pathname === CHAT_PATHS.list && !mention) return;
  const name = msg.nickname || msg.account || c?.name || '';
  const text = messagePreview(msg, i18next.t.bind(i18next));
  chatToast(() => i18next.t(mention ? 'chat.mentionedToast' : 'chat.newMessage', { name, text }), TIMING.toastNewMessageMs);
}

function onFrame(frame: ServerFrame): void {
  // The same socket carries other features' pushes (docs/push.md): they listen through lib/push.
  emitPushFrame(frame);
  const store = useChat.getState();
  switch (frame.type) {
    case 'new_message':
      onMessage(frame.data);
      break;
    case 'sync_result':
      // Missed while offline: no toast per message; the list reload brings the unread counts.
      if (frame.code === 200 && frame.data) {
        const { conversation_id, messages, read_marks } = frame.data;
        for (const m of messages) onMessage(m, true);
        // Read receipts pushed while away come back with the messages (older servers send none).
        for (const mark of read_marks ?? []) if (mark.user_id !== store.myId) store.applyRead({ conversation_id, ...mark });
      }
      break;
    case 'message_recalled':
      store.applyRecalled(frame.data);
      // Its translation goes with it, at once (docs/translation.md).
      forgetTranslation(queryClient, 'chat_message', frame.data.message_id);
      break;
    case 'message_read':
      store.applyRead(frame.data);
      break;
    case 'read_ack':
      if (frame.data) store.setTotalUnread(frame.data.total_unread);
      break;
    case 'conversation_created':
    case 'conversation_updated':
      store.upsertConversation(frame.data);
      void queryClient.invalidateQueries({ queryKey: chatKeys.info(frame.data.id) });
      break;
    case 'message_hidden':
      store.hideMessages(frame.data.conversation_id, frame.data.message_ids);
      break;
    case 'conversation_hidden':
      store.dropConversation(frame.data.conversation_id, frame.data.total_unread);
      break;
    case 'draft_updated':
      store.setDraft(frame.data.conversation_id, frame.data.draft);
      break;
    case 'group_member_changed': {
      const { conversation_id, conversation } = frame.data;
      if (conversation) store.upsertConversation(conversation);
      else {
        store.leave(conversation_id);
        socket?.forgetConversation(conversation_id);
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.info(conversation_id) });
      break;
    }
    default:
      break;
  }
}

async function refreshToken(): Promise<string> {
  try {
    const user = await call('userInfo', { silent: true, noLoading: true });
    useSession.getState().setUserInfo(user);
    return user.ws_token;
  } catch {
    // A 401 here ends the session (the http client clears it); other errors: try again on the next reconnect.
    return '';
  }
}

/** Idempotent: creates the socket once, then only (re)connects. */
export function startChatRuntime(): void {
  if (socket) {
    socket.connect();
    return;
  }
  configureChat({
    transport: {
      send: (body) => call('chatSend', { body, silent: true }),
      recall: (messageId) => call('chatRecall', { body: { messageId } }),
    },
    toast: (key) => chatToast(() => i18next.t(key), TIMING.toastErrorMs),
    t: (key) => i18next.t(key),
  });
  const myId = useSession.getState().userInfo?.id ?? 0;
  useChat.getState().setMe(myId);
  offerWebPushAfterFirstMessage(); // notifications when the app is closed: asked after the first message sent or received (docs/web-push.md)

  socket = new ChatSocket({
    url: socketUrl,
    getToken: () => useSession.getState().wsToken,
    refreshToken,
    deviceInfo: () => {
      const app = useApp.getState();
      return { terminal: app.terminal, device: app.device };
    },
    lang: () => useApp.getState().lang,
    onFrame,
    onState: (socketState) => useChatStatus.setState(socketState === 'disconnected' ? { socketState } : { socketState, gaveUp: false }),
    onGiveUp: () => useChatStatus.setState({ gaveUp: true }),
    onAuthenticated: ({ reconnect, totalUnread }) => {
      const store = useChat.getState();
      if (totalUnread !== null && !store.listLoaded) store.setTotalUnread(totalUnread);
      // After a gap the list (unread counts, new conversations) may be stale.
      if (reconnect || store.listLoaded) reloadList();
      // Read marks and recalls pushed while away: the open conversation's newest page again (merged by id).
      if (reconnect && store.currentId) void fetchHistory(store.currentId).catch(() => {});
      // Other features' pushes missed while away (the notice badge refetches its count).
      if (reconnect) emitPushReconnected();
    },
  });

  registerChatReset(() => {
    socket?.reset();
    useChat.getState().reset();
  });

  // Login, logout and token rotation.
  useSession.subscribe((s, prev) => {
    if (s.userInfo?.id !== prev.userInfo?.id && s.userInfo) useChat.getState().setMe(s.userInfo.id);
    if (s.wsToken === prev.wsToken) return;
    if (!s.wsToken) {
      socket?.reset();
      useChat.getState().reset();
    } else if (socket?.getState() === 'disconnected' && !prev.wsToken) socket.connect();
  });

  // Back online or back in front: connect again at once (also after the client gave up).
  window.addEventListener('online', () => socket?.connect());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') socket?.connect();
  });

  socket.connect();
  // The badge should not wait for the socket.
  void call('chatUnreadCount', { silent: true, noLoading: true })
    .then(({ total_unread }) => {
      if (!useChat.getState().listLoaded) useChat.getState().setTotalUnread(total_unread);
    })
    .catch(() => {});
}
