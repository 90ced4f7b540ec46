import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Page, type Who } from '../social/support.js';

/**
 * Article comments on the comment engine (docs/comments.md): where the articles' own copy differed from the
 * square's, they now answer as the square does (docs/decisions/0009-comments-engine.md), and a hide records its admin.
 */
type Comment = ApiData<'articleCommentSave'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let alice: Who, bob: Who, adminHcm: Who;
let category: number;

const write = (body: Record<string, unknown>) =>
  t.call<{ id: number }>('adminArticleSave', { token: adminHcm.token, body: { title: '评论引擎', summary: '', category_id: category, site_area_id: w.hcm, lang: 'zh', content: '<p>正文</p>', ...body } });
const comment = async (who: Who, body: Record<string, unknown>) => {
  const r = await t.call<Comment>('articleCommentSave', { token: who.token, body: { content: '评论', ...body } });
  if (r.status !== 200) throw new Error(`comment failed: ${r.status} ${r.message}`);
  return r.data;
};

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  [alice, bob] = (await w.people(['阿丽', '阿博'])) as [Who, Who];
  adminHcm = await t.login('admin_hcm');
  category = (await t.call<Array<{ id: number }>>('articleListCategory')).data[0]!.id;
});
afterAll(() => t.close());

describe('article comments on the engine', () => {
  it('a replies list is a 404 for another article’s comment, a reply, or a hidden comment (to others than its author)', async () => {
    const a = (await write({})).data.id;
    const b = (await write({})).data.id;
    const top = await comment(alice, { article_id: a });
    const reply = await comment(bob, { article_id: a, parent_id: top.id });
    const list = (q: Record<string, number>, token?: string) => t.call<Page<Comment>>('articleCommentList', { token, query: q });
    expect((await list({ article_id: a, parent_id: top.id })).data.list.map((c) => c.id)).toEqual([reply.id]);
    expect((await list({ article_id: b, parent_id: top.id })).status).toBe(404);
    expect((await list({ article_id: a, parent_id: reply.id })).status).toBe(404);
    const report = await t.call<{ id: number }>('report', { token: bob.token, body: { target_type: 'article_comment', target_id: top.id, reason: 'spam' } });
    await t.call('adminReportHandle', { token: adminHcm.token, params: { id: report.data.id }, body: { status: 'resolved', hide: true } });
    expect((await list({ article_id: a, parent_id: top.id }, bob.token)).status).toBe(404);
    expect((await list({ article_id: a, parent_id: top.id }, alice.token)).data.list.map((c) => c.id)).toEqual([reply.id]);
    // The hide records its admin, like every kind's, and the article's count lost the comment and its reply.
    const row = await t.db.selectFrom('article_comment').select(['hidden_by', 'hidden_reason']).where('id', '=', top.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden_by: adminHcm.id, hidden_reason: 'spam' });
    expect((await t.call<{ comment_count: number }>('articleInfo', { params: { id: a } })).data.comment_count).toBe(0);
  });

  it('comments on a draft cannot be written, read or reported', async () => {
    const id = (await write({})).data.id;
    const c = await comment(alice, { article_id: id });
    await write({ id, status: 'draft' });
    expect((await t.call('articleCommentSave', { token: bob.token, body: { article_id: id, content: 'x' } })).status).toBe(404);
    expect((await t.call('articleCommentList', { query: { article_id: id } })).status).toBe(404);
    expect((await t.call('articleCommentLikeSave', { token: bob.token, body: { id: c.id } })).status).toBe(404);
    expect((await t.call('report', { token: bob.token, body: { target_type: 'article_comment', target_id: c.id, reason: 'spam' } })).status).toBe(404);
    // Its author may still delete it.
    expect((await t.call('articleCommentDelete', { token: alice.token, query: { id: c.id } })).data).toEqual({ ok: true });
  });
});
