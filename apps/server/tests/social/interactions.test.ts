import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Comment, type Page, type Post, type Who } from './support.js';

type Counts = { id: number; like_count: number; forward_count: number; comment_count: number; isLiked: boolean };

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let author: Who;
let fans: Who[];
let outsider: Who;

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  const made = await w.people(['作者', '路人', ...Array.from({ length: 20 }, (_, i) => `粉丝${i}`)]);
  [author, outsider] = made as [Who, Who];
  fans = made.slice(2);
});
afterAll(() => t.close());

const like = (who: Who, id: number, on?: boolean) => t.call<Counts>('socialPostNumberSave', { token: who.token, body: { id, type: 'like', ...(on === undefined ? {} : { on }) } });

describe('likes', () => {
  it('twenty people liking at once make exactly twenty; the author’s likes received follow', async () => {
    const p = await w.post(author);
    const replies = await Promise.all(fans.map((f) => like(f, p.id)));
    expect(replies.every((r) => r.status === 200 && r.data.isLiked)).toBe(true);
    const row = await t.db.selectFrom('social_post').select('like_count').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.like_count).toBe(20);
    expect(Number((await t.db.selectFrom('social_post_like').select((eb) => eb.fn.countAll().as('n')).where('post_id', '=', p.id).executeTakeFirstOrThrow()).n)).toBe(20);
    expect((await w.stat(author.id))?.likes_received).toBe(20);
    // Grouped: one unread like notice for the post, counting all twenty.
    const notes = (await w.noticesOf(author.id)).filter((n) => n.kind === 'social_like' && Number(n.ref_id) === p.id);
    expect(notes.length).toBe(1);
    // Read in the author's language (zh), whatever the request's.
    const list = await t.call<Page<{ title: string; body: string; link: string }>>('userNoteList', { token: author.token, lang: 'en' });
    const note = list.data.list.find((n) => n.link === `/pagesA/socialize/dynamics-detail?id=${p.id}`)!;
    expect(note.title).toBe('收到新的赞');
    expect(note.body).toMatch(/^粉丝\d+ 等 20 人赞了您的动态$/);
  });

  it('a double tap at once (the wanted state sent) counts once; toggles stay exact; toggling back is exact', async () => {
    const p = await w.post(author);
    const fan = fans[0]!;
    const rows = async () => Number((await t.db.selectFrom('social_post_like').select((eb) => eb.fn.countAll().as('n')).where('post_id', '=', p.id).executeTakeFirstOrThrow()).n);
    // Two bare toggles at once: like then unlike, or both "like" when they overlap; the counter matches the rows either way.
    await Promise.all([like(fan, p.id), like(fan, p.id)]);
    const info = await t.call<Post>('socialPostInfo', { token: fan.token, params: { id: p.id } });
    expect(info.data.like_count).toBe(await rows());
    expect(info.data.isLiked).toBe(info.data.like_count === 1);
    await like(fan, p.id, false);
    await Promise.all([like(fan, p.id, true), like(fan, p.id, true), like(fan, p.id, true)]);
    expect((await t.call<Post>('socialPostInfo', { token: fan.token, params: { id: p.id } })).data).toMatchObject({ like_count: 1, isLiked: true });
    expect(await rows()).toBe(1);
    expect((await like(fan, p.id)).data).toMatchObject({ like_count: 0, isLiked: false });
    expect((await like(fan, p.id)).data).toMatchObject({ like_count: 1, isLiked: true });
    expect((await like(fan, p.id, true)).data).toMatchObject({ like_count: 1, isLiked: true });
    expect((await like(fan, p.id, false)).data).toMatchObject({ like_count: 0, isLiked: false });
    expect((await like(fan, p.id, false)).data).toMatchObject({ like_count: 0, isLiked: false });
  });

  it('after the author read the like notice, the next like starts a new one; own likes notify nobody', async () => {
    const p = await w.post(author);
    await like(fans[1]!, p.id);
    await t.call('userNoteReadAll', { token: author.token });
    await like(fans[2]!, p.id);
    const notes = (await w.noticesOf(author.id)).filter((n) => n.kind === 'social_like' && Number(n.ref_id) === p.id);
    expect(notes.length).toBe(2);
    expect(notes.filter((n) => n.read_at === null).length).toBe(1);
    const before = (await w.noticesOf(author.id)).length;
    await like(author, p.id);
    expect((await w.noticesOf(author.id)).length).toBe(before);
    expect((await w.stat(author.id))?.likes_received).toBe(22);
  });

  it('forwards count each share; 400 on a bad type, 401 without a token, 404 on a missing post', async () => {
    const p = await w.post(author);
    const f = () => t.call<Counts>('socialPostNumberSave', { token: outsider.token, body: { id: p.id, type: 'forward' } });
    await f();
    expect((await f()).data.forward_count).toBe(2);
    expect((await t.call('socialPostNumberSave', { token: outsider.token, body: { id: p.id, type: 'share' } })).status).toBe(400);
    expect((await t.call('socialPostNumberSave', { body: { id: p.id, type: 'like' } })).status).toBe(401);
    expect((await t.call('socialPostNumberSave', { token: outsider.token, body: { id: 99999999, type: 'like' } })).status).toBe(404);
  });
});

describe('comments', () => {
  let p: Post;
  let top: Comment;
  beforeAll(async () => {
    p = await w.post(author, { content: '胡志明哪里办签证？' });
  });

  it('a comment counts on the post and tells its author; my own comment tells nobody', async () => {
    top = await w.comment(fans[0]!, { post_id: p.id, content: '去移民局' });
    expect(top).toMatchObject({ post_id: p.id, parent_id: null, reply_to_user: null, replies: [], reply_count: 0, is_mine: true, user: { id: fans[0]!.id } });
    const note = (await w.noticesOf(author.id))[0]!;
    expect(note).toMatchObject({ kind: 'social_comment', link: `/pagesA/socialize/dynamics-detail?id=${p.id}` });
    const before = (await w.noticesOf(author.id)).length;
    await w.comment(author, { post_id: p.id, content: '谢谢' });
    expect((await w.noticesOf(author.id)).length).toBe(before);
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(2);
  });

  it('replies join the top-level comment, name whom they answer and tell them', async () => {
    const r1 = await w.comment(fans[1]!, { post_id: p.id, parent_id: top.id, content: '要预约吗？' });
    expect(r1).toMatchObject({ parent_id: top.id, reply_to_user: null });
    expect((await w.noticesOf(fans[0]!.id))[0]).toMatchObject({ kind: 'social_reply' });
    // Answering a reply: it joins the same top-level comment and names the reply's author.
    const r2 = await w.comment(fans[0]!, { post_id: p.id, parent_id: r1.id, content: '要的' });
    expect(r2).toMatchObject({ parent_id: top.id, reply_to_user: { id: fans[1]!.id, nickname: '粉丝1' } });
    expect((await w.noticesOf(fans[1]!.id))[0]).toMatchObject({ kind: 'social_reply' });
    for (let i = 2; i < 5; i++) await w.comment(fans[i]!, { post_id: p.id, parent_id: top.id, content: `回复${i}`, reply_to_user_id: fans[0]!.id });
    const list = await t.call<Page<Comment>>('socialCommentList', { query: { post_id: p.id } });
    const shown = list.data.list.find((c) => c.id === top.id)!;
    expect(shown.reply_count).toBe(5);
    expect(shown.replies.map((r) => r.id)).toEqual([r1.id, r2.id, shown.replies[2]!.id]);
    const more = await w.all<Comment>('socialCommentList', { query: { post_id: p.id, parent_id: top.id } }, 2);
    expect(more.length).toBe(5);
    expect(more.map((c) => c.id)).toEqual([...more.map((c) => c.id)].sort((a, b) => a - b));
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(7);
  });

  it('refuses bad replies: another post’s comment, a stranger named, an empty text, no token', async () => {
    const other = await w.post(author);
    const en = { lang: 'en' };
    const wrong = await t.call('socialCommentSave', { token: outsider.token, body: { post_id: other.id, parent_id: top.id, content: 'x' }, ...en });
    expect(wrong.status).toBe(400);
    expect(wrong.message).toBe('The comment you reply to is not on this post');
    const stranger = await t.call('socialCommentSave', { token: outsider.token, body: { post_id: p.id, parent_id: top.id, reply_to_user_id: outsider.id, content: 'x' }, ...en });
    expect(stranger.status).toBe(400);
    expect((await t.call('socialCommentSave', { token: outsider.token, body: { post_id: p.id, content: '  ' } })).status).toBe(400);
    expect((await t.call('socialCommentSave', { body: { post_id: p.id, content: 'x' } })).status).toBe(401);
    expect((await t.call('socialCommentSave', { token: outsider.token, body: { post_id: 99999999, content: 'x' } })).status).toBe(404);
    expect((await t.call('socialCommentList', { query: { post_id: 99999999 } })).status).toBe(404);
    expect((await t.call('socialCommentList', { query: {} })).status).toBe(400);
  });

  it('comment likes toggle exactly; deleting takes replies and counts with it; only the author deletes', async () => {
    const c = await w.comment(outsider, { post_id: p.id, content: '我也想知道' });
    await Promise.all(fans.slice(0, 5).map((f) => t.call('socialCommentLikeSave', { token: f.token, body: { id: c.id } })));
    const liked = await t.call<{ like_count: number; isLiked: boolean }>('socialCommentLikeSave', { token: fans[0]!.token, body: { id: c.id } });
    expect(liked.data).toEqual({ id: c.id, like_count: 4, isLiked: false });
    await w.comment(fans[6]!, { post_id: p.id, parent_id: c.id, content: '+1' });
    const before = (await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count;
    const other = await t.call('socialCommentDelete', { token: fans[6]!.token, query: { id: c.id }, lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.message).toBe('You can only delete your own comments');
    expect((await t.call('socialCommentDelete', { query: { id: c.id } })).status).toBe(401);
    expect((await t.call('socialCommentDelete', { token: outsider.token, query: { id: c.id } })).data).toEqual({ ok: true });
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(before - 2);
    expect((await t.call('socialCommentDelete', { token: outsider.token, query: { id: c.id } })).status).toBe(404);
    expect((await t.call('socialCommentLikeSave', { token: fans[1]!.token, body: { id: c.id } })).status).toBe(404);
    expect((await t.call('socialCommentLikeSave', { body: { id: c.id } })).status).toBe(401);
    expect((await t.call('socialCommentLikeSave', { token: fans[1]!.token, body: { id: 'x' } })).status).toBe(400);
    expect((await t.call('socialCommentDelete', { token: outsider.token, query: { id: 'x' } })).status).toBe(400);
  });
});

describe('blocking', () => {
  it('refuses liking, forwarding, commenting and replying across a block (403 saying who blocked), and hides comments both ways', async () => {
    const p = await w.post(author, { content: '拉黑之后' });
    const c = await w.comment(fans[9]!, { post_id: p.id, content: '先评论' });
    await w.block(author, outsider);
    const en = { lang: 'en' };
    const l = await t.call('socialPostNumberSave', { token: outsider.token, body: { id: p.id, type: 'like' }, ...en });
    expect(l.status).toBe(403);
    expect(l.message).toBe('This person has blocked you, so you cannot do this');
    expect((await t.call('socialPostNumberSave', { token: outsider.token, body: { id: p.id, type: 'forward' } })).status).toBe(403);
    expect((await t.call('socialCommentSave', { token: outsider.token, body: { post_id: p.id, content: 'x' } })).status).toBe(403);
    const mine = await t.call('socialCommentSave', { token: author.token, body: { post_id: (await w.post(outsider)).id, content: 'x' }, ...en });
    expect(mine.status).toBe(403);
    expect(mine.message).toBe('You have blocked this person; unblock them in Settings first');
    // Replying to a blocked person's comment on someone else's post.
    await w.block(fans[9]!, fans[10]!);
    expect((await t.call('socialCommentSave', { token: fans[10]!.token, body: { post_id: p.id, parent_id: c.id, content: 'x' } })).status).toBe(403);
    expect((await t.call('socialCommentLikeSave', { token: fans[10]!.token, body: { id: c.id } })).status).toBe(403);
    const seen = await t.call<Page<Comment>>('socialCommentList', { token: fans[10]!.token, query: { post_id: p.id } });
    expect(seen.data.list.some((x) => x.user.id === fans[9]!.id)).toBe(false);
    expect((await t.call<Page<Comment>>('socialCommentList', { query: { post_id: p.id } })).data.list.some((x) => x.id === c.id)).toBe(true);
  });
});
