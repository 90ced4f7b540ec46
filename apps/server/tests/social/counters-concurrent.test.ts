import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Comment, type Post, type Who } from './support.js';

/**
 * Counters under 50 concurrent people, through the API (issue 33): every cached counter equals a count of the rows
 * it stands for afterwards, whatever order the requests ran in — the post's likes and the author's likes received,
 * the post's comments, a comment's likes and replies.
 */

type Counts = { id: number; like_count: number; forward_count: number; comment_count: number; isLiked: boolean };
const N = 50;

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let author: Who;
let crowd: Who[];

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  const made = await w.people(['作者', ...Array.from({ length: N }, (_, i) => `赞者${i}`)]);
  author = made[0]!;
  crowd = made.slice(1);
});
afterAll(() => t.close());

const like = (who: Who, id: number, on?: boolean) => t.call<Counts>('socialPostNumberSave', { token: who.token, body: { id, type: 'like', ...(on === undefined ? {} : { on }) } });
const count = async (table: 'social_post_like' | 'social_comment_like', column: 'post_id' | 'comment_id', id: number) =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);
const postRow = (id: number) => t.db.selectFrom('social_post').select(['like_count', 'comment_count']).where('id', '=', id).executeTakeFirstOrThrow();
/** Likes others gave to the author's visible posts, counted from the rows. */
async function likesReceivedRows(userId: number) {
  const r = await t.db
    .selectFrom('social_post_like as l')
    .innerJoin('social_post as p', 'p.id', 'l.post_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('p.user_id', '=', userId)
    .where('l.user_id', '<>', userId)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe(`${N} people at once`, () => {
  it('liking one post: the count, the like rows and the author’s likes received all say 50; one grouped notice counts 50', async () => {
    const p = await w.post(author);
    const replies = await Promise.all(crowd.map((who) => like(who, p.id)));
    expect(replies.map((r) => r.status)).toEqual(crowd.map(() => 200));
    expect(replies.every((r) => r.data.isLiked)).toBe(true);
    // Each answer counts the likes committed before it: all different, the last one 50.
    expect(new Set(replies.map((r) => r.data.like_count)).size).toBe(N);
    expect(Math.max(...replies.map((r) => r.data.like_count))).toBe(N);
    expect((await postRow(p.id)).like_count).toBe(N);
    expect(await count('social_post_like', 'post_id', p.id)).toBe(N);
    expect((await w.stat(author.id))?.likes_received).toBe(await likesReceivedRows(author.id));
    const notes = (await w.noticesOf(author.id)).filter((n) => n.kind === 'social_like' && Number(n.ref_id) === p.id);
    expect(notes.length).toBe(1);
    expect(JSON.stringify(notes[0]!.body)).toContain(`"count":${N}`);
  });

  it('toggling, setting and double-tapping one post all at once: the count equals the rows, and each answer says what its person now has', async () => {
    const p = await w.post(author);
    // Half of them like it first.
    await Promise.all(crowd.slice(0, N / 2).map((who) => like(who, p.id)));
    // Then everybody at once: bare toggles, explicit on/off, and double taps (two requests of one person together).
    const calls = crowd.flatMap((who, i) => {
      if (i % 5 === 0) return [like(who, p.id), like(who, p.id)];
      if (i % 5 === 1) return [like(who, p.id, true), like(who, p.id, true)];
      if (i % 5 === 2) return [like(who, p.id, false)];
      return [like(who, p.id)];
    });
    const replies = await Promise.all(calls);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const rows = await count('social_post_like', 'post_id', p.id);
    expect((await postRow(p.id)).like_count).toBe(rows);
    expect((await w.stat(author.id))?.likes_received).toBe(await likesReceivedRows(author.id));
    // Each person's state is what their last answer said.
    const liked = new Set((await t.db.selectFrom('social_post_like').select('user_id').where('post_id', '=', p.id).execute()).map((r) => r.user_id));
    // (A double tap of bare toggles may end either way: two toggles, or two likes when they overlapped.)
    crowd.forEach((who, i) => {
      const had = i < N / 2;
      if (i % 5 === 1) expect(liked.has(who.id)).toBe(true);
      if (i % 5 === 2) expect(liked.has(who.id)).toBe(false);
      if (i % 5 >= 3) expect(liked.has(who.id)).toBe(!had);
    });
    // Unliking everything at once brings both back to zero.
    await Promise.all(crowd.map((who) => like(who, p.id, false)));
    expect((await postRow(p.id)).like_count).toBe(0);
    expect(await count('social_post_like', 'post_id', p.id)).toBe(0);
    expect((await w.stat(author.id))?.likes_received).toBe(await likesReceivedRows(author.id));
  });

  it('commenting and replying on one post: the post counts every visible comment and reply, the comment its replies', async () => {
    const p = await w.post(author);
    const top = await w.comment(author, { post_id: p.id, content: '大家怎么看？' });
    const replies = await Promise.all(
      crowd.map((who, i) =>
        t.call<Comment>('socialCommentSave', { token: who.token, siteAreaId: w.hcm, body: i % 2 ? { post_id: p.id, content: `评论 ${i}` } : { post_id: p.id, parent_id: top.id, reply_to_user_id: author.id, content: `回复 ${i}` } }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const visible = Number((await t.db.selectFrom('social_comment').select((eb) => eb.fn.countAll().as('n')).where('post_id', '=', p.id).where('deleted_at', 'is', null).where('hidden_at', 'is', null).executeTakeFirstOrThrow()).n);
    expect(visible).toBe(N + 1);
    expect((await postRow(p.id)).comment_count).toBe(visible);
    const topRow = await t.db.selectFrom('social_comment').select('reply_count').where('id', '=', top.id).executeTakeFirstOrThrow();
    expect(topRow.reply_count).toBe(N / 2);
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(visible);
  });

  it('liking one comment, then half of them unliking while the rest toggle: the comment’s count equals its like rows', async () => {
    const p = await w.post(author);
    const c = await w.comment(author, { post_id: p.id, content: '点赞这条' });
    const likeComment = (who: Who, on?: boolean) => t.call<{ like_count: number; isLiked: boolean }>('socialCommentLikeSave', { token: who.token, body: { id: c.id, ...(on === undefined ? {} : { on }) } });
    const first = await Promise.all(crowd.map((who) => likeComment(who)));
    expect(first.every((r) => r.status === 200 && r.data.isLiked)).toBe(true);
    const row = () => t.db.selectFrom('social_comment').select('like_count').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect((await row()).like_count).toBe(N);
    expect(await count('social_comment_like', 'comment_id', c.id)).toBe(N);
    await Promise.all(crowd.map((who, i) => (i % 2 ? likeComment(who, false) : Promise.all([likeComment(who), likeComment(who)]))));
    expect((await row()).like_count).toBe(await count('social_comment_like', 'comment_id', c.id));
  });
});
