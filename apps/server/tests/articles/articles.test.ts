import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { media, socialWorld, type Page, type Who } from '../social/support.js';

type Card = ApiData<'articleList'>['list'][number];
type Detail = ApiData<'articleInfo'>;
type Comment = ApiData<'articleCommentSave'>;
type AdminArticle = ApiData<'adminArticleSave'>;

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let alice: Who;
let bob: Who;
let carol: Who;
let adminHcm: Who;
let adminBkk: Who;
let superAdmin: Who;
let bangkok: number;
let category: number;
let published: AdminArticle;

const write = (who: Who, body: Record<string, unknown>) =>
  t.call<AdminArticle>('adminArticleSave', { token: who.token, body: { title: '签证续签指南', summary: '材料清单', category_id: category, site_area_id: w.hcm, lang: 'zh', content: '<p>正文</p>', ...body } });

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  bangkok = w.area('bangkok');
  [alice, bob, carol] = (await w.people(['阿丽', '阿博', '卡萝'])) as [Who, Who, Who];
  [adminHcm, adminBkk, superAdmin] = await Promise.all([t.login('admin_hcm'), t.login('admin_bangkok'), t.login('superadmin')]);
  category = (await t.call<Array<{ id: number }>>('articleListCategory')).data[1]!.id;
  published = (await write(adminHcm, { title: '胡志明市商务签证续签材料', is_appoint: true, cover: media(7) })).data;
});
afterAll(() => t.close());

describe('the admins write', () => {
  it('saves sanitised HTML: no scripts, handlers, javascript: links, styles or foreign images; audited', async () => {
    const attack = `<h2>标题</h2><p onclick="steal()" style="color:red">文<script>alert(1)</script></p><a href="jav&#x09;ascript:alert(1)">x</a><img src="https://evil.test/a.png" onerror="alert(1)"><img src="${media(3)}" alt="图"><iframe src="https://evil.test"></iframe>`;
    const r = await write(adminHcm, { content: attack });
    expect(r.status).toBe(200);
    expect(r.data.content).toBe(`<h2>标题</h2><p>文</p><a rel="noopener noreferrer nofollow" target="_blank">x</a><img src="${media(3)}" alt="图" />`);
    const stored = await t.db.selectFrom('article').select('content').where('id', '=', r.data.id).executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript|style|evil/);
    const audited = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'article').where('target_id', '=', r.data.id).execute();
    expect(audited.map((a) => a.action)).toEqual(['article.create']);
  });

  it('another area’s admin 403, a member 403, no token 401, bad input 400, unknown category 404; drafts stay out of public lists', async () => {
    expect((await write(adminBkk, {})).status).toBe(403);
    expect((await write(alice, {})).status).toBe(403);
    expect((await t.call('adminArticleSave', { body: { title: 'x' } })).status).toBe(401);
    expect((await write(adminHcm, { title: '' })).status).toBe(400);
    expect((await write(adminHcm, { cover: 'https://evil.test/x.png' })).status).toBe(400);
    expect((await write(adminHcm, { category_id: 999999 })).status).toBe(404);
    const draft = (await write(adminHcm, { title: '草稿：不公开', status: 'draft' })).data;
    const list = await w.all<Card>('articleList', {}, 50);
    expect(list.map((a) => a.id)).not.toContain(draft.id);
    expect((await t.call('articleInfo', { params: { id: draft.id } })).status).toBe(404);
    expect((await t.call('adminArticleInfo', { token: adminHcm.token, params: { id: draft.id } })).data).toMatchObject({ status: 'draft' });
    expect((await t.call('adminArticleInfo', { token: adminBkk.token, params: { id: draft.id } })).status).toBe(403);
    expect((await t.call('adminArticleDelete', { token: adminBkk.token, params: { id: draft.id } })).status).toBe(403);
    expect((await t.call('adminArticleDelete', { token: adminHcm.token, params: { id: draft.id } })).status).toBe(200);
    expect((await t.call('adminArticleInfo', { token: adminHcm.token, params: { id: draft.id } })).status).toBe(404);
  });

  it('lists my areas only; categories are the super admins’', async () => {
    const mine = await t.call<Page<{ id: number; site_area_id: number }>>('adminArticleList', { token: adminBkk.token, query: { limit: 50 } });
    expect(mine.data.list.every((a) => a.site_area_id === bangkok)).toBe(true);
    expect((await t.call('adminArticleList', { token: adminBkk.token, query: { site_area_id: w.hcm } })).status).toBe(403);
    const names = { zh: '教育', en: 'Education', vi: 'Giáo dục' };
    expect((await t.call('adminArticleCategorySave', { token: adminHcm.token, body: { names } })).status).toBe(403);
    const made = await t.call<{ id: number }>('adminArticleCategorySave', { token: superAdmin.token, body: { names, sort: 90 } });
    expect(made.status).toBe(200);
    expect((await t.call<Array<{ id: number; name: string }>>('articleListCategory', { lang: 'en' })).data.find((c) => c.id === made.data.id)?.name).toBe('Education');
  });
});

describe('readers', () => {
  it('read the area’s articles by category and keyword, appointed ones on home, the article with related ones; anonymous too', async () => {
    const byCat = await t.call<Page<Card>>('articleList', { siteAreaId: w.hcm, query: { category_id: category } });
    expect(byCat.data.list.every((a) => a.category_id === category)).toBe(true);
    const found = await t.call<Page<Card>>('articleList', { siteAreaId: w.hcm, query: { keyword: '签证续签' } });
    expect(found.data.list.map((a) => a.id)).toContain(published.id);
    expect((await t.call<Page<Card>>('articleList', { siteAreaId: bangkok, query: { keyword: '签证续签' } })).data.list).toEqual([]);
    const home = await t.call<Card[]>('articleAppoint', { siteAreaId: w.hcm });
    expect(home.data.map((a) => a.id)).toContain(published.id);
    const detail = await t.call<Detail>('articleInfo', { params: { id: published.id } });
    expect(detail.data).toMatchObject({ id: published.id, is_like: false, is_collect: false, is_solved: false, cover: media(7) });
    expect(detail.data.related.every((a) => a.category_id === category && a.id !== published.id)).toBe(true);
    expect((await t.call('articleInfo', { params: { id: 999999 } })).status).toBe(404);
    expect((await t.call('articleList', { query: { limit: 0 } })).status).toBe(400);
  });

  it('likes stay exact when ten people like at once, and a double tap counts once', async () => {
    const ten = await w.people(Array.from({ length: 10 }, (_, i) => `读者${i}`));
    await Promise.all(ten.map((p) => t.call('articleNumberSave', { token: p.token, body: { id: published.id, type: 'like', on: true } })));
    await Promise.all([1, 2].map(() => t.call('articleNumberSave', { token: ten[0]!.token, body: { id: published.id, type: 'like', on: true } })));
    expect((await t.call<Detail>('articleInfo', { params: { id: published.id } })).data.like_count).toBe(10);
    const off = await t.call<{ like_count: number; is_like: boolean }>('articleNumberSave', { token: ten[0]!.token, body: { id: published.id, type: 'like' } });
    expect(off.data).toMatchObject({ like_count: 9, is_like: false });
    expect((await t.call('articleNumberSave', { body: { id: published.id, type: 'like' } })).status).toBe(401);
    expect((await t.call('articleNumberSave', { token: alice.token, body: { id: published.id, type: 'star' } })).status).toBe(400);
  });

  it('counts a view once per reader per hour and every share; solved once; collects listed for me', async () => {
    const before = (await t.call<Detail>('articleInfo', { params: { id: published.id } })).data;
    for (let i = 0; i < 2; i++) await t.call('articleNumberSave', { token: bob.token, body: { id: published.id, type: 'browse' } });
    await t.call('articleNumberSave', { body: { id: published.id, type: 'browse' }, ip: '10.77.0.1' });
    const shared = await t.call<{ browse: number; forward_count: number }>('articleNumberSave', { body: { id: published.id, type: 'forward' } });
    expect(shared.data).toMatchObject({ browse: before.browse + 2, forward_count: before.forward_count + 1 });

    const solved = await t.call<{ is_solved: boolean; solve_count: number }>('articleSolveSave', { token: bob.token, body: { id: published.id } });
    const again = await t.call<{ is_solved: boolean; solve_count: number }>('articleSolveSave', { token: bob.token, body: { id: published.id } });
    expect(again.data).toEqual(solved.data);
    expect(solved.data).toMatchObject({ is_solved: true, solve_count: before.solve_count + 1 });
    expect((await t.call('articleSolveSave', { body: { id: published.id } })).status).toBe(401);

    expect((await t.call<{ is_collect: boolean }>('articleCollectSave', { token: bob.token, body: { id: published.id } })).data.is_collect).toBe(true);
    const mine = await t.call<Page<Card>>('articleCollectList', { token: bob.token });
    expect(mine.data.list.map((a) => a.id)).toEqual([published.id]);
    expect((await t.call<Detail>('articleInfo', { token: bob.token, params: { id: published.id } })).data).toMatchObject({ is_collect: true, is_solved: true });
    expect((await t.call<Page<Card>>('articleCollectList', { token: alice.token })).data.list).toEqual([]);
    expect((await t.call('articleCollectList')).status).toBe(401);
    expect((await t.call('articleCollectSave', { token: bob.token, body: { id: 999999 } })).status).toBe(404);
  });
});

describe('comments', () => {
  it('comment, reply (the person answered is told), reply to a reply names whom; likes; only my own deleted', async () => {
    const top = (await t.call<Comment>('articleCommentSave', { token: alice.token, body: { article_id: published.id, content: '请问需要本人到场吗？' } })).data;
    const reply = await t.call<Comment>('articleCommentSave', { token: bob.token, body: { article_id: published.id, content: '需要的', parent_id: top.id } });
    expect(reply.data).toMatchObject({ parent_id: top.id, reply_to_user: null });
    const notice = await t.db.selectFrom('notice').select(['kind', 'link']).where('user_id', '=', alice.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toEqual({ kind: 'article_reply', link: `/pagesA/common/article-detail?id=${published.id}` });
    const second = await t.call<Comment>('articleCommentSave', { token: carol.token, body: { article_id: published.id, content: '谢谢', parent_id: reply.data.id } });
    expect(second.data).toMatchObject({ parent_id: top.id, reply_to_user: { id: bob.id } });

    const page = await t.call<Page<Comment>>('articleCommentList', { token: alice.token, query: { article_id: published.id } });
    const mine = page.data.list.find((c) => c.id === top.id)!;
    expect(mine).toMatchObject({ is_mine: true, reply_count: 2 });
    expect(mine.replies.map((r) => r.id)).toEqual([reply.data.id, second.data.id]);
    expect((await t.call<Detail>('articleInfo', { params: { id: published.id } })).data.comment_count).toBeGreaterThanOrEqual(3);

    const liked = await t.call<{ like_count: number; is_like: boolean }>('articleCommentLikeSave', { token: bob.token, body: { id: top.id, on: true } });
    expect(liked.data).toEqual({ id: top.id, like_count: 1, is_like: true });
    expect((await t.call('articleCommentDelete', { token: bob.token, query: { id: top.id } })).status).toBe(403);
    const before = (await t.call<Detail>('articleInfo', { params: { id: published.id } })).data.comment_count;
    expect((await t.call('articleCommentDelete', { token: alice.token, query: { id: top.id } })).status).toBe(200);
    expect((await t.call<Detail>('articleInfo', { params: { id: published.id } })).data.comment_count).toBe(before - 3);
    expect((await t.call('articleCommentDelete', { query: { id: top.id } })).status).toBe(401);
    expect((await t.call('articleCommentSave', { token: alice.token, body: { article_id: published.id, content: '' } })).status).toBe(400);
    expect((await t.call('articleCommentSave', { body: { article_id: published.id, content: 'x' } })).status).toBe(401);
  });

  it('sensitive words are refused naming the field; blocked people neither see nor answer each other', async () => {
    const dirty = await t.call<{ fields: Record<string, string> }>('articleCommentSave', { token: alice.token, body: { article_id: published.id, content: '专业办假证，联系我' } });
    expect(dirty.status).toBe(400);
    expect(Object.keys(dirty.data.fields)).toEqual(['body.content']);
    const top = (await t.call<Comment>('articleCommentSave', { token: carol.token, body: { article_id: published.id, content: '有中文服务吗' } })).data;
    await w.block(alice, carol);
    const seen = await t.call<Page<Comment>>('articleCommentList', { token: alice.token, query: { article_id: published.id, limit: 50 } });
    expect(seen.data.list.map((c) => c.id)).not.toContain(top.id);
    expect((await t.call('articleCommentSave', { token: alice.token, body: { article_id: published.id, content: '你好', parent_id: top.id } })).status).toBe(403);
    await w.unblock(alice, carol);
  });

  it('a report of a comment reaches the area’s admin, who hides it; its author is told', async () => {
    const c = (await t.call<Comment>('articleCommentSave', { token: carol.token, body: { article_id: published.id, content: '加我私聊有便宜货' } })).data;
    const report = await t.call<{ id: number; site_area_id: number }>('report', { token: bob.token, body: { target_type: 'article_comment', target_id: c.id, reason: 'spam' } });
    expect(report.status).toBe(200);
    expect(report.data.site_area_id).toBe(w.hcm);
    expect((await t.call('adminReportHandle', { token: adminBkk.token, params: { id: report.data.id }, body: { status: 'resolved', hide: true } })).status).toBe(403);
    const handled = await t.call('adminReportHandle', { token: adminHcm.token, params: { id: report.data.id }, body: { status: 'resolved', hide: true, note: '广告' } });
    expect(handled.status).toBe(200);
    const list = await t.call<Page<Comment>>('articleCommentList', { query: { article_id: published.id, limit: 50 } });
    expect(list.data.list.map((x) => x.id)).not.toContain(c.id);
    const told = await t.db.selectFrom('notice').select('kind').where('user_id', '=', carol.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told.kind).toBe('article_comment_hidden');
  });
});
