import type { ApiData } from '@haiwai/contracts';
import { createSession } from '../../src/modules/auth/sessions.js';
import type { TestApp } from '../support/harness.js';

export type Post = ApiData<'socialPostInfo'>;
export type Topic = ApiData<'socialTopicInfo'>;
export type Comment = ApiData<'socialCommentSave'>;
export type Page<T> = { list: T[]; next_cursor: string | null };
export interface Who {
  id: number;
  token: string;
}

/** A stored media URL as uploads make them. */
export const media = (n: number) => `/api/media/${n.toString(16).padStart(32, '0')}`;

/** Helpers over one test app: site areas by code, posts and topics made through the API, blocks as S2 writes them. */
export async function socialWorld(t: TestApp) {
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  const area = (code: string) => areas.find((a) => a.code === code)!.id;
  const hcm = area('hcm');

  async function post(who: Who, body: Record<string, unknown> = {}, siteAreaId = hcm): Promise<Post> {
    const r = await t.call<Post>('socialPostSave', { token: who.token, siteAreaId, body: { content: '第七郡哪里租房方便？', ...body } });
    if (r.status !== 200) throw new Error(`post failed: ${r.status} ${r.message}`);
    return r.data;
  }
  async function topic(who: Who, name: string, siteAreaId = hcm): Promise<Topic> {
    const r = await t.call<Topic>('socialTopicSave', { token: who.token, siteAreaId, body: { name, description: `${name}的讨论` } });
    if (r.status !== 200) throw new Error(`topic failed: ${r.status} ${r.message}`);
    return r.data;
  }
  async function comment(who: Who, body: Record<string, unknown>): Promise<Comment> {
    const r = await t.call<Comment>('socialCommentSave', { token: who.token, siteAreaId: hcm, body: { content: '同问', ...body } });
    if (r.status !== 200) throw new Error(`comment failed: ${r.status} ${r.message}`);
    return r.data;
  }
  const block = (blocker: Who, blocked: Who) => t.db.insertInto('user_block').values({ blocker_id: blocker.id, blocked_id: blocked.id }).execute();
  const unblock = (blocker: Who, blocked: Who) => t.db.deleteFrom('user_block').where('blocker_id', '=', blocker.id).where('blocked_id', '=', blocked.id).execute();
  const follow = (follower: Who, followee: Who) => t.db.insertInto('user_follow').values({ follower_id: follower.id, followee_id: followee.id }).execute();
  /** Walks a list to its end, page by page. */
  async function all<T extends { id: number }>(name: Parameters<TestApp['call']>[0], opts: { token?: string; query?: Record<string, string | number | undefined>; siteAreaId?: number }, limit = 3) {
    const seen: T[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 200; i++) {
      const r = await t.call<Page<T>>(name, { ...opts, siteAreaId: opts.siteAreaId ?? hcm, query: { ...opts.query, limit, cursor } });
      if (r.status !== 200) throw new Error(`${name} failed: ${r.status} ${r.message}`);
      seen.push(...r.data.list);
      if (!r.data.next_cursor) return seen;
      cursor = r.data.next_cursor;
    }
    throw new Error('list did not end');
  }
  /**
   * Members made straight in the database with a session each: registering through the API hashes a
   * password per person (~0.3 s), too slow for the twenty people a concurrency test needs.
   */
  async function people(nicknames: string[]): Promise<Who[]> {
    const rows = await t.db
      .insertInto('app_user')
      .values(nicknames.map((nickname) => ({ username: null, area_code: null, mobile: null, email: null, password_hash: null, nickname, avatar: null, site_area_id: hcm, openid: null, birthday: null })))
      .returning('id')
      .execute();
    return Promise.all(rows.map(async ({ id }) => ({ id, token: (await createSession(t.db, id, { terminal: 3, device: null, ip: '10.0.0.1' })).tokens.token })));
  }
  const stat = async (userId: number) => t.db.selectFrom('user_social_stat').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const noticesOf = (userId: number) => t.db.selectFrom('notice').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return { areas, area, hcm, post, topic, comment, block, unblock, follow, all, people, stat, noticesOf };
}
