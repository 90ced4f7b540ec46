import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useChat, type ClientMessage } from './chat-store';
import { chatKeys, fetchAround, fetchConversation, fetchHistory, fetchNewer, markAllRead } from './chat-api';
import { chatSocket } from './chat-runtime';

/**
 * The conversation (with members) and the page of history the room opens at: the newest, or with `around` the
 * messages around that one (a search result, a quote's original; store/window.ts); while on screen the conversation
 * is the selected one (unread stays 0) and the server hears it was read. `history.data` is false when the message
 * asked for could not be shown (deleted, or not mine to see): the room opens at the newest instead.
 */
export function useRoomData(conversationId: number | null, around: number | null = null) {
  const info = useQuery({
    queryKey: chatKeys.info(conversationId ?? 0),
    enabled: conversationId !== null,
    queryFn: () => fetchConversation(conversationId!),
    retry: false,
  });
  const history = useQuery({
    queryKey: [...chatKeys.all, 'history', conversationId, around],
    enabled: conversationId !== null && info.isSuccess,
    queryFn: async () => {
      if (around) {
        try {
          await fetchAround(conversationId!, around);
          return true;
        } catch {
          // Not found or not visible: the newest page instead (the room says why).
        }
      }
      const page = await fetchHistory(conversationId!, undefined, true);
      const newest = page[page.length - 1];
      if (newest) chatSocket()?.noteSeq(conversationId!, newest.seq);
      return !around;
    },
    // Moving between a window and the newest keeps the messages on screen until the next ones are in.
    placeholderData: (prev) => prev,
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
 * Scrolling: stay at the bottom for new messages (when already there, or for own ones) unless the room shows an
 * older window (`windowed`); keep the position when older pages are added above; near the top, load the page
 * before, near the bottom of a window the page after. `target`: a message to centre once it is loaded (then
 * `onAimed`). `away`: the newest is not in view (the "jump to newest" button).
 */
export function useRoomScroll(opts: {
  conversationId: number | null;
  messages: ClientMessage[];
  myId: number;
  hasMore: boolean;
  ready: boolean;
  windowed: boolean;
  target: number | null;
  onAimed(messageId: number): void;
}) {
  const { conversationId, messages, myId, hasMore, ready, windowed, target, onAimed } = opts;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [loadingNewer, setLoadingNewer] = useState(false);
  const [away, setAway] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const aimed = useRef<number | null>(null);
  const prevFirst = useRef<string | null>(null);
  const prevHeight = useRef(0);
  const lastKey = messages[messages.length - 1]?.key;
  const aimedAt = useRef(onAimed);
  aimedAt.current = onAimed;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !ready) return;
    const first = messages[0]?.key ?? null;
    const last = messages[messages.length - 1];
    const row = target && aimed.current !== target ? el.querySelector<HTMLElement>(`[data-mid="${target}"]`) : null;
    if (row && target) {
      row.scrollIntoView({ block: 'center' });
      aimed.current = target;
      atBottom.current = false;
      aimedAt.current(target);
    } else if (prevFirst.current && first !== prevFirst.current && messages.length > 0 && lastKey === last?.key && !atBottom.current) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (!windowed && (atBottom.current || last?.sender_id === myId)) {
      el.scrollTop = el.scrollHeight;
    }
    if (!target) aimed.current = null;
    prevFirst.current = first;
    prevHeight.current = el.scrollHeight;
    setAway(windowed || !atBottom.current);
  }, [messages, lastKey, myId, ready, windowed, target]);

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

  const loadNewer = useCallback(async () => {
    if (!conversationId || loadingNewer || !windowed) return;
    const newest = messages.findLast((m) => m.message_id > 0);
    if (!newest) return;
    setLoadingNewer(true);
    try {
      await fetchNewer(conversationId, newest.message_id);
    } catch {
      // shown by the http client
    } finally {
      setLoadingNewer(false);
    }
  }, [conversationId, loadingNewer, windowed, messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const below = el.scrollHeight - el.scrollTop - el.clientHeight;
    atBottom.current = below < 60;
    setAway(windowed || !atBottom.current);
    if (el.scrollTop < 40) void loadOlder();
    if (windowed && below < 200) void loadNewer();
  };

  /** To the newest message: scrolled to when loaded, otherwise `showNewest` loads it (the window ends). */
  const toNewest = (showNewest: () => void) => {
    atBottom.current = true;
    setAway(false);
    if (windowed) showNewest();
    else if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  };

  return { scroller, onScroll, loadOlder, loadingOlder, loadNewer, loadingNewer, away, toNewest, stickToBottom: () => (atBottom.current = true) };
}
