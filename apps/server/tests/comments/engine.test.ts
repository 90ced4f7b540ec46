import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import type { AuthUser } from '../../src/core/routes.js';
import { t as translate } from '../../src/core/messages.js';
import { defineCommentable } from '../../src/modules/comments/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Who } from '../social/support.js';
import { authOf, createTestTables, innReviews, testEngine, walkComments } from './support.js';

/**
 * The comment engine on its own (modules/comments): a third and a fourth commentable kind declared on throwaway
 * tables — walks (threads) and guides' reviews (ratings, the owner's single answer) — through every operation:
 * comment, reply, like, delete, hide, report, counters, blocks, sensitive words, paging and the wrong person.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let e: ReturnType<typeof testEngine>;
let owner: Who, ann: Who, ben: Who, cat: Who, dan: Who;
let adminHcm: AuthUser, adminBkk: AuthUser;
const area = () => Promise.resolve(w.hcm);

/** The error a call fails with, as `{ code, key }`. */
async function refusal(p: Promise<unknown>): Promise<{ code: number; key: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, key: err.key };
    throw err;
  }
  throw new Error('expected a refusal');
}

async function walk(by: Who, opts: { siteAreaId?: number; membersOnly?: boolean } = {}): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into test_walk (user_id, site_area_id, members_only) values (${by.id}, ${opts.siteAreaId ?? w.hcm}, ${opts.membersOnly ?? false}) returning id`.execute(t.db);
  return rows[0]!.id;
}
const walkCount = async (id: number) => (await sql<{ n: number }>`select comment_count as n from test_walk where id = ${id}`.execute(t.db)).rows[0]!.n;
const replyCount = async (id: number) => (await sql<{ n: number }>`select reply_count as n from test_walk_comment where id = ${id}`.execute(t.db)).rows[0]!.n;
/** What the counters should say, from the rows: visible comments and visible replies under visible comments. */
const countedRows = async (id: number) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from test_walk_comment c where c.walk_id = ${id} and c.deleted_at is null and c.hidden_at is null
        and (c.parent_id is null or exists (select 1 from test_walk_comment p where p.id = c.parent_id and p.deleted_at is null and p.hidden_at is null))`.execute(t.db)
    ).rows[0]!.n,
  );
const say = (who: Who, target_id: number, content: string, more: { parent_id?: number; reply_to_user_id?: number } = {}) => e.walks.save(who.id, { target_id, content, ...more }, area);

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  await createTestTables(t);
  e = testEngine(t);
  [owner, ann, ben, cat, dan] = (await w.people(['散步主', '安', '本', '凯', '丹'])) as [Who, Who, Who, Who, Who];
  const [hcmAdmin, bkkAdmin] = await Promise.all([t.login('admin_hcm'), t.login('admin_bangkok')]);
  [adminHcm, adminBkk] = await Promise.all([authOf(t, hcmAdmin.token), authOf(t, bkkAdmin.token)]);
});
afterAll(() => t.close());

describe('declaring', () => {
  it('refuses a name declared twice, an undeclared kind, a bad identifier or rating range', () => {
    expect(() => e.commentables.declare(walkComments)).toThrow(/declared twice/);
    const other = defineCommentable({ ...walkComments, name: 'test_other' });
    expect(() => e.commentables.of(other)).toThrow(/not declared/);
    expect(e.commentables.of(walkComments)).toBe(e.walks);
    expect(() => defineCommentable({ ...walkComments, name: 'Bad Name' })).toThrow(/lower case/);
    expect(() => defineCommentable({ ...walkComments, tables: { ...walkComments.tables, counter: 'count; drop table x' } })).toThrow(/identifier/);
    expect(() => defineCommentable({ ...walkComments, ratings: { min: 5, max: 1, rating: 'r', sum: 's', count: 'c' } })).toThrow(/min <= max/);
    expect(e.reports.types()).toEqual(['test_walk_comment']);
  });
});

describe('threads', () => {
  it('comments and replies: one level deep, whom a reply answers, counters exact, notices to the owner and the person answered', async () => {
    const id = await walk(owner);
    const top = await say(ann, id, '周末一起走吗？');
    expect(top).toMatchObject({ target_id: id, parent_id: null, reply_to_user: null, replies: [], reply_count: 0, is_mine: true, is_hidden: false, user: { id: ann.id, nickname: '安' } });
    const told = await w.noticesOf(owner.id);
    expect(told[0]).toMatchObject({ kind: 'test_walk_comment' });
    expect(Number(told[0]!.ref_id)).toBe(id); // a bigint: a string from pg, a number from PGlite
    const r1 = await say(ben, id, '算我一个', { parent_id: top.id });
    expect(r1).toMatchObject({ parent_id: top.id, reply_to_user: null });
    expect((await w.noticesOf(ann.id))[0]).toMatchObject({ kind: 'test_walk_reply' });
    // A reply to a reply joins the top-level comment and names the reply's author.
    const r2 = await say(cat, id, '几点？', { parent_id: r1.id });
    expect(r2).toMatchObject({ parent_id: top.id, reply_to_user: { id: ben.id, nickname: '本' } });
    expect((await w.noticesOf(ben.id))[0]).toMatchObject({ kind: 'test_walk_reply' });
    // Naming someone of the thread; a stranger named is refused; naming without replying too.
    const r3 = await say(dan, id, '八点', { parent_id: top.id, reply_to_user_id: cat.id });
    expect(r3.reply_to_user).toEqual({ id: cat.id, nickname: '凯' });
    expect(await refusal(say(dan, id, 'x', { parent_id: top.id, reply_to_user_id: owner.id }))).toEqual({ code: 400, key: 'comment.reply_to_invalid' });
    expect(await refusal(say(dan, id, 'x', { reply_to_user_id: cat.id }))).toEqual({ code: 400, key: 'comment.reply_to_invalid' });
    // My own comment on my walk tells nobody.
    const before = (await w.noticesOf(owner.id)).length;
    await say(owner, id, '欢迎');
    expect((await w.noticesOf(owner.id)).length).toBe(before);
    expect(await walkCount(id)).toBe(5);
    expect(await replyCount(top.id)).toBe(3);
    expect(await countedRows(id)).toBe(5);
  });

  it('refuses a reply to another walk’s comment (400), a missing walk or comment (404), a gone or hidden walk', async () => {
    const a = await walk(owner);
    const b = await walk(owner);
    const c = await say(ann, a, '在 A');
    expect(await refusal(say(ben, b, 'x', { parent_id: c.id }))).toEqual({ code: 400, key: 'comment.reply_elsewhere' });
    expect(await refusal(say(ben, 99999999, 'x'))).toEqual({ code: 404, key: 'comment.target_not_found' });
    expect(await refusal(say(ben, a, 'x', { parent_id: 99999999 }))).toEqual({ code: 404, key: 'comment.not_found' });
    await sql`update test_walk set hidden_at = now() where id = ${a}`.execute(t.db);
    expect(await refusal(say(ben, a, 'x'))).toEqual({ code: 404, key: 'comment.target_not_found' });
    expect(await refusal(say(owner, a, 'x'))).toEqual({ code: 403, key: 'comment.target_hidden' });
    expect((await refusal(e.walks.list(ben.id, { target_id: a, limit: 10 }))).code).toBe(404);
    expect((await e.walks.list(owner.id, { target_id: a, limit: 10 })).list.map((x) => x.id)).toEqual([c.id]);
    await sql`update test_walk set deleted_at = now() where id = ${b}`.execute(t.db);
    expect(await refusal(say(owner, b, 'x'))).toEqual({ code: 404, key: 'comment.target_not_found' });
  });

  it('members-only walks take comments from members and the owner only (the kind’s mayComment)', async () => {
    const id = await walk(owner, { membersOnly: true });
    expect(await refusal(say(ann, id, '我能来吗'))).toEqual({ code: 403, key: 'error.forbidden' });
    await sql`insert into test_walk_member (walk_id, user_id) values (${id}, ${ann.id})`.execute(t.db);
    expect((await say(ann, id, '我来了')).target_id).toBe(id);
    expect((await say(owner, id, '好')).target_id).toBe(id);
  });

  it('ten people commenting at once make exactly ten', async () => {
    const id = await walk(owner);
    const crowd = await w.people(Array.from({ length: 10 }, (_, i) => `行者${i}`));
    await Promise.all(crowd.map((p) => say(p, id, '到')));
    expect(await walkCount(id)).toBe(10);
  });
});

describe('paging', () => {
  it('top-level newest first with their first replies; replies oldest first; no repeats or gaps; a cursor of another list is a 400', async () => {
    const id = await walk(owner);
    const tops = [];
    for (let i = 0; i < 5; i++) tops.push(await say(ann, id, `第${i}条`));
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await say(ben, id, `回复${i}`, { parent_id: tops[4]!.id }));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await e.walks.list(null, { target_id: id, cursor, limit: 2 });
      seen.push(...page.list.map((c) => c.id));
      if (page.list[0]?.id === tops[4]!.id) {
        expect(page.list[0]!.replies.map((r) => r.id)).toEqual(replies.slice(0, 2).map((r) => r.id));
        expect(page.list[0]!.reply_count).toBe(5);
      }
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(tops.map((c) => c.id).reverse());
    const first = await e.walks.list(null, { target_id: id, parent_id: tops[4]!.id, limit: 3 });
    const rest = await e.walks.list(null, { target_id: id, parent_id: tops[4]!.id, limit: 3, cursor: first.next_cursor! });
    expect([...first.list, ...rest.list].map((r) => r.id)).toEqual(replies.map((r) => r.id));
    expect(rest.next_cursor).toBeNull();
    expect((await refusal(e.walks.list(null, { target_id: id, limit: 3, cursor: first.next_cursor! }))).code).toBe(400);
    // Replies of a reply, or of another walk's comment, are not a list.
    expect((await refusal(e.walks.list(null, { target_id: id, parent_id: replies[0]!.id, limit: 3 }))).code).toBe(404);
    expect((await refusal(e.walks.list(null, { target_id: await walk(owner), parent_id: tops[0]!.id, limit: 3 }))).code).toBe(404);
  });
});

describe('likes', () => {
  it('ten likes at once are exactly ten; toggles and `on` stay exact; my like shows in lists', async () => {
    const id = await walk(owner);
    const c = await say(ann, id, '点赞测试');
    const crowd = await w.people(Array.from({ length: 10 }, (_, i) => `赞者${i}`));
    await Promise.all(crowd.map((p) => e.walks.like(p.id, c.id, undefined)));
    const rows = await sql<{ like_count: number }>`select like_count from test_walk_comment where id = ${c.id}`.execute(t.db);
    expect(rows.rows[0]!.like_count).toBe(10);
    expect(await e.walks.like(crowd[0]!.id, c.id, undefined)).toEqual({ id: c.id, like_count: 9, liked: false });
    await Promise.all([1, 2, 3].map(() => e.walks.like(ben.id, c.id, true)));
    expect(await e.walks.like(ben.id, c.id, true)).toEqual({ id: c.id, like_count: 10, liked: true });
    expect((await e.walks.list(ben.id, { target_id: id, limit: 5 })).list[0]).toMatchObject({ id: c.id, like_count: 10, liked: true });
    expect((await e.walks.list(ann.id, { target_id: id, limit: 5 })).list[0]).toMatchObject({ liked: false });
    expect(await refusal(e.walks.like(ben.id, 99999999, true))).toEqual({ code: 404, key: 'comment.not_found' });
  });
});

describe('deleting', () => {
  it('my own; the walk’s owner and the area’s admins too (declared); anyone else, another area’s admin: 403; replies and counts go with it', async () => {
    const id = await walk(owner);
    const c = await say(ann, id, '要删的');
    await say(ben, id, '回复一', { parent_id: c.id });
    await say(cat, id, '回复二', { parent_id: c.id });
    const keep = await say(dan, id, '留下');
    const stranger = await authOf(t, ben.token);
    expect(await refusal(e.walks.remove(stranger, c.id))).toEqual({ code: 403, key: 'comment.not_yours' });
    expect(await refusal(e.walks.remove(adminBkk, c.id))).toEqual({ code: 403, key: 'comment.not_yours' });
    expect(await walkCount(id)).toBe(4);
    expect(await e.walks.remove(await authOf(t, owner.token), c.id)).toEqual({ ok: true });
    expect(await walkCount(id)).toBe(1);
    expect(await countedRows(id)).toBe(1);
    expect(await refusal(e.walks.remove(await authOf(t, ann.token), c.id))).toEqual({ code: 404, key: 'comment.not_found' });
    expect(await e.walks.remove(adminHcm, keep.id)).toEqual({ ok: true });
    const mine = await say(ann, id, '我自己的');
    expect(await e.walks.remove(await authOf(t, ann.token), mine.id)).toEqual({ ok: true });
    expect(await walkCount(id)).toBe(0);
  });

  it('a reply deleted counts once; under a hidden comment it no longer counted on the walk', async () => {
    const id = await walk(owner);
    const c = await say(ann, id, '顶层');
    const r = await say(ben, id, '回复', { parent_id: c.id });
    expect(await e.walks.remove(await authOf(t, ben.token), r.id)).toEqual({ ok: true });
    expect([await walkCount(id), await replyCount(c.id)]).toEqual([1, 0]);
    const r2 = await say(ben, id, '再回复', { parent_id: c.id });
    await e.walks.hideAsAdmin(adminHcm, c.id, { hidden: true, reason: '测试' });
    expect(await walkCount(id)).toBe(0);
    await e.walks.remove(await authOf(t, ben.token), r2.id);
    await e.walks.hideAsAdmin(adminHcm, c.id, { hidden: false, reason: '' });
    expect([await walkCount(id), await replyCount(c.id), await countedRows(id)]).toEqual([1, 0, 1]);
  });
});

describe('blocks', () => {
  it('a blocked person cannot comment on the blocker’s walk, reply to or like the blocker’s comment; each sees none of the other’s comments', async () => {
    const id = await walk(owner);
    const c = await say(ann, id, '我是安');
    await w.block(owner, dan);
    expect(await refusal(say(dan, id, '你好'))).toEqual({ code: 403, key: 'relation.blocked_you' });
    expect((await refusal(e.walks.list(dan.id, { target_id: id, limit: 5 }))).code).toBe(404);
    await w.unblock(owner, dan);
    await w.block(ann, cat);
    expect(await refusal(say(cat, id, '回你', { parent_id: c.id }))).toEqual({ code: 403, key: 'relation.blocked_you' });
    expect(await refusal(e.walks.like(cat.id, c.id, true))).toEqual({ code: 403, key: 'relation.blocked_you' });
    expect(await refusal(say(ann, id, '回你', { parent_id: (await say(cat, id, '凯的评论')).id }))).toEqual({ code: 403, key: 'relation.you_blocked' });
    expect((await e.walks.list(cat.id, { target_id: id, limit: 10 })).list.some((x) => x.user.id === ann.id)).toBe(false);
    expect((await e.walks.list(ann.id, { target_id: id, limit: 10 })).list.some((x) => x.user.id === cat.id)).toBe(false);
    expect((await e.walks.list(null, { target_id: id, limit: 10 })).list.length).toBe(2);
    await w.unblock(ann, cat);
  });
});

describe('sensitive words', () => {
  it('are the walk’s area’s: refused there naming body.content, accepted on a walk of another area', async () => {
    // As the admins' word list does: the word, then the list's version, which tells the filter to rebuild.
    await t.db.insertInto('sensitive_word').values({ site_area_id: w.hcm, word: '散步违禁词' }).execute();
    await sql`insert into sensitive_word_list (site_area_id, version) values (${w.hcm}, 1) on conflict (site_area_id) do update set version = sensitive_word_list.version + 1`.execute(t.db);
    e.words.invalidate(w.hcm);
    const here = await walk(owner);
    const there = await walk(owner, { siteAreaId: w.area('bangkok') });
    const dirty = say(ann, here, '这里有散步违禁词');
    const err = await dirty.catch((x: unknown) => x);
    expect(err).toMatchObject({ code: 400, fields: { 'body.content': 'field.sensitive_word' } });
    expect(await walkCount(here)).toBe(0);
    expect((await say(ann, there, '这里有散步违禁词')).target_id).toBe(there);
  });
});

describe('admin hides and reports', () => {
  it('an area admin hides: out of lists and counters, marked for its author, the author told, audited; shown again; another area’s admin 403', async () => {
    const id = await walk(owner);
    const c = await say(ann, id, '不当言论');
    await say(ben, id, '附和', { parent_id: c.id });
    await say(cat, id, '正常');
    expect(await refusal(e.walks.hideAsAdmin(adminBkk, c.id, { hidden: true, reason: 'x' }))).toEqual({ code: 403, key: 'comment.area_forbidden' });
    expect(await e.walks.hideAsAdmin(adminHcm, c.id, { hidden: true, reason: '人身攻击' })).toEqual({ id: c.id, hidden: true });
    expect(await walkCount(id)).toBe(1);
    expect((await e.walks.list(cat.id, { target_id: id, limit: 10 })).list.map((x) => x.id)).not.toContain(c.id);
    expect((await e.walks.list(ann.id, { target_id: id, limit: 10 })).list.find((x) => x.id === c.id)?.is_hidden).toBe(true);
    expect((await w.noticesOf(ann.id))[0]).toMatchObject({ kind: 'test_walk_hidden' });
    expect(await refusal(say(ben, id, 'x', { parent_id: c.id }))).toEqual({ code: 404, key: 'comment.not_found' });
    expect(await refusal(say(ann, id, 'x', { parent_id: c.id }))).toEqual({ code: 403, key: 'comment.hidden' });
    expect(await refusal(e.walks.like(ann.id, c.id, true))).toEqual({ code: 403, key: 'comment.hidden' });
    // Hiding again changes nothing; showing brings it and its reply back.
    await e.walks.hideAsAdmin(adminHcm, c.id, { hidden: true, reason: '人身攻击' });
    expect(await walkCount(id)).toBe(1);
    await e.walks.hideAsAdmin(adminHcm, c.id, { hidden: false, reason: '' });
    expect(await walkCount(id)).toBe(3);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'test_walk_comment').where('target_id', '=', c.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['test_walk.comment.hide', 'test_walk.comment.hide', 'test_walk.comment.show']);
  });

  it('the report queue resolves a comment to the walk’s area and its author, and hides it with the admin’s note', async () => {
    const id = await walk(owner, { siteAreaId: w.area('bangkok') });
    const c = await say(ann, id, '广告');
    const target = e.reports.get('test_walk_comment')!;
    expect(await target.resolve(c.id)).toEqual({ siteAreaId: w.area('bangkok'), authorId: ann.id });
    expect(await target.resolve(99999999)).toBeNull();
    expect(await target.resolve(2 ** 40)).toBeNull();
    await t.db.transaction().execute((trx) => target.hide!(trx, c.id, { adminId: adminBkk.id, reason: 'spam', note: ' 垃圾广告 ' }));
    const row = await sql<{ hidden_reason: string; hidden_by: number }>`select hidden_reason, hidden_by from test_walk_comment where id = ${c.id}`.execute(t.db);
    expect(row.rows[0]).toEqual({ hidden_reason: '垃圾广告', hidden_by: adminBkk.id });
    expect(await walkCount(id)).toBe(0);
    await sql`update test_walk set deleted_at = now() where id = ${id}`.execute(t.db);
    expect(await target.resolve((await sql<{ id: number }>`insert into test_walk_comment (walk_id, user_id, content) values (${id}, ${ben.id}, 'x') returning id`.execute(t.db)).rows[0]!.id)).toBeNull();
  });
});

describe('ratings and the owner’s answer (guides’ reviews)', () => {
  let guide: number;
  const stars = async () => (await sql<{ review_count: number; star_sum: number; star_count: number }>`select review_count, star_sum, star_count from test_guide where id = ${guide}`.execute(t.db)).rows[0]!;
  const review = (who: Who, content: string, more: { rating?: number; parent_id?: number; reply_to_user_id?: number } = {}) => e.guides.save(who.id, { target_id: guide, content, ...more }, area);

  beforeAll(async () => {
    guide = (await sql<{ id: number }>`insert into test_guide (user_id, site_area_id) values (${owner.id}, ${w.hcm}) returning id`.execute(t.db)).rows[0]!.id;
  });

  it('a review needs a rating in range, once per person; the guide keeps the sum and count exact', async () => {
    expect(await refusal(review(ann, '很好'))).toEqual({ code: 400, key: 'comment.rating_required' });
    expect(await refusal(review(ann, '很好', { rating: 6 }))).toEqual({ code: 400, key: 'comment.rating_required' });
    expect(await refusal(review(ann, '很好', { rating: 2.5 }))).toEqual({ code: 400, key: 'comment.rating_required' });
    expect(await review(ann, '很好', { rating: 5 })).toMatchObject({ rating: 5, parent_id: null });
    expect(await refusal(review(ann, '再评', { rating: 1 }))).toEqual({ code: 409, key: 'comment.rated_already' });
    await review(ben, '一般', { rating: 2 });
    expect(await stars()).toEqual({ review_count: 2, star_sum: 7, star_count: 2 });
  });

  it('only the guide answers, once per review, naming nobody; an answer has no rating; hides and deletes move the ratings', async () => {
    const r = await review(cat, '导游准时', { rating: 4 });
    expect(await refusal(review(dan, '同意', { parent_id: r.id }))).toEqual({ code: 403, key: 'comment.answer_owner_only' });
    expect(await refusal(review(owner, '谢谢', { parent_id: r.id, rating: 5 }))).toEqual({ code: 400, key: 'comment.rating_on_reply' });
    expect(await refusal(review(owner, '谢谢', { parent_id: r.id, reply_to_user_id: cat.id }))).toEqual({ code: 400, key: 'comment.reply_to_invalid' });
    const answer = await review(owner, '谢谢您', { parent_id: r.id });
    expect(answer).toMatchObject({ parent_id: r.id, rating: null });
    expect(await refusal(review(owner, '再谢', { parent_id: r.id }))).toEqual({ code: 409, key: 'comment.answered_already' });
    expect(await refusal(review(owner, '再谢', { parent_id: answer.id }))).toEqual({ code: 409, key: 'comment.answered_already' });
    expect(await stars()).toEqual({ review_count: 4, star_sum: 11, star_count: 3 });
    const list = await e.guides.list(null, { target_id: guide, limit: 10 });
    expect(list.list[0]).toMatchObject({ id: r.id, rating: 4, reply_count: 1, replies: [{ id: answer.id }] });
    await e.guides.hideAsAdmin(adminHcm, r.id, { hidden: true, reason: '刷评' });
    expect(await stars()).toEqual({ review_count: 2, star_sum: 7, star_count: 2 });
    await e.guides.hideAsAdmin(adminHcm, r.id, { hidden: false, reason: '' });
    expect(await stars()).toEqual({ review_count: 4, star_sum: 11, star_count: 3 });
    // Deleting my review takes its rating and the answer out; then I may rate again.
    await e.guides.remove(await authOf(t, cat.token), r.id);
    expect(await stars()).toEqual({ review_count: 2, star_sum: 7, star_count: 2 });
    const again = await review(cat, '改评', { rating: 3 });
    expect(await stars()).toEqual({ review_count: 3, star_sum: 10, star_count: 3 });
    // Only their authors delete reviews (the kind declares no deleteBy): not the guide, not the area's admin.
    expect(await refusal(e.guides.remove(await authOf(t, owner.token), again.id))).toEqual({ code: 403, key: 'comment.not_yours' });
    expect(await refusal(e.guides.remove(adminHcm, again.id))).toEqual({ code: 403, key: 'comment.not_yours' });
  });
});

describe('rating tickets (inns: one review per finished stay)', () => {
  let inn: number;
  const scores = async () => (await sql<{ review_count: number; score_sum: number; score_count: number }>`select review_count, score_sum, score_count from test_inn where id = ${inn}`.execute(t.db)).rows[0]!;
  const stay = async (who: Who, done = true) => (await sql<{ id: number }>`insert into test_inn_stay (inn_id, user_id, done) values (${inn}, ${who.id}, ${done}) returning id`.execute(t.db)).rows[0]!.id;
  const review = (who: Who, content: string, more: { rating?: number; ticket?: number; parent_id?: number } = {}) => e.inns.save(who.id, { target_id: inn, content, ...more }, area);
  const stayOf = async (id: number) => (await sql<{ stay_id: number | null }>`select stay_id from test_inn_review where id = ${id}`.execute(t.db)).rows[0]!.stay_id;

  beforeAll(async () => {
    inn = (await sql<{ id: number }>`insert into test_inn (user_id, site_area_id) values (${owner.id}, ${w.hcm}) returning id`.execute(t.db)).rows[0]!.id;
  });

  it('are declared only with ratings, on a plain column', () => {
    const { ratings: _r, ...unrated } = innReviews;
    expect(() => defineCommentable({ ...unrated, name: 'test_inn_b' })).toThrow(/rating tickets need ratings/);
    expect(() => defineCommentable({ ...innReviews, name: 'test_inn_c', ratingTicket: { ...innReviews.ratingTicket!, column: 'stay id' } })).toThrow(/plain SQL identifier/);
  });

  it('two stays make two reviews; the same stay twice is refused (409, in zh/en/vi); only one’s own finished stays; counters exact', async () => {
    const [first, second] = [await stay(ann), await stay(ann)];
    const open = await stay(ann, false);
    const bens = await stay(ben);
    expect(await refusal(review(cat, '没住过', { rating: 5 }))).toEqual({ code: 403, key: 'comment.ticket_invalid' });
    expect(await refusal(review(ann, '还没退房', { rating: 5, ticket: open }))).toEqual({ code: 403, key: 'comment.ticket_invalid' });
    expect(await refusal(review(ann, '别人的入住', { rating: 5, ticket: bens }))).toEqual({ code: 403, key: 'comment.ticket_invalid' });
    const a = await review(ann, '第一次入住很好', { rating: 5, ticket: first });
    expect(await stayOf(a.id)).toBe(first);
    expect(await refusal(review(ann, '同一次再评', { rating: 1, ticket: first }))).toEqual({ code: 409, key: 'comment.ticket_spent' });
    // Without a named stay, the oldest one not reviewed yet; once all are spent, 409.
    const b = await review(ann, '第二次也不错', { rating: 3 });
    expect(await stayOf(b.id)).toBe(second);
    expect(await refusal(review(ann, '第三次', { rating: 4 }))).toEqual({ code: 409, key: 'comment.ticket_spent' });
    expect(await scores()).toEqual({ review_count: 2, score_sum: 8, score_count: 2 });
    // The inn's answer spends nothing and carries no rating.
    const answer = await review(owner, '欢迎再来', { parent_id: a.id });
    expect(await stayOf(answer.id)).toBeNull();
    expect(await scores()).toEqual({ review_count: 3, score_sum: 8, score_count: 2 });
    // The refusal reads plainly in every language.
    const words = (['zh', 'en', 'vi'] as const).map((lang) => translate(lang, 'comment.ticket_spent'));
    expect(words[0]).toMatch(/已经评价过/);
    expect(words[1]).toMatch(/reviewed already/);
    expect(words[2]).toMatch(/đã được đánh giá/);
    expect(translate('en', 'comment.ticket_invalid')).toMatch(/your own completed/);
  });

  it('a hidden review keeps its stay spent; a deleted one frees it; the database refuses a second live review of one stay', async () => {
    const s1 = await stay(dan);
    const before = await scores();
    const r = await review(dan, '房间有异味', { rating: 1, ticket: s1 });
    await e.inns.hideAsAdmin(adminHcm, r.id, { hidden: true, reason: '人身攻击' });
    expect(await refusal(review(dan, '换个说法', { rating: 1, ticket: s1 }))).toEqual({ code: 409, key: 'comment.ticket_spent' });
    await e.inns.hideAsAdmin(adminHcm, r.id, { hidden: false, reason: '' });
    // The unique index itself, past the engine: a second live rated row of the stay fails.
    await expect(sql`insert into test_inn_review (inn_id, user_id, content, score, stay_id) values (${inn}, ${dan.id}, 'x', 2, ${s1})`.execute(t.db)).rejects.toMatchObject({ code: '23505' });
    await e.inns.remove(await authOf(t, dan.token), r.id);
    expect(await scores()).toEqual(before);
    const again = await review(dan, '重新评价：其实还行', { rating: 3, ticket: s1 });
    expect(await stayOf(again.id)).toBe(s1);
    expect(await scores()).toEqual({ review_count: before.review_count + 1, score_sum: before.score_sum + 3, score_count: before.score_count + 1 });
  });

  it('ten submits of one stay at once make exactly one review, and the counters count it once', async () => {
    const s1 = await stay(cat);
    const before = await scores();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => review(cat, `同时提交 ${i}`, { rating: 4, ticket: s1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as AppError).key);
    expect(refused).toEqual(Array(9).fill('comment.ticket_spent'));
    const rows = (await sql<{ n: string }>`select count(*) as n from test_inn_review where stay_id = ${s1} and deleted_at is null`.execute(t.db)).rows[0]!.n;
    expect(Number(rows)).toBe(1);
    expect(await scores()).toEqual({ review_count: before.review_count + 1, score_sum: before.score_sum + 4, score_count: before.score_count + 1 });
  });
});
