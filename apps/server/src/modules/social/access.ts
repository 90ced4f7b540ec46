import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import { notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { UserBlocks } from '../relations/index.js';
import type { SocialPostRow } from './schema.js';

/** Anything queries run on: the database or the caller's transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

/**
 * People a viewer does not see and cannot interact with: those they blocked and those who blocked them
 * (`user_block`, the relations module's). One small read per request; the lists then filter by it.
 */
export async function blockedIds(db: Db, me: number | null): Promise<number[]> {
  return me === null ? [] : blocksOf(db).hiddenFrom(me, db);
}

const blocksOf = (db: Db) => new UserBlocks(db as Kysely<DB>);

/** `column` is none of `ids` (true for an empty list, so the condition can always be added). */
export function notAmong(column: string, ids: number[]): RawBuilder<SqlBool> {
  return ids.length ? sql<SqlBool>`${sql.ref(column)} <> all(${sql.val(ids)}::int[])` : sql<SqlBool>`true`;
}

/**
 * `column` names nobody `me` blocked or was blocked by (always true when anonymous), in SQL: the list is read by
 * the statement itself, once (an uncorrelated sub-select is an InitPlan), so a feed needs no read before its own.
 * The same rows as `UserBlocks.hiddenFrom` (the relations module's `user_block`).
 */
export function notBlockedFor(column: string, me: number | null): RawBuilder<SqlBool> {
  if (me === null) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} <> all(array(select blocked_id from user_block where blocker_id = ${me} union all select blocker_id from user_block where blocked_id = ${me}))`;
}

/** A 403 when one of the two blocked the other, saying which: interacting with someone's post. */
export async function assertNotBlocked(db: Db, me: number, other: number): Promise<void> {
  await blocksOf(db).assertNotBlocked(me, other, 'relation', db);
}

/**
 * A post as its viewer may see it: not deleted, hidden only to its author, and not between people who
 * blocked each other (all three read as "not found", so nothing hints at what exists). `forUpdate` locks it.
 */
export async function visiblePost(db: Db, id: number, me: number | null, opts: { forUpdate?: boolean } = {}): Promise<SocialPostRow> {
  let q = db.selectFrom('social_post').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (opts.forUpdate) q = q.forUpdate();
  const post = await q.executeTakeFirst();
  if (!post || (post.hidden_at && post.user_id !== me)) throw notFound('social.post_not_found');
  if (me !== null && post.user_id !== me && (await blockedIds(db, me)).includes(post.user_id)) throw notFound('social.post_not_found');
  return post;
}
