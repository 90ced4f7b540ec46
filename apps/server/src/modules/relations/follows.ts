import type { ApiData } from '@haiwai/contracts';
import type { RelationAction } from '@haiwai/contracts/relations';
import { sql, type Kysely, type Transaction } from 'kysely';
import { FieldError, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { NoticeService } from '../notices/index.js';
import type { UserBlocks } from './blocks.js';

type Trx = Transaction<DB>;
type Counter = 'following_count' | 'fans_count';
type RelationState = ApiData<'socialRelation'>;

/** A follow notice per fan and person at most once a day: follow, unfollow, follow again does not spam. */
const NOTICE_QUIET_HOURS = 24;

/**
 * Changes cached counters in the transaction that changed the follow rows. Rows are touched in user id order,
 * so two people following each other at once cannot deadlock; the upsert makes a missing row count from 0.
 */
export async function adjustCounters(trx: Trx, changes: Array<{ userId: number; column: Counter; delta: 1 | -1 }>): Promise<void> {
  for (const c of [...changes].sort((a, b) => a.userId - b.userId)) {
    if (c.delta > 0) {
      await trx
        .insertInto('user_social_stat')
        .values({ user_id: c.userId, [c.column]: 1 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ [c.column]: sql`user_social_stat.${sql.ref(c.column)} + 1` }))
        .execute();
    } else {
      await trx.updateTable('user_social_stat').set({ [c.column]: sql`greatest(${sql.ref(c.column)} - 1, 0)` }).where('user_id', '=', c.userId).execute();
    }
  }
}

/** Follows between people (`social/relation`), with the counters of both and a notice to the person followed. */
export class Follows {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blocks: UserBlocks,
  ) {}

  async act(me: number, target: number, action: RelationAction | undefined): Promise<RelationState> {
    if (target === me) throw new FieldError({ 'body.user_id': 'relation.self' }, 'relation.self');
    await this.db.transaction().execute(async (trx) => {
      const person = await trx.selectFrom('app_user').select('id').where('id', '=', target).where('status', '=', 'active').executeTakeFirst();
      if (!person) throw notFound('relation.user_not_found');
      const chosen = action ?? ((await this.#follows(trx, me, target)) ? 'unfollow' : 'follow');
      if (chosen === 'follow') await this.#follow(trx, me, target);
      else if (chosen === 'unfollow') await unfollow(trx, me, target);
      else await unfollow(trx, target, me);
    });
    return this.state(me, target);
  }

  /** My relation to `target` and their counters. */
  async state(me: number, target: number): Promise<RelationState> {
    const row = await this.db
      .selectFrom('app_user as u')
      .leftJoin('user_social_stat as s', 's.user_id', 'u.id')
      .select(['u.id', 's.fans_count', 's.following_count'])
      .select((eb) => [
        eb.exists(eb.selectFrom('user_follow').select('follower_id').where('follower_id', '=', me).whereRef('followee_id', '=', 'u.id')).as('isRelation'),
        eb.exists(eb.selectFrom('user_follow').select('follower_id').whereRef('follower_id', '=', 'u.id').where('followee_id', '=', me)).as('is_fan'),
      ])
      .where('u.id', '=', target)
      .executeTakeFirstOrThrow();
    return { user_id: row.id, isRelation: Boolean(row.isRelation), is_fan: Boolean(row.is_fan), fans_count: Number(row.fans_count ?? 0), following_count: Number(row.following_count ?? 0) };
  }

  async #follows(trx: Trx, follower: number, followee: number): Promise<boolean> {
    return Boolean(await trx.selectFrom('user_follow').select('follower_id').where('follower_id', '=', follower).where('followee_id', '=', followee).executeTakeFirst());
  }

  async #follow(trx: Trx, me: number, target: number): Promise<void> {
    await this.blocks.assertNotBlocked(me, target, 'relation', trx);
    // Only the insert that made the row counts: a double follow (or a race of two) counts once.
    const made = await trx.insertInto('user_follow').values({ follower_id: me, followee_id: target }).onConflict((oc) => oc.doNothing()).returning('follower_id').executeTakeFirst();
    if (!made) return;
    await adjustCounters(trx, [
      { userId: me, column: 'following_count', delta: 1 },
      { userId: target, column: 'fans_count', delta: 1 },
    ]);
    await notifyNewFollower(trx, me, target);
  }
}

/** Ends `follower`'s follow of `followee` and its counts; nothing when there was none. */
export async function unfollow(trx: Trx, follower: number, followee: number): Promise<boolean> {
  const gone = await trx.deleteFrom('user_follow').where('follower_id', '=', follower).where('followee_id', '=', followee).returning('follower_id').executeTakeFirst();
  if (!gone) return false;
  await adjustCounters(trx, [
    { userId: follower, column: 'following_count', delta: -1 },
    { userId: followee, column: 'fans_count', delta: -1 },
  ]);
  return true;
}

async function notifyNewFollower(trx: Trx, fan: number, target: number): Promise<void> {
  const since = new Date(Date.now() - NOTICE_QUIET_HOURS * 3_600_000);
  const recent = await trx.selectFrom('notice').select('id').where('user_id', '=', target).where('kind', '=', 'follow').where('ref_type', '=', 'user').where('ref_id', '=', fan).where('created_at', '>', since).limit(1).executeTakeFirst();
  if (recent) return;
  const { nickname } = await trx.selectFrom('app_user').select('nickname').where('id', '=', fan).executeTakeFirstOrThrow();
  await new NoticeService(trx).notify(target, {
    kind: 'follow',
    title: { key: 'notice.new_follower.title' },
    body: { key: 'notice.new_follower.body', params: { name: nickname } },
    link: `/pagesA/socialize/my-info?id=${fan}`,
    refType: 'user',
    refId: fan,
  });
}
