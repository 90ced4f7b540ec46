import { useEffect } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupInfo } from '@haiwai/contracts/chat';
import { call } from '../../../lib/http';
import { onPush } from '../../../lib/push';
import { chatKeys } from '../chat-api';
import { useChat } from '../chat-store';

/** Under chat's keys (['me', 'chat', …]): logout drops them with the rest of the user's data. */
export const groupKeys = {
  info: (id: number) => [...chatKeys.all, 'group', id] as const,
  requests: (id: number) => [...chatKeys.all, 'group', id, 'requests'] as const,
  candidates: (id: number, q: string) => [...chatKeys.all, 'group', id, 'candidates', q] as const,
};

export const GROUP_PAGE_SIZE = 20;

const aboutGroup = (frame: { type: string; data?: unknown }, id: number) => {
  const d = frame.data as { id?: number; conversation_id?: number } | undefined;
  switch (frame.type) {
    case 'conversation_updated':
      return d?.id === id;
    case 'group_member_changed':
    case 'group_requests_changed':
      return d?.conversation_id === id;
    default:
      return false;
  }
};

/** A group's running state (announcement, mutes, my role; invite and queue for admins), read again on every change pushed. */
export function useGroupInfo(conversationId: number) {
  const client = useQueryClient();
  useEffect(
    () =>
      onPush({
        frame: (f) => {
          if (aboutGroup(f, conversationId)) void client.invalidateQueries({ queryKey: groupKeys.info(conversationId) });
          if (f.type === 'group_requests_changed' && aboutGroup(f, conversationId)) void client.invalidateQueries({ queryKey: groupKeys.requests(conversationId) });
        },
        reconnected: () => void client.invalidateQueries({ queryKey: groupKeys.info(conversationId) }),
      }),
    [client, conversationId],
  );
  return useQuery({
    queryKey: groupKeys.info(conversationId),
    queryFn: ({ signal }) => call('chatGroupInfo', { query: { conversation_id: conversationId }, silent: true, noLoading: true, signal }),
  });
}

export function useJoinRequests(conversationId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.requests(conversationId),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('chatGroupJoinRequests', { query: { conversation_id: conversationId, limit: GROUP_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** My follows (no words) or people found by nickname or ID, for an admin adding members. */
export function useCandidates(conversationId: number, q: string) {
  return useInfiniteQuery({
    queryKey: groupKeys.candidates(conversationId, q),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('chatGroupCandidates', { query: { conversation_id: conversationId, limit: GROUP_PAGE_SIZE, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Runs a group change and puts the answer in the cache at once (the push follows for everyone else). */
export function useGroupChange(conversationId: number) {
  const client = useQueryClient();
  return {
    set: (info: GroupInfo) => client.setQueryData(groupKeys.info(conversationId), info),
    refresh: () => Promise.all([client.invalidateQueries({ queryKey: groupKeys.info(conversationId) }), client.invalidateQueries({ queryKey: groupKeys.requests(conversationId) })]),
  };
}

/** The conversation as the store holds it (members with roles come with `conversationInfo` and pushes). */
export function useGroupConversation(conversationId: number) {
  return useChat((s) => s.conversations[conversationId]);
}
