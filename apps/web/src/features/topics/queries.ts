import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiData, ApiQuery } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type TopicPage = ApiData<'socialTopicList'>;
export type Topic = TopicPage['list'][number];
export type SquareTab = 'hot' | 'new' | 'followed';

/** One key factory for topics: the square's tabs (by area) and one topic. */
export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (site: number, tab: SquareTab) => [...topicKeys.lists(), site, tab] as const,
  detail: (id: number) => [...topicKeys.all, 'detail', id] as const,
};

export function useTopicList(tab: SquareTab) {
  const { site, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: topicKeys.list(site, tab),
    enabled: ready,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      if (tab === 'followed') {
        return call('socialTopicListUser', { query: { type: 'followed', cursor: pageParam, limit: 20 }, noLoading: true, silent: true, signal });
      }
      const query: ApiQuery<'socialTopicList'> = { type: tab, cursor: pageParam, limit: 20 };
      return call('socialTopicList', { query, noLoading: true, silent: true, signal });
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useTopic(id: number) {
  return useQuery({
    queryKey: topicKeys.detail(id),
    enabled: id > 0,
    queryFn: ({ signal }) => call('socialTopicInfo', { params: { id }, noLoading: true, signal }),
  });
}

/** Changes one topic wherever it is cached: the square's tabs and its own page. */
function patchTopic(qc: QueryClient, id: number, fn: (t: Topic) => Topic) {
  qc.setQueriesData<InfiniteData<TopicPage>>({ queryKey: topicKeys.lists() }, (cur) =>
    cur && { ...cur, pages: cur.pages.map((p) => ({ ...p, list: p.list.map((t) => (t.id === id ? fn(t) : t)) })) },
  );
  qc.setQueryData<Topic>(topicKeys.detail(id), (cur) => cur && fn(cur));
}

type Snapshot = [readonly unknown[], unknown][];

/** Follow a topic: every cached copy shows it at once and goes back as it was if the server says no. */
export function useFollowTopic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => call('socialTopicNumberSave', { body: { id, type: 'follow', on }, noLoading: true }),
    onMutate: async ({ id, on }) => {
      await qc.cancelQueries({ queryKey: topicKeys.all });
      const before: Snapshot = qc.getQueriesData({ queryKey: topicKeys.all });
      patchTopic(qc, id, (t) => ({ ...t, isFollowed: on, follow_count: Math.max(0, t.follow_count + (on ? 1 : -1)) }));
      return { before };
    },
    onError: (_e, _v, ctx) => ctx?.before.forEach(([key, data]) => qc.setQueryData(key, data)),
    onSuccess: (res) => {
      patchTopic(qc, res.id, (t) => ({ ...t, isFollowed: res.isFollowed, follow_count: res.follow_count }));
      // The followed tab gains or loses the topic.
      void qc.invalidateQueries({ queryKey: topicKeys.lists(), predicate: (q) => q.queryKey.includes('followed') });
    },
  });
}

/** Opening a topic marks its posts seen: its unread badge on the square clears. */
export function useBrowseTopic(id: number, loggedIn: boolean) {
  const qc = useQueryClient();
  const done = useRef(0);
  useEffect(() => {
    if (!id || !loggedIn || done.current === id) return;
    done.current = id;
    void call('socialTopicNumberSave', { body: { id, type: 'browse' }, noLoading: true, silent: true })
      .then(() => patchTopic(qc, id, (t) => ({ ...t, unread: 0 })))
      .catch(() => undefined);
  }, [id, loggedIn, qc]);
}

export function useCreateTopic() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; cover?: string; description: string }) => call('socialTopicSave', { body }),
    onSuccess: (topic) => {
      qc.setQueryData(topicKeys.detail(topic.id), topic);
      void qc.invalidateQueries({ queryKey: topicKeys.lists() });
    },
  });
}
