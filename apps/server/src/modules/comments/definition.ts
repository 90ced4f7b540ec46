import type { TranslationSourceType } from '@haiwai/contracts/translation/constants';
import type { MessageKey } from '../../core/messages.js';
import type { NoticeInput } from '../notices/index.js';
import { renames, type CommentTables, type Db, type RatingColumns } from './tables.js';

/**
 * A commentable kind declares itself once, as data and a few functions (docs/comments.md), the way a listing
 * kind does: where its rows live, how its target is found, who may comment, answer and delete, whether
 * comments rate the target, which notices go out. The engine (comment-kind.ts) never branches on a name.
 */

/** What the engine needs to know of a target (a post, an article, a hotel…). */
export interface CommentTarget {
  id: number;
  /** The person it belongs to: told of comments, may answer, and a block between them refuses a comment. null: nobody's (an article). */
  ownerId: number | null;
  siteAreaId: number;
  /** Hidden by an admin: its owner still sees it, nobody comments on it. */
  hidden: boolean;
  /** Deleted, or not public (a draft): nobody sees it or comments on it. */
  gone: boolean;
}

/** How a person shows on a comment; a kind may add facts (the social square's VIP badge). */
export interface Person {
  id: number;
  nickname: string;
  avatar: string | null;
}

/** One comment as the engine presents it, before the kind names its fields for its API. */
export interface CommentView<P extends Person = Person> {
  id: number;
  target_id: number;
  user: P;
  content: string;
  like_count: number;
  liked: boolean;
  reply_to_user: { id: number; nickname: string } | null;
  /** The top-level comment of a reply; null on top-level comments. */
  parent_id: number | null;
  created_at: number;
  is_mine: boolean;
  /** Hidden by an admin (only its author still sees it). */
  is_hidden: boolean;
  /** Only on kinds with ratings: the top-level comment's rating (null on replies). */
  rating?: number | null;
}

/** Who wrote what, for a notice. */
export interface CommentEvent {
  by: { id: number; nickname: string };
  /** The comment's text, cut at 60 characters. */
  excerpt: string;
}

/** Refusals the engine makes; each has a default text (messages.ts) and a kind may name its own key instead. */
export type CommentRefusal =
  | 'targetNotFound'
  | 'targetHidden'
  | 'notFound'
  | 'notYours'
  | 'hidden'
  | 'replyElsewhere'
  | 'replyToInvalid'
  | 'areaForbidden'
  | 'ratingRequired'
  | 'ratingOnReply'
  | 'ratedAlready'
  | 'ticketInvalid'
  | 'ticketSpent'
  | 'answerOwnerOnly'
  | 'answeredAlready';

export interface CommentableDefinition<T extends CommentTarget = CommentTarget, P extends Person = Person, Out = CommentView<P>> {
  /** Lower case; names the kind's cursors (`<name>.comment`, `<name>.reply`). Unique among kinds. */
  name: string;
  tables: CommentTables;
  /** The target by id, deleted or not (say so in `gone`); undefined when no such row. Writes lock its row first (`tables.targets`). */
  target(db: Db, id: number): Promise<T | undefined>;
  /** Who may comment beyond seeing the target and no block with its owner (a club's members, a hotel's guests): throws to refuse. */
  mayComment?(db: Db, target: T, userId: number): Promise<void>;
  /** `thread`: anyone replies, one level deep. `ownerAnswer`: only the target's owner replies, once per comment. */
  replies: 'thread' | 'ownerAnswer';
  /** Replies each top-level comment carries in a list; more through the replies list. */
  repliesShown: number;
  /** Top-level comments rate the target (`min`..`max`, one rated comment per person and target); the target keeps sum and count. */
  ratings?: RatingColumns & { min: number; max: number };
  /**
   * With ratings: a rated comment spends a ticket — the completed order or appointment that earns it — instead of
   * the default one rated comment per person and target. `column` on the comment table holds it, backed by a unique
   * index `(column) where <rating> is not null and deleted_at is null` in the module's migration, so the database
   * itself refuses two live reviews of one ticket. `held` lists the tickets the person holds on the target (their
   * completed orders of it, say), oldest first; a review names one (else the oldest not yet spent is taken).
   * A hidden review keeps its ticket spent; a deleted one frees it (docs/comments.md).
   */
  ratingTicket?: { column: string; held(db: Db, target: T, userId: number): Promise<number[]> };
  /** Who may delete a comment besides its author: the target's owner, the admins of the target's area. */
  deleteBy?: ReadonlyArray<'targetOwner' | 'areaAdmins'>;
  notices: {
    /** To the target's owner on a new top-level comment (never for their own). */
    toOwner?(target: T, event: CommentEvent): NoticeInput;
    /** To the person a reply answers (never to oneself). */
    toReplied?(target: T, event: CommentEvent): NoticeInput;
    /** To a comment's author when an admin hides it. */
    hidden(target: T, hidden: { commentId: number; reason: string }): NoticeInput;
  };
  /** Admin hides are audited as `<action>.hide` / `<action>.show` on `targetType` (the report queue audits its own handling). */
  audit?: { action: string; targetType: string };
  /** The report queue's target type for these comments (`social_comment`). */
  reportType?: string;
  /**
   * "Translate" under these comments (docs/translation.md): the translation source they are read as. The engine
   * registers it, reading a comment exactly as the thread shows it to the reader (else not found).
   */
  translationSource?: TranslationSourceType;
  /** People by id as comments show them (default: id, nickname, avatar). */
  people?(db: Db, ids: number[]): Promise<(id: number) => P>;
  /** A comment in the kind's API shape (its field names). */
  present(view: CommentView<P>): Out;
  /** The kind's own message keys for refusals (else the engine's `comment.*`). */
  errors?: Partial<Record<CommentRefusal, MessageKey>>;
}

/** Checks a declaration once, where it is made: names, identifiers, the rating range. */
export function defineCommentable<T extends CommentTarget, P extends Person = Person, Out = CommentView<P>>(def: CommentableDefinition<T, P, Out>): CommentableDefinition<T, P, Out> {
  if (!/^[a-z][a-z0-9_]{1,30}$/.test(def.name)) throw new Error(`commentable ${def.name}: the name must be lower case`);
  renames(def.tables, def.ratings, def.ratingTicket?.column);
  if (def.ratingTicket && !def.ratings) throw new Error(`commentable ${def.name}: rating tickets need ratings`);
  if (def.ratings && !(Number.isInteger(def.ratings.min) && Number.isInteger(def.ratings.max) && def.ratings.min <= def.ratings.max)) {
    throw new Error(`commentable ${def.name}: ratings need whole numbers min <= max`);
  }
  if (!(Number.isInteger(def.repliesShown) && def.repliesShown >= 0)) throw new Error(`commentable ${def.name}: repliesShown must be a whole number`);
  return def;
}
