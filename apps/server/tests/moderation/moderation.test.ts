import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { SensitiveWordError, SensitiveWords } from '../../src/modules/moderation/index.js';
import { ReportService, ReportTargetRegistry, type ReportHideInput } from '../../src/modules/notices/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Word {
  id: number;
  site_area_id: number | null;
  word: string;
}
interface Feedback {
  id: number;
  status: string;
  site_area_id: number;
  reply: string | null;
  nickname?: string;
}
interface Page<T> {
  list: T[];
  next_cursor: string | null;
}

let t: TestApp;
let hcm: number;
let bangkok: number;
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let superAdmin: { token: string; id: number };
let member: { token: string; id: number };
beforeAll(async () => {
  t = await startTestApp();
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  bangkok = areas.find((a) => a.code === 'bangkok')!.id;
  [adminHcm, adminBkk, superAdmin, member] = await Promise.all([t.login('admin_hcm'), t.login('admin_bangkok'), t.login('superadmin'), t.login('member')]);
});
afterAll(() => t.close());

const save = (token: string | undefined, body: Record<string, unknown>) => t.call<{ added: Word[]; skipped: string[] }>('adminSensitiveWordSave', { token, body });
const feedback = (token: string | undefined, body: Record<string, unknown>, opts: { lang?: string; siteAreaId?: number } = {}) => t.call<Feedback & { fields?: Record<string, string> }>('feedbackSave', { token, body, ...opts });

describe('sensitive words', () => {
  it('refuses a listed word, naming the field and the word in the reader’s language; Latin words match whole and in any case', async () => {
    const words = new SensitiveWords(t.db);
    // The reference seed lists these for every area.
    const zh = await words.assertClean(hcm, { 'body.title': '房子出租', 'body.content': '这里可以代开发票，联系我' }).catch((e: unknown) => e);
    expect(zh).toBeInstanceOf(SensitiveWordError);
    expect(zh).toMatchObject({ field: 'body.content', word: '代开发票', code: 400 });
    const en = await feedback(member.token, { content: 'Selling a FAKE PASSPORT, message me' }, { lang: 'en', siteAreaId: hcm });
    expect(en.status).toBe(400);
    expect(en.message).toBe('The text contains the blocked word “fake passport”; please change it and submit again');
    expect(en.data.fields).toEqual({ 'body.content': 'Contains a blocked word; please change it' });
    const zhReply = await feedback(member.token, { content: '你好，联系方式见下', contact: '微信 操你妈' }, { siteAreaId: hcm });
    expect(zhReply.message).toBe('联系方式中含有敏感词“操你妈”，请修改后再提交');
    const other = await words.assertClean(hcm, { 'body.summary': 'buy cocaine here' }).catch((e: unknown) => e);
    expect(other).toMatchObject({ key: 'moderation.sensitive.other', params: { field: 'summary', word: 'buy cocaine' } });
    await expect(words.assertClean(hcm, { 'body.content': 'the fake passports office is closed; fuck yourself' })).resolves.toBeUndefined();
    await expect(words.assertClean(hcm, { 'body.content': null, 'body.title': undefined })).resolves.toBeUndefined();
  });

  it('an area admin adds words to their area only; the word then applies there and not elsewhere', async () => {
    const added = await save(adminHcm.token, { site_area_id: hcm, words: ['Ponzi Club', 'ponzi club', '黑车接送'] });
    expect(added.status).toBe(200);
    expect(added.data.added.map((w) => w.word)).toEqual(['Ponzi Club', '黑车接送']);
    expect(added.data.skipped).toEqual(['ponzi club']);
    const again = await save(adminHcm.token, { site_area_id: hcm, words: ['PONZI CLUB'] });
    expect(again.data).toMatchObject({ added: [], skipped: ['PONZI CLUB'] });
    expect((await feedback(member.token, { content: '欢迎加入 ponzi club 赚钱' }, { siteAreaId: hcm })).status).toBe(400);
    expect((await feedback(member.token, { content: '欢迎加入 ponzi club 赚钱' }, { siteAreaId: bangkok })).status).toBe(200);

    expect((await save(adminBkk.token, { site_area_id: hcm, words: ['x1'] })).status).toBe(403);
    expect((await save(adminHcm.token, { site_area_id: 0, words: ['x1'] })).status).toBe(403);
    expect((await save(member.token, { site_area_id: hcm, words: ['x1'] })).status).toBe(403);
    expect((await save(undefined, { site_area_id: hcm, words: ['x1'] })).status).toBe(401);
    expect((await save(adminHcm.token, { site_area_id: hcm, words: [] })).status).toBe(400);
    expect((await save(adminHcm.token, { site_area_id: hcm, words: ['x'.repeat(51)] })).status).toBe(400);
    expect((await save(superAdmin.token, { site_area_id: 999_999, words: ['x1'] })).status).toBe(400);
  });

  it('lists an area’s words and the all-areas list, and deletes with the same scope', async () => {
    const mine = await t.call<Page<Word>>('adminSensitiveWordList', { token: adminHcm.token, query: { limit: 100, keyword: 'ponzi' } });
    expect(mine.status).toBe(200);
    const ponzi = mine.data.list.find((w) => w.word === 'Ponzi Club')!;
    expect(ponzi.site_area_id).toBe(hcm);
    const every = await t.call<Page<Word>>('adminSensitiveWordList', { token: adminHcm.token, query: { site_area_id: 0, limit: 5 } });
    expect(every.data.list.every((w) => w.site_area_id === null)).toBe(true);
    expect(every.data.next_cursor).not.toBeNull();
    const next = await t.call<Page<Word>>('adminSensitiveWordList', { token: adminHcm.token, query: { site_area_id: 0, limit: 5, cursor: every.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBeLessThan(every.data.list.at(-1)!.id);
    expect((await t.call('adminSensitiveWordList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.call('adminSensitiveWordList', { token: adminHcm.token, query: { cursor: 'nope' } })).status).toBe(400);
    expect((await t.call('adminSensitiveWordList', {})).status).toBe(401);

    const seeded = every.data.list[0]!;
    expect((await t.call('adminSensitiveWordDelete', { token: adminHcm.token, params: { id: seeded.id } })).status).toBe(403);
    expect((await t.call('adminSensitiveWordDelete', { token: adminBkk.token, params: { id: ponzi.id } })).status).toBe(403);
    expect((await t.call('adminSensitiveWordDelete', { token: adminHcm.token, params: { id: 99_999_999 } })).status).toBe(404);
    expect((await t.call('adminSensitiveWordDelete', { token: adminHcm.token, params: { id: ponzi.id } })).status).toBe(200);
    expect((await feedback(member.token, { content: '欢迎加入 ponzi club 赚钱' }, { siteAreaId: hcm })).status).toBe(200);
  });

  it('another node sees a change when the list version moves (checked at most every recheckMs)', async () => {
    let now = 1_000_000;
    const otherNode = new SensitiveWords(t.db, { recheckMs: 5000, now: () => now });
    expect(await otherNode.find(bangkok, 'tuk tuk mafia tour')).toBeNull();
    const added = await save(superAdmin.token, { site_area_id: 0, words: ['tuk tuk mafia'] });
    expect(added.status).toBe(200);
    now += 1000;
    expect(await otherNode.find(bangkok, 'tuk tuk mafia tour')).toBeNull();
    now += 5000;
    expect(await otherNode.find(bangkok, 'Tuk Tuk Mafia tour')).toBe('tuk tuk mafia');
    // This node (the app's own filter) saw it at once: feedback in any area is refused.
    expect((await feedback(member.token, { content: 'join the tuk tuk mafia tour' }, { siteAreaId: bangkok })).status).toBe(400);
  });
});

describe('feedback', () => {
  it('goes to the area admins’ queue; the handled reply reaches the person as a notice', async () => {
    const u = await t.newUser({ nickname: '建议者' });
    const sent = await feedback(u.token, { content: '希望增加夜间模式', type: 'suggestion', contact: 'wx: abc' }, { siteAreaId: hcm });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ status: 'open', site_area_id: hcm, reply: null });
    const queue = await t.call<Page<Feedback>>('adminFeedbackList', { token: adminHcm.token, query: { status: 'open', limit: 50 } });
    expect(queue.data.list.find((f) => f.id === sent.data.id)).toMatchObject({ nickname: '建议者' });
    const bkkQueue = await t.call<Page<Feedback>>('adminFeedbackList', { token: adminBkk.token, query: { limit: 50 } });
    expect(bkkQueue.data.list.map((f) => f.id)).not.toContain(sent.data.id);
    expect((await t.call('adminFeedbackList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.call('adminFeedbackList', { token: member.token })).status).toBe(403);

    expect((await t.call('adminFeedbackHandle', { token: adminBkk.token, params: { id: sent.data.id }, body: {} })).status).toBe(403);
    expect((await t.call('adminFeedbackHandle', { token: adminHcm.token, params: { id: 99_999_999 }, body: {} })).status).toBe(404);
    const handled = await t.call<Feedback>('adminFeedbackHandle', { token: adminHcm.token, params: { id: sent.data.id }, body: { reply: '已排期，下个版本上线' } });
    expect(handled.data).toMatchObject({ status: 'handled', reply: '已排期，下个版本上线' });
    expect((await t.call('adminFeedbackHandle', { token: adminHcm.token, params: { id: sent.data.id }, body: {} })).status).toBe(409);
    const notes = await t.call<Page<{ kind: string; body: string }>>('userNoteList', { token: u.token });
    expect(notes.data.list[0]).toMatchObject({ kind: 'feedback', body: '感谢您的反馈。管理员回复：已排期，下个版本上线' });
  });

  it('validates, and needs a login', async () => {
    const fields = async (body: Record<string, unknown>) => Object.keys((await feedback(member.token, body)).data.fields ?? {});
    expect(await fields({ content: 'hi' })).toContain('body.content');
    expect(await fields({ content: '这是一条足够长的反馈', type: 'praise' })).toContain('body.type');
    expect(await fields({ content: '这是一条足够长的反馈', images: ['http://evil.example/x.png'] })).toContain('body.images.0');
    expect((await feedback(undefined, { content: '这是一条足够长的反馈' })).status).toBe(401);
  });
});

describe('the report registry', () => {
  it('reports a registered type in its area, refuses a repeat, and hides through the type’s hook when resolved', async () => {
    const registry = new ReportTargetRegistry();
    const hidden: Array<{ id: number; input: ReportHideInput; inTrx: boolean }> = [];
    registry.register('test_thing', {
      resolve: async (id) => (id === 7 ? { siteAreaId: hcm, authorId: member.id } : null),
      hide: async (trx, id, input) => {
        hidden.push({ id, input, inTrx: trx.isTransaction });
      },
    }, { aliases: ['test-gadget'] });
    expect(() => registry.register('TEST_THING', { resolve: async () => null })).toThrow(/registered twice/);
    const reports = new ReportService(t.db, { targets: registry });
    const u = await t.newUser();
    const filed = await reports.report(u.id, { targetType: 'test_thing', targetId: 7, reason: 'spam' });
    expect(filed).toMatchObject({ site_area_id: hcm, status: 'open', reason: 'spam' });
    // An alias reaches the same type (its resolver), and a repeat of the same report is a 409.
    expect(registry.get('Test-Gadget')).toBe(registry.get('test_thing'));
    const repeat = await reports.report(u.id, { targetType: 'test_thing', targetId: 7, reason: 'spam' }).catch((e: unknown) => e);
    expect((repeat as AppError).code).toBe(409);
    expect(await reports.openCount('test_thing', 7)).toBe(1);
    const missing = await reports.report(u.id, { targetType: 'test_thing', targetId: 8, reason: 'spam' }).catch((e: unknown) => e);
    expect((missing as AppError).code).toBe(404);
    const unknown = await reports.report(u.id, { targetType: 'spaceship', targetId: 7, reason: 'spam' }).catch((e: unknown) => e);
    expect((unknown as AppError).code).toBe(404);

    const admin = { id: adminHcm.id, role: 'admin' as const, adminSiteAreaIds: [hcm], sessionId: 0 };
    const notResolved = await reports.handle(admin, filed.id, { status: 'dismissed', hide: true }).catch((e: unknown) => e);
    expect((notResolved as AppError).code).toBe(400);
    const other = await reports.handle({ ...admin, id: adminBkk.id, adminSiteAreaIds: [bangkok] }, filed.id, { status: 'resolved', hide: true }).catch((e: unknown) => e);
    expect((other as AppError).code).toBe(403);
    expect(hidden).toEqual([]);
    const done = await reports.handle(admin, filed.id, { status: 'resolved', note: '广告刷屏', hide: true });
    expect(done).toMatchObject({ status: 'resolved', hid_target: true, handle_note: '广告刷屏' });
    expect(hidden).toEqual([{ id: 7, input: { adminId: adminHcm.id, reason: 'spam', note: '广告刷屏' }, inTrx: true }]);
  });

  it('a listing report cannot be hidden from the queue (listings have no hide hook): 400', async () => {
    const listing = await t.db.insertInto('listing').values({ kind: 'housing', site_area_id: hcm, user_id: member.id, title: '出租', currency: 'VND', images: '[]', attrs: '{}', status: 'online', review_status: 'passed' }).returning('id').executeTakeFirstOrThrow();
    const u = await t.newUser();
    const filed = await t.call<{ id: number }>('report', { token: u.token, body: { target_type: 'housing', target_id: listing.id, reason: 'spam' } });
    expect(filed.status).toBe(200);
    const refused = await t.call('adminReportHandle', { token: adminHcm.token, params: { id: filed.data.id }, body: { status: 'resolved', hide: true }, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('This kind of content cannot be hidden from the report queue; please deal with it on its own admin page');
    const resolved = await t.call<{ hid_target: boolean }>('adminReportHandle', { token: adminHcm.token, params: { id: filed.data.id }, body: { status: 'resolved' } });
    expect(resolved.data.hid_target).toBe(false);
  });
});
