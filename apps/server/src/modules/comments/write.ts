import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict, FieldError, forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { NoticeService, type NoticeInput } from '../notices/index.js';
import { countNew } from './counters.js';
import type { CommentEvent, CommentTarget, Person } from './definition.js';
import { actionableTarget, keyOf, liveComment, type CommentRow, type Engine } from './engine.js';
import { presentComments, type Thread } from './present.js';
import type { Db } from './tables.js';

/**
 * Writing a comment or a reply, in one transaction that takes the target's row lock first (every comment write
 * queues on it in one order): the checks, the row, the counters and the notices commit together or not at all.
 */
export interface SaveInput {
  target_id: number;
  content: string;
  /** Replying: the comment answered (a reply to a reply joins the same top-level comment). */
  parent_id?: number;
  /** Replying to a reply: whom it answers (someone of the thread). */
  reply_to_user_id?: number;
  /** On kinds with ratings: a top-level comment's rating. */
  rating?: number;
  /** On kinds with rating tickets: the order / appointment a review is about (else the oldest unspent one held). */
  ticket?: number;
}

/** A unique index refused the row (SQLSTATE 23505): here, a second live review of one ticket. */
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Who writes, with the name notices show. */
interface Writer {
  id: number;
  nickname: string;
}

const excerpt = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);

/**
 * A comment by `userId`. Its text is checked against the sensitive words of the target's area first (a shared
 * link may open a target of another area; `requestArea` when there is no such target, which then is a 404).
 */
export async function saveComment<T extends CommentTarget, P extends Person, Out>(e: Engine<T, P, Out>, db: Kysely<DB>, userId: number, body: SaveInput, requestArea: () => Promise<number>): Promise<Thread<Out>> {
  const located = await e.def.target(db, body.target_id);
  await e.words.assertClean(located?.siteAreaId ?? (await requestArea()), { 'body.content': body.content });
  if (body.reply_to_user_id !== undefined && body.parent_id === undefined) throw badRequest(keyOf(e, 'replyToInvalid'));
  const me = await db.selectFrom('app_user').select(['id', 'nickname']).where('id', '=', userId).executeTakeFirstOrThrow();
  const id = await db.transaction().execute((trx) => insertComment(e, trx, me, body));
  const row = (await liveComment(e, db, id))!;
  const [view] = await presentComments(e, db, [row], me.id);
  return { ...e.def.present(view!), replies: [], reply_count: 0 };
}

async function insertComment<T extends CommentTarget>(e: Engine<T>, trx: Transaction<DB>, me: Writer, body: SaveInput): Promise<number> {
  const target = await actionableTarget(e, trx, body.target_id, me.id, true);
  await e.def.mayComment?.(trx, target, me.id);
  const parent = body.parent_id === undefined ? null : await answered(e, trx, me.id, target, body.parent_id);
  const topId = parent ? (parent.parent_id ?? parent.id) : null;
  const replyTo = parent && topId !== null ? await replyTarget(e, trx, me.id, topId, parent, body.reply_to_user_id) : null;
  const { rating, ticket } = await kindRules(e, trx, me.id, target, topId, body);
  const insert = e
    .scoped(trx)
    .insertInto('commentable_comment')
    .values({ target_id: target.id, user_id: me.id, parent_id: topId, reply_to_user_id: replyTo, content: body.content, ...(rating === null ? {} : { rating }), ...(ticket === null ? {} : { ticket_id: ticket }) })
    .returning('id');
  // The target's lock already queues writers of one target; the ticket's unique index is the database's own word.
  const { id } = await insert.executeTakeFirstOrThrow().catch((err: unknown) => {
    throw ticket !== null && isUniqueViolation(err) ? conflict(keyOf(e, 'ticketSpent')) : err;
  });
  await countNew(e, trx, { target_id: target.id, parent_id: topId, rating });
  const event: CommentEvent = { by: me, excerpt: excerpt(body.content) };
  if (topId === null) {
    if (target.ownerId !== null) await notify(trx, target.ownerId, me, e.def.notices.toOwner?.(target, event));
    return id;
  }
  const top = await e.scoped(trx).updateTable('commentable_comment').set({ reply_count: sql`reply_count + 1` }).where('id', '=', topId).returning('user_id').executeTakeFirstOrThrow();
  await notify(trx, replyTo ?? top.user_id, me, e.def.notices.toReplied?.(target, event));
  return id;
}

/** In the caller's transaction (a notice exists exactly when its cause commits); nobody is told of their own acts. */
async function notify(trx: Db, to: number, by: Writer, notice: NoticeInput | undefined): Promise<void> {
  if (notice && to !== by.id) await new NoticeService(trx).notify(to, notice);
}

/** The comment answered: on this target, visible, not hidden, nobody blocked. */
async function answered(e: Engine, trx: Db, me: number, target: CommentTarget, parentId: number): Promise<CommentRow> {
  const parent = await liveComment(e, trx, parentId);
  if (!parent || (parent.hidden_at && parent.user_id !== me)) throw notFound(keyOf(e, 'notFound'));
  if (parent.target_id !== target.id) throw badRequest(keyOf(e, 'replyElsewhere'));
  if (parent.hidden_at) throw forbidden(keyOf(e, 'hidden'));
  await e.blocks.assertNotBlocked(me, parent.user_id, 'relation', trx);
  return parent;
}

/** Whom a reply names: given (someone of the thread), or the author of the reply it answers. */
async function replyTarget(e: Engine, trx: Db, me: number, topId: number, parent: CommentRow, given: number | undefined): Promise<number | null> {
  if (given === undefined) return parent.parent_id === null ? null : parent.user_id;
  const inThread = await e
    .scoped(trx)
    .selectFrom('commentable_comment')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', topId), eb('parent_id', '=', topId)]))
    .where('user_id', '=', given)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!inThread) throw badRequest(keyOf(e, 'replyToInvalid'));
  await e.blocks.assertNotBlocked(me, given, 'relation', trx);
  return given;
}

/**
 * What a kind's declaration adds: the owner's single answer (`replies: 'ownerAnswer'`) and ratings (one rated
 * comment per ticket where the kind has tickets, else per person and target). Returns the rating and the ticket
 * to store (null: none). Serialised by the target's lock.
 */
async function kindRules<T extends CommentTarget>(e: Engine<T>, trx: Db, me: number, target: T, topId: number | null, body: SaveInput): Promise<{ rating: number | null; ticket: number | null }> {
  const { ratings } = e.def;
  if (topId !== null) {
    if (body.rating !== undefined) throw new FieldError({ 'body.rating': keyOf(e, 'ratingOnReply') }, keyOf(e, 'ratingOnReply'));
    if (e.def.replies === 'ownerAnswer') await assertFirstAnswer(e, trx, me, target, topId, body);
    return { rating: null, ticket: null };
  }
  if (!ratings) return { rating: null, ticket: null };
  if (body.rating === undefined || !Number.isInteger(body.rating) || body.rating < ratings.min || body.rating > ratings.max) {
    throw new FieldError({ 'body.rating': 'field.rating' }, keyOf(e, 'ratingRequired'));
  }
  if (e.def.ratingTicket) return { rating: body.rating, ticket: await unspentTicket(e, trx, me, target, body.ticket) };
  const rated = await e.scoped(trx).selectFrom('commentable_comment').select('id').where('target_id', '=', target.id).where('user_id', '=', me).where('parent_id', 'is', null).where('deleted_at', 'is', null).executeTakeFirst();
  if (rated) throw conflict(keyOf(e, 'ratedAlready'));
  return { rating: body.rating, ticket: null };
}

/**
 * The ticket a review spends: the one named, if `me` holds it on this target (403 otherwise), else the oldest held;
 * a ticket with a live review (hidden or not) is spent (409). A deleted review frees its ticket.
 */
async function unspentTicket<T extends CommentTarget>(e: Engine<T>, trx: Db, me: number, target: T, given: number | undefined): Promise<number> {
  const held = await e.def.ratingTicket!.held(trx, target, me);
  if (!held.length || (given !== undefined && !held.includes(given))) throw forbidden(keyOf(e, 'ticketInvalid'));
  const wanted = given === undefined ? held : [given];
  const spent = await e.scoped(trx).selectFrom('commentable_comment').select('ticket_id as ticket_id').where('ticket_id', 'in', wanted).where('rating', 'is not', null).where('deleted_at', 'is', null).execute();
  // Selected `as` its stand-in name: the renamed column comes back under the kind's own name otherwise.
  const taken = new Set(spent.map((s) => s.ticket_id));
  const free = wanted.find((t) => !taken.has(t));
  if (free === undefined) throw conflict(keyOf(e, 'ticketSpent'));
  return free;
}

/** Only the target's owner answers a comment, once, and names nobody else. */
async function assertFirstAnswer(e: Engine, trx: Db, me: number, target: CommentTarget, topId: number, body: SaveInput): Promise<void> {
  if (target.ownerId !== me) throw forbidden(keyOf(e, 'answerOwnerOnly'));
  if (body.reply_to_user_id !== undefined) throw badRequest(keyOf(e, 'replyToInvalid'));
  const answer = await e.scoped(trx).selectFrom('commentable_comment').select('id').where('parent_id', '=', topId).where('deleted_at', 'is', null).executeTakeFirst();
  if (answer) throw conflict(keyOf(e, 'answeredAlready'));
}
