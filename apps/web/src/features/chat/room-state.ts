import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useChat, type ClientMessage } from './chat-store';
import { chatKeys, fetchConversation, fetchHistory, markAllRead } from './chat-api';
import { chatSocket } from './chat-runtime';

/**
 * The conversation (with members) and the newest page of history; while on screen the conversation is the
 * selected one (unread stays 0) and the server hears it was read.
 */
export function useRoomData(conversationId: number | null) {
  const info = useQuery({
    queryKey: chatKeys.info(conversationId ?? 0),
    enabled: conversationId !== null,
    queryFn: () => fetchConversation(conversationId!),
    retry: false,
  });
  const history = useQuery({
    queryKey: [...chatKeys.all, 'history', conversationId],
    enabled: conversationId !== null && info.isSuccess,
    queryFn: async () => {
      const page = await fetchHistory(conversationId!);
      const newest = page[page.length - 1];
      if (newest) chatSocket()?.noteSeq(conversationId!, newest.seq);
      return page.length;
    },
    staleTime: Infinity,
    gcTime: 0,
  });

  // On screen: unread stays 0 (spec: selecting resets it), and the server hears it was read.
  useEffect(() => {
    if (!conversationId) return;
    useChat.getState().select(conversationId);
    return () => {
      if (useChat.getState().currentId === conversationId) useChat.getState().select(null);
    };
  }, [conversationId]);
  useEffect(() => {
    if (conversationId && info.isSuccess) void markAllRead(conversationId).catch(() => {});
  }, [conversationId, info.isSuccess]);

  return { info, history };
}

/**
 * Scrolling: stay at the bottom for new messages (when already there, or for own ones); keep the position
 * when older pages are added above; near the top, load the page before.
 */
export function useRoomScroll(opts: { conversationId: number | null; messages: ClientMessage[]; myId: number; hasMore: boolean; ready: boolean }) {
  const { conversationId, messages, myId, hasMore, ready } = opts;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prevFirst = useRef<string | null>(null);
  const prevHeight = useRef(0);
  const lastKey = messages[messages.length - 1]?.key;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !ready) return;
    const first = messages[0]?.key ?? null;
    const last = messages[messages.length - 1];
    if (prevFirst.current && first !== prevFirst.current && messages.length > 0 && lastKey === last?.key && !atBottom.current) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (atBottom.current || last?.sender_id === myId) {
      el.scrollTop = el.scrollHeight;
    }
    prevFirst.current = first;
    prevHeight.current = el.scrollHeight;
  }, [messages, lastKey, myId, ready]);

  const loadOlder = useCallback(async () => {
    if (!conversationId || loadingOlder || !hasMore) return;
    const oldest = messages.find((m) => m.message_id > 0);
    if (!oldest) return;
    setLoadingOlder(true);
    atBottom.current = false;
    try {
      await fetchHistory(conversationId, oldest.message_id);
    } catch {
      // shown by the http client
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, hasMore, loadingOlder, messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
    if (el.scrollTop < 40) void loadOlder();
  };

  return { scroller, onScroll, loadOlder, loadingOlder, stickToBottom: () => (atBottom.current = true) };
}
