import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@haiwai/contracts';
import { call } from '../../lib/http';
import type { PagedQuery } from '../common/paged-list';
import { listedConversations, useChat } from './chat-store';
import { chatKeys, fetchConversations, leaveGroup } from './chat-api';
import { chatSocket, startChatRuntime } from './chat-runtime';

/** The list pages' conversations: the runtime started, and the list fetched again each time a page opens. */
export function useConversationList() {
  useEffect(() => startChatRuntime(), []);
  const query = useQuery({ queryKey: chatKeys.list(), queryFn: fetchConversations, staleTime: 0 });
  const conversations = useChat((s) => s.conversations);
  return { query, conversations };
}

/** A page of the message centre past the first, as large as the first (chat-api.ts). */
const PAGE_SIZE = 100;

/**
 * The message centre's next page (keyset cursor), merged into the store. An answer to a cursor the list has moved
 * off meanwhile (loaded again from the top) is dropped: merging it would continue from a place the new pass never reached.
 */
export async function loadMoreConversations(): Promise<void> {
  const cursor = useChat.getState().listCursor;
  if (!cursor) return;
  const data = await call('chatConversationList', { query: { limit: PAGE_SIZE, cursor }, silent: true });
  useChat.getState().addListPage(data.list, cursor, data.next_cursor ?? null);
}

/**
 * The message centre as the shared pager reads it (features/common/paged-list.tsx): the store's rows (kept live by
 * the chat socket: a new message moves its row up, a deleted or left one goes) as one page, the first page's query
 * for loading and errors, and the store's cursor for the rest.
 */
export function useConversationPager(): PagedQuery<Conversation> & { conversations: Record<number, Conversation> } {
  const { query, conversations } = useConversationList();
  const hidden = useChat((s) => s.hidden);
  const listCursor = useChat((s) => s.listCursor);
  const listEdge = useChat((s) => s.listEdge);
  const listLoaded = useChat((s) => s.listLoaded);
  const [nextFailed, setNextFailed] = useState(false);
  const loaded = listLoaded || query.isSuccess;
  const data = useMemo(
    () => (loaded ? { pages: [{ list: listedConversations({ conversations, hidden, listCursor, listEdge }) }] } : undefined),
    [loaded, conversations, hidden, listCursor, listEdge],
  );
  return {
    conversations,
    data,
    isPending: !data && query.isPending,
    isError: query.isError,
    error: query.error,
    hasNextPage: listCursor !== null,
    isFetchNextPageError: nextFailed,
    refetch: () => query.refetch(),
    fetchNextPage: async () => {
      setNextFailed(false);
      await loadMoreConversations().catch(() => setNextFailed(true));
    },
  };
}

/** Leaves a group, and the socket stops following it. */
export async function leaveGroupChat(conversationId: number): Promise<void> {
  await leaveGroup(conversationId);
  chatSocket()?.forgetConversation(conversationId);
}
