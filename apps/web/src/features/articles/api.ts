import { fillPath } from '../../lib/api-routes';
import { request, type CallOptions } from '../../lib/http';

/*
 * PROVISIONAL: the articles contracts (packages/contracts/src/articles, S3) were not committed when this feature
 * was written. This file states the calls and shapes the screens read, by the spec's paths, with the same
 * signature as `call()`; when the contracts land, `articleCall` becomes `call`, `ArticleData` / `ArticleBody`
 * become `ApiData` / `ApiBody`, and this file goes.
 */

interface Page<T> {
  list: T[];
  next_cursor: string | null;
  has_more: boolean;
}
interface Who {
  id: number;
  nickname: string;
  avatar: string;
}
export interface ArticleCardShape {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  category_id: number;
  category_name: string;
  browse: number;
  like_count: number;
  comment_count: number;
  forward_count: number;
  is_appoint: boolean;
  published_at: number;
}
interface ArticleDetailShape extends ArticleCardShape {
  content: string;
  is_like: boolean;
  is_collect: boolean;
  is_solved: boolean;
  solve_count: number;
}
interface ReplyShape {
  id: number;
  article_id: number;
  user: Who;
  content: string;
  like_count: number;
  is_like: boolean;
  reply_to_user: { id: number; nickname: string } | null;
  parent_id: number | null;
  created_at: number;
  is_mine: boolean;
}
interface CommentShape extends ReplyShape {
  replies: ReplyShape[];
  reply_count: number;
}
type Status = 'draft' | 'published';
interface AdminRowShape extends ArticleCardShape {
  status: Status;
  lang: string;
  site_area_id: number;
  updated_at: number;
}
interface AdminArticleShape extends AdminRowShape {
  content: string;
}
interface SaveShape {
  id?: number;
  title: string;
  summary: string;
  cover: string;
  category_id: number;
  site_area_id: number;
  lang: string;
  is_appoint: boolean;
  status: Status;
  content: string;
}
type Counts = Pick<ArticleDetailShape, 'id' | 'browse' | 'like_count' | 'forward_count' | 'is_like'>;

type Q = Record<string, string | number | undefined>;
interface Spec {
  articleList: { method: 'GET'; query: Q; data: Page<ArticleCardShape> };
  articleInfo: { method: 'GET'; params: { id: number }; data: ArticleDetailShape };
  articleListCategory: { method: 'GET'; data: { id: number; name: string }[] };
  articleAppoint: { method: 'GET'; data: ArticleCardShape[] };
  articleNumberSave: { method: 'POST'; body: { id: number; type: 'browse' | 'forward' | 'like'; on?: boolean }; data: Counts };
  articleCollectSave: { method: 'POST'; body: { id: number; on?: boolean }; data: { id: number; is_collect: boolean } };
  articleSolveSave: { method: 'POST'; body: { id: number }; data: { id: number; is_solved: boolean; solve_count: number } };
  articleCollectList: { method: 'GET'; query: Q; data: Page<ArticleCardShape> };
  articleCommentList: { method: 'GET'; query: Q; data: Page<CommentShape> };
  articleCommentSave: { method: 'POST'; body: { article_id: number; content: string; parent_id?: number; reply_to_user_id?: number }; data: CommentShape };
  articleCommentLikeSave: { method: 'POST'; body: { id: number; on?: boolean }; data: { id: number; like_count: number; is_like: boolean } };
  articleCommentDelete: { method: 'DELETE'; query: { id: number }; data: unknown };
  adminArticleList: { method: 'GET'; query: Q; data: Page<AdminRowShape> };
  adminArticleInfo: { method: 'GET'; params: { id: number }; data: AdminArticleShape };
  adminArticleSave: { method: 'POST'; body: SaveShape; data: AdminArticleShape };
  adminArticleDelete: { method: 'DELETE'; params: { id: number }; data: unknown };
  adminArticleCategoryList: { method: 'GET'; data: { id: number; name: string }[] };
}
type Name = keyof Spec;

const PATHS: Record<Name, string> = {
  articleList: '/article/list',
  articleInfo: '/article/:id',
  articleListCategory: '/article/listCategory',
  articleAppoint: '/article/appoint',
  articleNumberSave: '/article/number/save',
  articleCollectSave: '/article/collect/save',
  articleSolveSave: '/article/solve/save',
  articleCollectList: '/article/collect/list',
  articleCommentList: '/article/comment/list',
  articleCommentSave: '/article/comment/save',
  articleCommentLikeSave: '/article/comment/like/save',
  articleCommentDelete: '/article/comment',
  adminArticleList: '/admin/article/list',
  adminArticleInfo: '/admin/article/:id',
  adminArticleSave: '/admin/article/save',
  adminArticleDelete: '/admin/article/:id',
  adminArticleCategoryList: '/admin/articleCategory/list',
};

export type ArticleData<N extends Name> = Spec[N]['data'];
export type ArticleBody<N extends Name> = Spec[N] extends { body: infer B } ? B : undefined;
export type ArticleQuery<N extends Name> = Spec[N] extends { query: infer B } ? B : undefined;
type Args<N extends Name> = CallOptions & { body?: ArticleBody<N>; query?: ArticleQuery<N>; params?: Spec[N] extends { params: infer P } ? P : undefined };

/** `call()` for the article calls, by name, until they are in the contracts' API table. */
export function articleCall<N extends Name>(name: N, args: Args<N> = {}): Promise<ArticleData<N>> {
  const method = ((): 'GET' | 'POST' | 'DELETE' => {
    const m = { articleNumberSave: 'POST', articleCollectSave: 'POST', articleSolveSave: 'POST', articleCommentSave: 'POST', articleCommentLikeSave: 'POST', adminArticleSave: 'POST', articleCommentDelete: 'DELETE', adminArticleDelete: 'DELETE' } as Partial<Record<Name, 'POST' | 'DELETE'>>;
    return m[name] ?? 'GET';
  })();
  return request<ArticleData<N>>({
    method,
    path: fillPath(PATHS[name], args.params as Record<string, number> | undefined),
    query: args.query as Record<string, unknown> | undefined,
    body: args.body as Record<string, unknown> | undefined,
    noLoading: args.noLoading,
    silent: args.silent,
    signal: args.signal,
  });
}
