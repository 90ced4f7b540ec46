import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Search filters as the screen keeps them in its address (dates as YYYY-MM-DD, local days). */
export interface SearchFilters {
  q: string;
  conversationId?: number;
  senderId?: number;
  since?: string;
  until?: string;
}

const PAGE = 20;
export const chatSearchKeys = {
  all: ['chat-search'] as const,
  results: (f: SearchFilters) => [...chatSearchKeys.all, 'results', f] as const,
  members: (conversationId: number) => [...chatSearchKeys.all, 'members', conversationId] as const,
};

/** A local day's start as unix seconds (`next`: the day after's, so "until" takes the whole day). */
export function daySeconds(day: string | undefined, next = false): number | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  if (next) d.setDate(d.getDate() + 1);
  return Math.floor(d.getTime() / 1000);
}

export function useChatSearch(f: SearchFilters) {
  return useInfiniteQuery({
    queryKey: chatSearchKeys.results(f),
    enabled: f.q.trim().length > 0,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await call('chatSearch', {
        query: {
          q: f.q.trim(),
          limit: PAGE,
          ...(f.conversationId ? { conversation_id: f.conversationId } : {}),
          ...(f.senderId ? { sender_id: f.senderId } : {}),
          ...(daySeconds(f.since) !== undefined ? { since: daySeconds(f.since) } : {}),
          ...(daySeconds(f.until, true) !== undefined ? { until: daySeconds(f.until, true) } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        noLoading: true,
        signal,
      });
      return { ...page, list: page.list.map((hit) => ({ ...hit, id: hit.message.id })) };
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The searched conversation's name and members (the sender filter). */
export function useSearchedConversation(conversationId: number | undefined) {
  return useQuery({
    queryKey: chatSearchKeys.members(conversationId ?? 0),
    enabled: Boolean(conversationId),
    queryFn: () => call('chatConversationInfo', { query: { conversation_id: conversationId! }, noLoading: true }),
  });
}
