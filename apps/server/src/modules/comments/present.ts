import { epochSeconds } from '../../core/time.js';
import type { CommentTarget, CommentView, Person } from './definition.js';
import type { CommentRow, Engine } from './engine.js';
import type { Db } from './tables.js';

/**
 * Read paths end here: comment rows in, the kind's API shape out, with the people and my likes loaded in one
 * query each for the whole page rather than one per row.
 */

/** People as comments show them by default: id, nickname, avatar (an unknown id shows without a name). */
async function defaultPeople(db: Db, ids: number[]): Promise<(id: number) => Person> {
  const rows = ids.length ? await db.selectFrom('app_user').select(['id', 'nickname', 'avatar']).where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (id) => byId.get(id) ?? { id, nickname: '', avatar: null };
}

/** Comment rows (top-level or replies, without their replies) as one viewer sees them, in the rows' order. */
export async function presentComments<T extends CommentTarget, P extends Person, Out>(e: Engine<T, P, Out>, db: Db, rows: CommentRow[], me: number | null): Promise<CommentView<P>[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.flatMap((r) => (r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id])))];
  const load = e.def.people ?? (defaultPeople as unknown as NonNullable<typeof e.def.people>);
  const [personOf, liked] = await Promise.all([
    load(db, people),
    me === null ? [] : e.scoped(db).selectFrom('commentable_like').select('comment_id').where('user_id', '=', me).where('comment_id', 'in', ids).execute(),
  ]);
  const likedIds = new Set(liked.map((l) => l.comment_id));
  return rows.map((r) => {
    const to = r.reply_to_user_id === null ? null : personOf(r.reply_to_user_id);
    const view: CommentView<P> = {
      id: r.id,
      target_id: r.target_id,
      user: personOf(r.user_id),
      content: r.content,
      like_count: r.like_count,
      liked: likedIds.has(r.id),
      reply_to_user: to && { id: to.id, nickname: to.nickname },
      parent_id: r.parent_id,
      created_at: epochSeconds(r.created_at),
      is_mine: r.user_id === me,
      is_hidden: r.hidden_at !== null,
    };
    if (e.def.ratings) view.rating = r.rating ?? null;
    return view;
  });
}

/** One comment with its first replies and their count, in the kind's shape. */
export type Thread<Out> = Out & { replies: Out[]; reply_count: number };

/** Views as threads: each top-level view with the replies (already loaded) whose parent it is. */
export function threads<P extends Person, Out>(present: (v: CommentView<P>) => Out, tops: CommentView<P>[], rows: CommentRow[], replies: CommentView<P>[]): Thread<Out>[] {
  return tops.map((c, i) => ({ ...present(c), replies: replies.filter((s) => s.parent_id === c.id).map(present), reply_count: rows[i]!.reply_count }));
}
