import type { Db } from './access.js';
import { leaveCounters } from './posts.js';

/**
 * A banned member's posts (docs/roles.md, "Bans"): the visible ones leave every feed and counter like a hidden
 * post (no notice each: the ban tells them why), and come back when the ban is lifted, those still hidden then.
 */
export async function hidePostsOf(trx: Db, userId: number, input: { adminId: number; reason: string }): Promise<number[]> {
  const posts = await trx.selectFrom('social_post').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).where('hidden_at', 'is', null).orderBy('id').forUpdate().execute();
  for (const post of posts) {
    await trx.updateTable('social_post').set({ hidden_at: new Date(), hidden_reason: input.reason, hidden_by: input.adminId }).where('id', '=', post.id).execute();
    await leaveCounters(trx, post, -1);
  }
  return posts.map((p) => p.id);
}

/** Shows again the posts `hidePostsOf` hid that are still hidden and not deleted; how many. */
export async function showPostsAgain(trx: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const posts = await trx.selectFrom('social_post').selectAll().where('id', 'in', [...ids]).where('deleted_at', 'is', null).where('hidden_at', 'is not', null).orderBy('id').forUpdate().execute();
  for (const post of posts) {
    await trx.updateTable('social_post').set({ hidden_at: null, hidden_reason: null, hidden_by: null }).where('id', '=', post.id).execute();
    await leaveCounters(trx, post, 1);
  }
  return posts.length;
}
