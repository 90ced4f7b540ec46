import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ProfileExtension } from '../auth/index.js';

/**
 * Relations' part of a public profile: the cached counters (follows here, posts and likes by the social
 * module, all in user_social_stat) and the viewer's follows and blocks with the person, in one query.
 */
export function relationProfile(db: Kysely<DB>): ProfileExtension {
  return async (userId, viewerId) => {
    const me = viewerId ?? 0;
    const row = await db
      .selectFrom('app_user as u')
      .leftJoin('user_social_stat as s', 's.user_id', 'u.id')
      .select(['s.following_count', 's.fans_count', 's.post_count', 's.likes_received'])
      .select((eb) => [
        eb.exists(eb.selectFrom('user_follow').select('follower_id').where('follower_id', '=', me).whereRef('followee_id', '=', 'u.id')).as('isRelation'),
        eb.exists(eb.selectFrom('user_follow').select('follower_id').whereRef('follower_id', '=', 'u.id').where('followee_id', '=', me)).as('is_fan'),
        eb.exists(eb.selectFrom('user_block').select('blocker_id').where('blocker_id', '=', me).whereRef('blocked_id', '=', 'u.id')).as('isBlocked'),
        eb.exists(eb.selectFrom('user_block').select('blocker_id').whereRef('blocker_id', '=', 'u.id').where('blocked_id', '=', me)).as('blocks_me'),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) return {};
    return {
      following_count: Number(row.following_count ?? 0),
      fans_count: Number(row.fans_count ?? 0),
      post_count: Number(row.post_count ?? 0),
      likes_count: Number(row.likes_received ?? 0),
      isRelation: Boolean(row.isRelation),
      is_fan: Boolean(row.is_fan),
      isBlocked: Boolean(row.isBlocked),
      blocks_me: Boolean(row.blocks_me),
    };
  };
}
