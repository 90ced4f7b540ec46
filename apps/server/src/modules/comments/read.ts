import { sql } from 'kysely';
import { notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { CommentTarget, Person } from './definition.js';
import { keyOf, readableTarget, seenBy, selectComments, type CommentRow, type Engine } from './engine.js';
import { presentComments, threads, type Thread } from './present.js';
import type { Db } from './tables.js';

/**
 * A target's comments, newest first, each with its first replies (oldest first, one query for the whole page);
 * or, with `parent_id`, one comment's replies, oldest first. Both keyset-paged on the shared pager; what a
 * viewer may not see (deleted, hidden from others, people blocked either way) is filtered inside the query.
 */
export interface ListQuery {
  target_id: number;
  parent_id?: number;
  cursor?: string;
  limit: number;
}

export interface Page<R> {
  list: R[];
  next_cursor: string | null;
}

export function commentPagers(name: string) {
  return { top: idPager(`${name}.comment`), replies: idPager(`${name}.reply`) };
}
type Pagers = ReturnType<typeof commentPagers>;

export async function listComments<T extends CommentTarget, P extends Person, Out>(e: Engine<T, P, Out>, pagers: Pagers, db: Db, me: number | null, q: ListQuery): Promise<Page<Thread<Out>>> {
  const blocked = me === null ? [] : await e.blocks.hiddenFrom(me, db);
  await readableTarget(e, db, q.target_id, me, blocked);
  if (q.parent_id !== undefined) return listReplies(e, pagers, db, me, blocked, { ...q, parent_id: q.parent_id });
  let sel = selectComments(e, db).where('c.target_id', '=', q.target_id).where('c.parent_id', 'is', null).where(seenBy(me, blocked));
  const after = pagers.top.after(q.cursor, 'c.id');
  if (after) sel = sel.where(after);
  const page = pagers.top.take(await sel.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  const first = await firstReplies(e, db, page.rows, me, blocked);
  // One hydration for the page and its first replies: people and my likes in one query each.
  const views = await presentComments(e, db, [...page.rows, ...first], me);
  return { list: threads(e.def.present, views.slice(0, page.rows.length), page.rows, views.slice(page.rows.length)), next_cursor: page.next_cursor };
}

/** The replies of one top-level comment the viewer may see (else 404: another target's, a reply, hidden, blocked). */
async function listReplies<T extends CommentTarget, P extends Person, Out>(e: Engine<T, P, Out>, pagers: Pagers, db: Db, me: number | null, blocked: number[], q: ListQuery & { parent_id: number }) {
  const parent = await selectComments(e, db).where('c.id', '=', q.parent_id).where(seenBy(me, blocked)).executeTakeFirst();
  if (!parent || parent.target_id !== q.target_id || parent.parent_id !== null) throw notFound(keyOf(e, 'notFound'));
  let sel = selectComments(e, db).where('c.parent_id', '=', parent.id).where(seenBy(me, blocked));
  const after = pagers.replies.after(q.cursor, 'c.id', 'asc');
  if (after) sel = sel.where(after);
  const page = pagers.replies.take(await sel.orderBy('c.id', 'asc').limit(q.limit + 1).execute(), q.limit, 'asc');
  const views = await presentComments(e, db, page.rows, me);
  return { list: views.map((v) => ({ ...e.def.present(v), replies: [], reply_count: 0 })), next_cursor: page.next_cursor };
}

/** The first `repliesShown` replies of each comment of a page, oldest first, in one query. */
async function firstReplies(e: Engine, db: Db, tops: CommentRow[], me: number | null, blocked: number[]): Promise<CommentRow[]> {
  const ids = tops.map((r) => r.id);
  if (!ids.length || e.def.repliesShown === 0) return [];
  const numbered = selectComments(e, db)
    .select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('rn'))
    .where('c.parent_id', 'in', ids)
    .where(seenBy(me, blocked));
  return e.scoped(db).selectFrom(numbered.as('r')).selectAll('r').where('r.rn', '<=', e.def.repliesShown).orderBy('r.id').execute();
}

/** One comment or reply as its thread shows it to `me` (its target readable, the comment seen by them), or undefined. */
export async function readableComment(e: Engine, db: Db, me: number, id: number): Promise<CommentRow | undefined> {
  const blocked = await e.blocks.hiddenFrom(me, db);
  const c = await selectComments(e, db).where('c.id', '=', id).where(seenBy(me, blocked)).executeTakeFirst();
  if (!c) return undefined;
  const target = await e.def.target(db, c.target_id);
  if (!target || target.gone || (target.hidden && target.ownerId !== me)) return undefined;
  if (target.ownerId !== null && target.ownerId !== me && blocked.includes(target.ownerId)) return undefined;
  return c;
}
