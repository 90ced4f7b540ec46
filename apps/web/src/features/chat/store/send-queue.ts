import type { StateCreator } from 'zustand';
import type { ChatContent, ChatMessage } from '@haiwai/contracts';
import { newTempId, nowMs, requireDeps } from './deps';
import { merge } from './message-list';
import { patches } from './patches';
import type { ChatStore, ClientMessage, Outgoing, SendActions } from './types';

/**
 * Send queue (spec section 4 "Message send"): a message shows at once as 'sending', keeps what it needs for a
 * retry until the server confirms it, and is matched to the server's copy by its temporary id.
 */
const outgoing = new Map<string, Outgoing>();

/** Forgets every unsent message (sign-out, another user). */
export function clearOutgoing(): void {
  outgoing.clear();
}

export const sendSlice: StateCreator<ChatStore, [], [], SendActions> = (set, get) => {
  const { patchMessages, patchMessage, findMessage } = patches(set, get);

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
  };
};
