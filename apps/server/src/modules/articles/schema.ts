import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CommentLikeTable, CommentTable } from '../comments/index.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Counter = ColumnType<number, number | undefined, number>;
/** A tsvector written from lexemes (`array_to_tsvector`), never read back. */
type SearchVector = ColumnType<never, unknown, unknown>;

export interface ArticleCategoryTable {
  id: Generated<number>;
  names: ColumnType<Record<string, string>, string, string>;
  sort: ColumnType<number, number | undefined, number>;
}
export interface ArticleTable {
  id: Generated<number>;
  site_area_id: number;
  lang_type: 'zh' | 'en' | 'vi';
  category_id: number;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  cover: string | null;
  content: ColumnType<string, string | undefined, string>;
  status: ColumnType<'published' | 'draft', 'published' | 'draft' | undefined, 'published' | 'draft'>;
  is_appoint: ColumnType<boolean, boolean | undefined, boolean>;
  author_id: number | null;
  browse: Counter;
  forward_count: Counter;
  like_count: Counter;
  comment_count: Counter;
  solve_count: Counter;
  search: SearchVector;
  published_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
interface ArticleUserRow {
  article_id: number;
  user_id: number;
  created_at: Timestamp;
}
export interface ArticleTables {
  article_category: ArticleCategoryTable;
  article: ArticleTable;
  article_like: ArticleUserRow;
  article_collect: ArticleUserRow;
  article_solve: ArticleUserRow;
  /** The comment engine's shape (modules/comments): comments with one level of replies, and their likes. */
  article_comment: CommentTable<'article_id'>;
  article_comment_like: CommentLikeTable;
}
export type ArticleRow = Selectable<ArticleTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ArticleTables {}
}
