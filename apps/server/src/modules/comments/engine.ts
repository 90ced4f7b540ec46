import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import type { SensitiveWords } from '../moderation/index.js';
import type { UserBlocks } from '../relations/index.js';
import type { CommentableDefinition, CommentRefusal, CommentTarget, Person } from './definition.js';
import type { Db, EngineDb } from './tables.js';

/**
 * What every operation of one kind works with: its declaration, its tables under the stand-in names, and the
 * services of other modules (blocks, sensitive words). Built once per kind by `Commentables.declare`.
 */
export interface Engine<T extends CommentTarget = CommentTarget, P extends Person = Person, Out = unknown> {
  def: CommentableDefinition<T, P, Out>;
  scoped: (db: Db) => EngineDb;
  blocks: UserBlocks;
  words: SensitiveWords;
}

const DEFAULT_KEYS: Record<CommentRefusal, MessageKey> = {
  targetNotFound: 'comment.target_not_found',
  targetHidden: 'comment.target_hidden',
  notFound: 'comment.not_found',
  notYours: 'comment.not_yours',
  hidden: 'comment.hidden',
  replyElsewhere: 'comment.reply_elsewhere',
  replyToInvalid: 'comment.reply_to_invalid',
  areaForbidden: 'comment.area_forbidden',
  ratingRequired: 'comment.rating_required',
  ratingOnReply: 'comment.rating_on_reply',
  ratedAlready: 'comment.rated_already',
  ticketInvalid: 'comment.ticket_invalid',
  ticketSpent: 'comment.ticket_spent',
  answerOwnerOnly: 'comment.answer_owner_only',
  answeredAlready: 'comment.answered_already',
};

/** The message of a refusal: the kind's own key, else the engine's. */
export function keyOf(e: Engine, refusal: CommentRefusal): MessageKey {
  return e.def.errors?.[refusal] ?? DEFAULT_KEYS[refusal];
}

/**
 * Comment rows as the engine reads them (alias `c`); the rating only on kinds with ratings. Renamed columns are
 * selected `as` their stand-in names, so rows carry `target_id` and `rating` whatever the kind calls them.
 */
export function selectComments(e: Engine, db: Db) {
  return e
    .scoped(db)
    .selectFrom('commentable_comment as c')
    .select(['c.id', 'c.target_id as target_id', 'c.user_id', 'c.parent_id', 'c.reply_to_user_id', 'c.content', 'c.like_count', 'c.reply_count', 'c.created_at', 'c.hidden_at', 'c.deleted_at'])
    .$if(e.def.ratings !== undefined, (qb) => qb.select('c.rating as rating'));
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

/** A comment not deleted, or undefined. */
export function liveComment(e: Engine, db: Db, id: number, opts: { lock?: boolean } = {}): Promise<CommentRow | undefined> {
  const q = selectComments(e, db).where('c.id', '=', id).where('c.deleted_at', 'is', null);
  return (opts.lock ? q.forUpdate() : q).executeTakeFirst();
}

/** `column` is none of `ids` (true for an empty list, so the condition can always be added). */
export function notAmong(column: string, ids: number[]): RawBuilder<SqlBool> {
  return ids.length ? sql<SqlBool>`${sql.ref(column)} <> all(${sql.val(ids)}::int[])` : sql<SqlBool>`true`;
}

/** Seen by `me`: not deleted, hidden only to its author, not by someone blocked either way. */
export function seenBy(me: number | null, blocked: number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`c.deleted_at is null and (c.hidden_at is null or c.user_id = ${me ?? 0}) and ${notAmong('c.user_id', blocked)}`;
}

/**
 * The target read under its row lock (`for update`), taken first by every write that moves its counters, so
 * concurrent writers of one target queue in one order.
 */
export async function lockedTarget<T extends CommentTarget>(e: Engine<T>, db: Db, id: number): Promise<T | undefined> {
  await e.scoped(db).selectFrom('commentable_target').select('id').where('id', '=', id).forUpdate().execute();
  return e.def.target(db, id);
}

/**
 * The target as `me` may read its comments: there, public, hidden only to its owner, and nobody blocked between
 * them — all read as "not found", so nothing hints at what exists.
 */
export async function readableTarget<T extends CommentTarget>(e: Engine<T>, db: Db, id: number, me: number | null, blocked: number[]): Promise<T> {
  const t = await e.def.target(db, id);
  if (!t || t.gone || (t.hidden && t.ownerId !== me)) throw notFound(keyOf(e, 'targetNotFound'));
  if (me !== null && t.ownerId !== null && t.ownerId !== me && blocked.includes(t.ownerId)) throw notFound(keyOf(e, 'targetNotFound'));
  return t;
}

/** The target `me` may comment on (or like a comment of): public, not hidden (its owner hears why), no block with its owner (a 403 saying who blocked). */
export async function actionableTarget<T extends CommentTarget>(e: Engine<T>, db: Db, id: number, me: number, lock: boolean): Promise<T> {
  const t = lock ? await lockedTarget(e, db, id) : await e.def.target(db, id);
  if (!t || t.gone || (t.hidden && t.ownerId !== me)) throw notFound(keyOf(e, 'targetNotFound'));
  if (t.hidden) throw forbidden(keyOf(e, 'targetHidden'));
  if (t.ownerId !== null) await e.blocks.assertNotBlocked(me, t.ownerId, 'relation', db);
  return t;
}

/** A comment `me` may answer or like: not deleted, hidden only to its author (and then a 403), nobody blocked. */
export async function usableComment(e: Engine, db: Db, id: number, me: number, opts: { lock?: boolean } = {}): Promise<CommentRow> {
  const c = await liveComment(e, db, id, opts);
  if (!c || (c.hidden_at && c.user_id !== me)) throw notFound(keyOf(e, 'notFound'));
  if (c.hidden_at) throw forbidden(keyOf(e, 'hidden'));
  return c;
}
