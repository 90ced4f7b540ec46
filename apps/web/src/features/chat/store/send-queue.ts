import type { StateCreator } from 'zustand';
import type { ChatContent, ChatMessage } from '@haiwai/contracts';
import { newTempId, nowMs, requireDeps } from './deps';
import { withSent } from './cache-reducers';
import { merge } from './message-list';
import { patches } from './patches';
import type { ChatStore, ClientMessage, Outgoing, SendActions, SendBody } from './types';

/**
 * Send queue (spec section 4 "Message send"): a message shows at once as 'sending', keeps what it needs for a
 * retry until the server confirms it, and is matched to the server's copy by its temporary id.
 */
const outgoing = new Map<string, Outgoing>();

/** Forgets every unsent message (sign-out, another user). */
export function clearOutgoing(): void {
  outgoing.clear();
}

const MESSAGE_TYPES = ['text', 'image', 'voice', 'video', 'file', 'card'];

/** The local copy shown at once as 'sending' (a preview while an upload runs), keyed by its temporary id. */
function localMessage(out: Outgoing, key: string, s: ChatStore): ClientMessage {
  const conversationId = out.conversationId ?? 0;
  return {
    message_id: 0,
    id: 0,
    conversation_id: conversationId,
    conversation_type: s.conversations[conversationId]?.type ?? 1,
    seq: 0,
    sender_id: s.myId,
    type: (MESSAGE_TYPES.includes(out.type) ? out.type : 'text') as ChatMessage['type'],
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
}

/** What the server is sent: a known conversation, or the other user for the first message of a single chat. */
function sendBody(out: Outgoing, key: string): SendBody {
  return {
    conversation_id: out.conversationId,
    other_user_id: out.conversationId ? undefined : out.otherUserId,
    type: out.type,
    content: out.content ?? {},
    temp_id: key,
    ...out.extra,
  };
}

export const sendSlice: StateCreator<ChatStore, [], [], SendActions> = (set, get) => {
  const { patchMessages, patchMessage, findMessage } = patches(set, get);

  /** The server confirmed a local message: its copy replaces the local one, in the conversation it went to. */
  const confirm = (out: Outgoing, key: string, sent: ChatMessage): ClientMessage | null => {
    outgoing.delete(key);
    const local = findMessage(out.conversationId ?? 0, key);
    if (local && out.conversationId === undefined) {
      // Opened by user id: the conversation was made by this send; move the local copy over.
      patchMessages(0, (list) => list.filter((m) => m.key !== key));
    }
    patchMessages(sent.conversation_id, (list) => merge(list, [{ ...sent, status: 'sent', key, localUrl: local?.localUrl } as ClientMessage]));
    set((s) => withSent(s, sent));
    return findMessage(sent.conversation_id, key) ?? null;
  };

  /** Runs one send attempt of a local message (first send and retries alike). */
  const attempt = async (key: string): Promise<ClientMessage | null> => {
    const out = outgoing.get(key);
    if (!out) return null;
    const { transport, t } = requireDeps();
    let conversationId = out.conversationId ?? 0;
    try {
      if (!out.content && out.prepare) out.content = await out.prepare();
      const sent = await transport.send(sendBody(out, key));
      conversationId ||= sent.conversation_id;
      return confirm(out, key, sent);
    } catch (err) {
      const error = err instanceof Error && err.message ? err.message : t('chat.sendFailed');
      patchMessage(conversationId, key, { status: 'failed', error });
      return findMessage(conversationId, key) ?? null;
    }
  };

  return {
    send: async (out) => {
      const { toast } = requireDeps();
      if (!out.conversationId && !out.otherUserId) {
        toast('chat.selectPartner');
        return null;
      }
      const key = newTempId();
      const local = localMessage(out, key, get());
      outgoing.set(key, out);
      patchMessages(local.conversation_id, (list) => [...list, local]);
      return attempt(key);
    },

    retry: async (conversationId, key) => {
      const m = findMessage(conversationId, key);
      if (!m || m.status !== 'failed' || !outgoing.has(key)) return null;
      patchMessage(conversationId, key, { status: 'sending', error: undefined });
      return attempt(key);
    },
  };
};
