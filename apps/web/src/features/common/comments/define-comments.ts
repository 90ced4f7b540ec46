import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AnyReportReason } from '../../../lib/contracts';
import type { CallOptions } from '../../../lib/http';

/** What the thread reads of a comment or a reply, in the API's own shape (the liked flag's name is declared). */
export interface CommentFields {
  id: number;
  user: { id: number; nickname: string; avatar: string | null };
  content: string;
  like_count: number;
  /** Whom a reply to a reply answers; null otherwise. */
  reply_to_user: { id: number; nickname: string } | null;
  /** The top-level comment a reply belongs to; null on top-level comments. */
  parent_id: number | null;
  created_at: number;
  is_mine: boolean;
  /** Kinds with ratings: a top-level comment's rating. */
  rating?: number | null;
}

/** A top-level comment with its first replies (one level: replies carry none). */
export type CommentThreadOf<R> = R & { replies: R[]; reply_count: number };

/** A page of a thing's comments (or, asked with `parent_id`, of one comment's replies). */
export interface CommentPageOf<R> {
  list: CommentThreadOf<R>[];
  next_cursor: string | null;
}

/** The names of a comment's boolean fields: the one that says "I like it" is declared (`is_like`, `isLiked`). */
export type FlagOf<R> = { [K in keyof R]-?: R[K] extends boolean ? K : never }[keyof R] & string;

/** What a new comment or reply sends besides the thing's id (keys left out when they do not apply). */
export interface NewComment {
  content: string;
  parent_id?: number;
  reply_to_user_id?: number;
  rating?: number;
}

/**
 * The words a commentable thing brings: a block of its own dictionary (`social.comment`) with these keys, typed
 * with `satisfies CommentWords` in its zh file. Placeholders: `title` {{count}}, `replyTo` and `replyName` {{name}}.
 */
export interface CommentWords {
  title: string;
  empty: string;
  /** The empty block's button, which opens the comment box. */
  write: string;
  noMore: string;
  placeholder: string;
  replyTo: string;
  send: string;
  sent: string;
  reply: string;
  /** Before the name a reply to a reply answers. */
  replied: string;
  /** That name as the thing shows it (`@{{name}}` or `{{name}}`). */
  replyName: string;
  like: string;
  delete: string;
  deleteConfirm: string;
  deleted: string;
  cancel: string;
  moreReplies: string;
  /** With `report`: the button on others' comments. */
  report?: string;
  /** With `ratings`: the composer's rating line. */
  rating?: string;
  /** With `replies: 'ownerAnswer'`: what the owner's answer is called (店主回复). */
  answer?: string;
}

/**
 * A commentable thing, declared once by its feature (`defineComments`): its calls, its cache, how its thread looks
 * and reads. The kit's thread, composer and hooks take it and never branch on which thing it is.
 */
export interface CommentsDeclaration<R extends CommentFields, L extends FlagOf<R> = FlagOf<R>> {
  /** Its words: the key of a block of its dictionary with CommentWords' keys (`'social.comment'`). */
  words: string;
  /**
   * Its look: the BEM block its style sheet styles. The thread writes `<look>s__list`, `<look>`, `<look>__item`
   * (`--reply`), `__avatar`, `__avatar-link`, `__main`, `__who`, `__text`, `__to`, `__foot`, `__time`, `__act`,
   * `__like` (`--on`), `__replies`, `__more`, `__stars`.
   */
  look: string;
  /** The comment cache's key (from the thing's own key factory), one per thing. */
  key(targetId: number): QueryKey;
  /** Its calls, thin wrappers of `call()` in the API's own shapes. `query` is `{ cursor, limit }` or `{ parent_id, limit }`. */
  list(targetId: number, query: { cursor?: string; parent_id?: number; limit: number }, options: CallOptions): Promise<CommentPageOf<R>>;
  add(targetId: number, body: NewComment): Promise<CommentThreadOf<R>>;
  like(id: number, on: boolean): Promise<{ id: number; like_count: number } & { [K in L]: boolean }>;
  remove(id: number): Promise<unknown>;
  /** Others' comments get a report button: the report form's words and reasons, and the call. */
  report?: { words: string; reasons: readonly AnyReportReason[]; send(id: number, reason: AnyReportReason, detail: string): Promise<unknown> };
  /** The comment's field that says I like it. */
  liked: L;
  /** Moves the thing's comment count by `by` wherever the thing is cached (its detail, its feeds). */
  bumpCount(qc: QueryClient, targetId: number, by: number): void;
  /** The longest comment the API takes. */
  maxLength: number;
  /** How the thing draws a person's picture (`src` null: they have none); without it an img of class `<look>__avatar` (a blank one of that class for nobody's picture). */
  avatar?(src: string | null, reply: boolean): ReactNode;
  /** Authors' avatars and names link to their page. */
  authorPath?(userId: number): string;
  /** Coming back to the screen (another tab, the app from the background) shows the comments written meanwhile. */
  refreshOnFocus?: boolean;
  /** `thread` (default): anyone replies, one level deep. `ownerAnswer`: only the thing's owner answers, once a comment. */
  replies?: 'thread' | 'ownerAnswer';
  /** Top-level comments carry a rating from 1 to `max`: shown as stars, asked for by the composer. */
  ratings?: { max: number };
  /**
   * A slot around each comment's text: the feature passes the translate block in (the kit imports no feature). It
   * calls `render` with the text to show (a translation, with its `lang`, while shown) and the line under it.
   */
  text?: CommentTextSlot;
}

/** What a comment's text shows: its words and, for a translation, their language (for screen readers). */
export interface ShownText {
  content: string;
  lang: string | undefined;
}

/** See `CommentsDeclaration.text`. */
export type CommentTextSlot = (comment: { id: number; content: string }, render: (shown: ShownText, under: ReactNode) => ReactNode) => ReactNode;

/** Declares a commentable thing (its feature's `comments.ts`); the kit's thread and composer render it. */
export function defineComments<R extends CommentFields, L extends FlagOf<R>>(declaration: CommentsDeclaration<R, L>): CommentsDeclaration<R, L> {
  return declaration;
}
