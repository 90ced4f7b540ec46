import type { ApiData } from '@haiwai/contracts';
import type { RelationListType } from '@haiwai/contracts/relations';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { cursorCodec, keysetAfter, microsKey, rowId, takePage } from '../../core/paging/index.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';

/** Follow and block lists page by (when it began, the other person's id), newest first. */
const timeCursor = z.object({ t: microsKey, id: rowId }).strict();
const cursors = {
  following: cursorCodec('relation:following', timeCursor),
  fans: cursorCodec('relation:fans', timeCursor),
  blocked: cursorCodec('relation:blocked', timeCursor),
};
const micros = (column: string) => sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;
const fromMicros = (t: string) => sql`(timestamptz 'epoch' + ${t}::bigint * interval '1 microsecond')`;

/**
 * Whom `userId` follows (`following`) or who follows them (`fans`), each with the viewer's relation to them:
 * `isRelation` (the viewer follows them) and `is_fan` (they follow the viewer); both false for a visitor.
 */
export async function relationPage(db: Kysely<DB>, viewer: number | null, q: { userId: number; type: RelationListType; cursor?: string; limit: number }): Promise<ApiData<'socialRelationListUser'>> {
  const codec = cursors[q.type];
  const after = codec.decode(q.cursor);
  // The listed person is the other end of the follow.
  const [mine, other] = q.type === 'following' ? (['f.follower_id', 'f.followee_id'] as const) : (['f.followee_id', 'f.follower_id'] as const);
  const me = viewer ?? 0;
  let sel = db
    .selectFrom('user_follow as f')
    .innerJoin('app_user as u', 'u.id', other)
    .select(['u.id', 'u.nickname', 'u.avatar', 'u.bio', 'f.created_at', micros('f.created_at').as('at_us')])
    .select((eb) => [
      eb.exists(eb.selectFrom('user_follow as a').select('a.follower_id').where('a.follower_id', '=', me).whereRef('a.followee_id', '=', 'u.id')).as('isRelation'),
      eb.exists(eb.selectFrom('user_follow as b').select('b.follower_id').whereRef('b.follower_id', '=', 'u.id').where('b.followee_id', '=', me)).as('is_fan'),
    ])
    .where(mine, '=', q.userId)
    .where('u.status', '=', 'active');
  if (after) sel = sel.where(keysetAfter(sql.ref('f.created_at'), sql.ref(other), 'desc', { key: fromMicros(after.t), id: after.id }));
  const rows = await sel.orderBy('f.created_at', 'desc').orderBy(other, 'desc').limit(q.limit + 1).execute();
  const page = takePage(rows, q.limit, (last) => codec.encode({ t: last.at_us, id: last.id }));
  return {
    list: page.rows.map((r) => ({ id: r.id, nickname: r.nickname, avatar: r.avatar, bio: r.bio, isRelation: Boolean(r.isRelation), is_fan: Boolean(r.is_fan), followed_at: epochSeconds(r.created_at) })),
    next_cursor: page.next_cursor,
  };
}

/** The people `userId` blocked, newest first (settings lists them to unblock). */
export async function blockedPage(db: Kysely<DB>, userId: number, q: { cursor?: string; limit: number }): Promise<ApiData<'shieldingList'>> {
  const after = cursors.blocked.decode(q.cursor);
  let sel = db
    .selectFrom('user_block as b')
    .innerJoin('app_user as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.nickname', 'u.avatar', 'b.created_at', micros('b.created_at').as('at_us')])
    .where('b.blocker_id', '=', userId);
  if (after) sel = sel.where(keysetAfter(sql.ref('b.created_at'), sql.ref('b.blocked_id'), 'desc', { key: fromMicros(after.t), id: after.id }));
  const rows = await sel.orderBy('b.created_at', 'desc').orderBy('b.blocked_id', 'desc').limit(q.limit + 1).execute();
  const page = takePage(rows, q.limit, (last) => cursors.blocked.encode({ t: last.at_us, id: last.id }));
  return { list: page.rows.map((r) => ({ id: r.id, nickname: r.nickname, avatar: r.avatar, blocked_at: epochSeconds(r.created_at) })), next_cursor: page.next_cursor };
}
