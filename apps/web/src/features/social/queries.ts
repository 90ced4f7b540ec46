import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PostFeedType } from '@haiwai/contracts/social/constants';
import { SOCIAL_POST_PATH, SOCIAL_TOPIC_PATH } from '@haiwai/contracts/social/constants';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useContentScope } from '../common/content-scope';

export type PostPage = ApiData<'socialPostList'>;
export type Post = PostPage['list'][number];
export type CommentPage = ApiData<'socialCommentList'>;
export type SocialComment = CommentPage['list'][number];
export type SocialReply = SocialComment['replies'][number];

export const FEED_PATH = '/pages/index/socialize';
export const RELEASE_PATH = '/pages/socialize/dynamics-release';
export const MANAGE_PATH = '/pages/socialize/manage';
export const TOPIC_SQUARE_PATH = '/pagesA/socialize/talk-square';
export const postPath = (id: number) => `${SOCIAL_POST_PATH}?id=${id}`;
export const topicPath = (id: number) => `${SOCIAL_TOPIC_PATH}?id=${id}`;
export const personPath = (id: number) => `/pagesA/socialize/my-info?id=${id}`;

/** One key factory for the square's queries: feeds depend on the area and language. */
export const socialKeys = {
  all: ['social'] as const,
  feed: (site: number, lang: string, type: PostFeedType, topic = 0) => [...socialKeys.all, 'feed', site, lang, type, topic] as const,
  post: (id: number) => [...socialKeys.all, 'post', id] as const,
  comments: (id: number) => [...socialKeys.all, 'comments', id] as const,
};

type Pages = InfiniteData<PostPage, string | undefined>;

/** Drops posts an earlier page already showed (the hot order can move between pages). */
export function dropRepeats(data: Pages): Pages {
  const seen = new Set<number>();
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      list: p.list.filter((post) => {
        if (seen.has(post.id)) return false;
        seen.add(post.id);
        return true;
      }),
    })),
  };
}

/** A feed of the square (recommend, newest, following), or one topic's posts with `topicId`; keyset-paged. */
export function usePostFeed(type: PostFeedType, topicId = 0, enabled = true) {
  const { site, lang, ready } = useContentScope();
  return useInfiniteQuery({
    queryKey: socialKeys.feed(site, lang, type, topicId),
    enabled: ready && enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('socialPostList', { query: { type, cursor: pageParam, limit: 10, ...(topicId ? { topic_id: topicId } : {}) }, noLoading: true, silent: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    select: dropRepeats,
  });
}

export function usePost(id: number) {
  return useQuery({
    queryKey: socialKeys.post(id),
    enabled: id > 0,
    retry: false,
    queryFn: () => call('socialPostInfo', { params: { id }, noLoading: true, silent: true }),
  });
}

type PostChange = (p: Post) => Post;

/** Changes one post wherever it is cached: its screen and every paged list of posts (feeds, a person's, a topic's). */
export function patchPost(qc: QueryClient, id: number, change: PostChange) {
  qc.setQueryData<Post>(socialKeys.post(id), (cur) => (cur ? change(cur) : cur));
  for (const [key, data] of qc.getQueriesData<Pages>({ predicate: (q) => isPostPages(q.state.data) })) {
    if (!data?.pages.some((p) => p.list.some((post) => post.id === id))) continue;
    qc.setQueryData<Pages>(key, { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((post) => (post.id === id ? change(post) : post)) })) });
  }
}

/** Paged post lists look like `{pages: [{list: [{id, user, images, ...}]}]}`. */
function isPostPages(data: unknown): data is Pages {
  const pages = (data as Partial<Pages> | undefined)?.pages;
  const first = pages?.[0]?.list?.[0] as Partial<Post> | undefined;
  return Array.isArray(pages) && !!first && Array.isArray(first.images) && 'like_count' in first && 'forward_count' in first;
}

/** Takes posts of one author out of every cached list (after blocking them). */
export function dropAuthor(qc: QueryClient, userId: number) {
  for (const [key, data] of qc.getQueriesData<Pages>({ predicate: (q) => isPostPages(q.state.data) })) {
    if (data) qc.setQueryData<Pages>(key, { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.filter((post) => post.user.id !== userId) })) });
  }
}

const liked = (on: boolean): PostChange => (p) => (p.isLiked === on ? p : { ...p, isLiked: on, like_count: Math.max(0, p.like_count + (on ? 1 : -1)) });

/** Like a post: shows at once everywhere, back as it was if the server says no (the caller shows a toast). */
export function usePostLike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => call('socialPostNumberSave', { body: { id, type: 'like', on }, noLoading: true }),
    onMutate: ({ id, on }) => patchPost(qc, id, liked(on)),
    onError: (_e, { id, on }) => patchPost(qc, id, liked(!on)),
    onSuccess: (res) => patchPost(qc, res.id, (p) => ({ ...p, ...res })),
  });
}

/** Counts a forward after the person shared or copied the link. */
export function usePostForward() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('socialPostNumberSave', { body: { id, type: 'forward' }, noLoading: true, silent: true }),
    onSuccess: (res) => patchPost(qc, res.id, (p) => ({ ...p, ...res })),
  });
}

/** Follow or unfollow a post's author; every cached post of theirs shows it. */
export function useFollowAuthor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, on }: { userId: number; on: boolean }) => call('socialRelation', { body: { user_id: userId, action: on ? 'follow' : 'unfollow' } }),
    onSuccess: (res) => {
      for (const [key, data] of qc.getQueriesData<Pages>({ predicate: (q) => isPostPages(q.state.data) })) {
        if (data) qc.setQueryData<Pages>(key, { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((post) => (post.user.id === res.user_id ? { ...post, isRelation: res.isRelation } : post)) })) });
      }
      qc.setQueriesData<Post>({ queryKey: [...socialKeys.all, 'post'] }, (p) => (p && p.user.id === res.user_id ? { ...p, isRelation: res.isRelation } : p));
    },
  });
}

/** Block a post's author: their posts leave every cached list, and the feeds are fetched again. */
export function useBlockAuthor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call('shieldingSave', { body: { user_id: userId, action: 'block' } }),
    onSuccess: (res) => {
      dropAuthor(qc, res.user_id);
      void qc.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
}
