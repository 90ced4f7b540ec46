import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Categories = ApiData<'customerCategories'>;
type Questions = ApiData<'customerQuestions'>;
type Info = ApiData<'customerQuestionInfo'>;
type Vote = ApiData<'customerQuestionVote'>;
type Contact = ApiData<'customerContact'>;
type AdminPage = ApiData<'customerAdminList'>;
type AdminItem = ApiData<'customerAdminSave'>;

let t: TestApp;
let hcm = 0;
let bangkok = 0;
let member: { token: string; id: number };
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let superAdmin: { token: string; id: number };

const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const auditCount = async (targetId: number) => Number((await t.db.selectFrom('admin_audit').select((eb) => eb.fn.countAll<string>().as('n')).where('target_type', '=', 'faq_entry').where('target_id', '=', targetId).executeTakeFirstOrThrow()).n);
async function search(keyword: string, opts: { siteAreaId?: number; lang?: string } = {}) {
  const r = await t.call<Questions>('customerQuestions', { siteAreaId: opts.siteAreaId ?? hcm, lang: opts.lang, query: { keyword } });
  expect(r.status).toBe(200);
  return r.data;
}
async function globalEntry(title: string) {
  return t.db.selectFrom('faq_entry').selectAll().where('site_area_id', '=', 0).where('title', '=', title).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await startTestApp();
  hcm = await idOf('hcm');
  bangkok = await idOf('bangkok');
  member = await t.login('member');
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  superAdmin = await t.login('superadmin');
});
afterAll(() => t.close());

describe('reference FAQ', () => {
  it('has at least 4 categories × 3 questions in zh, en and vi, and an own answer in every area', async () => {
    for (const lang of ['zh', 'en', 'vi']) {
      const r = await t.call<Categories>('customerCategories', { siteAreaId: hcm, lang });
      expect(r.status).toBe(200);
      expect(r.data.length).toBeGreaterThanOrEqual(4);
      for (const c of r.data) expect(c.question_count, `${lang} ${c.key}`).toBeGreaterThanOrEqual(3);
    }
    const en = await t.call<Categories>('customerCategories', { siteAreaId: hcm, lang: 'en' });
    expect(en.data.map((c) => c.name)).toContain('Account & login');
    const areas = await t.db.selectFrom('site_area').select('id').execute();
    const own = await t.db.selectFrom('faq_entry').select('site_area_id').distinct().where('site_area_id', '<>', 0).execute();
    expect(own.length).toBe(areas.length);
  });
});

describe('customer/question/list', () => {
  it('lists a category’s questions in sort order, paged with the shared cursor', async () => {
    const cats = (await t.call<Categories>('customerCategories', { siteAreaId: hcm })).data;
    const first = await t.call<Questions>('customerQuestions', { siteAreaId: hcm, query: { category_id: cats[0]!.id, limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.data.list).toHaveLength(2);
    expect(first.data.total).toBe(3);
    expect(first.data.next_cursor).toEqual(expect.any(String));
    const second = await t.call<Questions>('customerQuestions', { siteAreaId: hcm, query: { category_id: cats[0]!.id, limit: 2, cursor: first.data.next_cursor! } });
    expect(second.data.list).toHaveLength(1);
    expect(second.data.next_cursor).toBeNull();
    expect(new Set([...first.data.list, ...second.data.list].map((q) => q.id)).size).toBe(3);
  });

  it('finds by a Chinese word with the listings’ search: 退款 finds 如何申请退款', async () => {
    const r = await search('退款');
    expect(r.list.map((q) => q.title)).toContain('如何申请退款？');
    expect((await search('验证码')).list.map((q) => q.title)).toContain('收不到短信验证码怎么办？');
    expect((await search('refund', { lang: 'en' })).list.map((q) => q.title)).toContain('How do I ask for a refund?');
    expect((await search('hoan tien', { lang: 'vi' })).list.map((q) => q.title)).toContain('Yêu cầu hoàn tiền như thế nào?');
    expect((await search('火星殖民')).list).toEqual([]);
  });

  it('refuses bad input', async () => {
    expect((await t.call('customerQuestions', { siteAreaId: hcm, query: { category_id: 'x' } })).status).toBe(400);
    expect((await t.call('customerQuestions', { siteAreaId: hcm, query: { limit: 500 } })).status).toBe(400);
    expect((await t.call('customerQuestions', { siteAreaId: hcm, query: { keyword: '长'.repeat(41) } })).status).toBe(400);
    const crafted = await t.call('customerQuestions', { siteAreaId: hcm, query: { cursor: 'eyJzIjoxLCJpZCI6MX0.AAAAAAAAAAAAAAAAAAAAAA' } });
    expect(crafted.status).toBe(400);
  });
});

describe('area overrides', () => {
  it('an area entry replaces the global one in its area only', async () => {
    const global = await globalEntry('客服的工作时间是？');
    const inHcm = (await search('工作时间')).list.map((q) => q.title);
    expect(inHcm).toContain('胡志明市客服的工作时间是？');
    expect(inHcm).not.toContain('客服的工作时间是？');
    // The global id opens the area's own answer.
    const info = await t.call<Info>('customerQuestionInfo', { siteAreaId: hcm, params: { id: global.id } });
    expect(info.status).toBe(200);
    expect(info.data.question.title).toBe('胡志明市客服的工作时间是？');
    expect(info.data.question.area_specific).toBe(true);
    // Another area's entry is not visible here.
    const bkkOwn = await t.db.selectFrom('faq_entry').select('id').where('site_area_id', '=', bangkok).where('lang', '=', 'zh').executeTakeFirstOrThrow();
    expect((await t.call('customerQuestionInfo', { siteAreaId: hcm, params: { id: bkkOwn.id } })).status).toBe(404);
  });
});

describe('customer/question/info', () => {
  it('gives the answer, related questions and my vote', async () => {
    const entry = await globalEntry('如何申请退款？');
    const r = await t.call<Info>('customerQuestionInfo', { siteAreaId: hcm, params: { id: entry.id } });
    expect(r.status).toBe(200);
    expect(r.data.question.answer).toContain('<strong>在线客服</strong>');
    expect(r.data.question.category_name).toBe('支付与置顶');
    expect(r.data.my_vote).toBeNull();
    expect(r.data.related.length).toBeGreaterThanOrEqual(2);
    expect(r.data.related.map((q) => q.id)).not.toContain(entry.id);
    expect(r.data.related.slice(0, 2).every((q) => q.category_id === entry.category_id)).toBe(true);
    expect((await t.call('customerQuestionInfo', { siteAreaId: hcm, params: { id: 99999999 } })).status).toBe(404);
    expect((await t.call('customerQuestionInfo', { siteAreaId: hcm, params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('customer/question/vote', () => {
  it('counts once per user; a second vote changes nothing', async () => {
    const entry = await globalEntry('忘记密码如何找回？');
    const first = await t.call<Vote>('customerQuestionVote', { token: member.token, siteAreaId: hcm, body: { id: entry.id, helpful: true } });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ helpful_count: 1, unhelpful_count: 0, my_vote: true });
    const again = await t.call<Vote>('customerQuestionVote', { token: member.token, siteAreaId: hcm, body: { id: entry.id, helpful: false } });
    expect(again.data).toEqual({ helpful_count: 1, unhelpful_count: 0, my_vote: true });
    const other = await t.call<Vote>('customerQuestionVote', { token: adminBkk.token, siteAreaId: hcm, body: { id: entry.id, helpful: false } });
    expect(other.data).toEqual({ helpful_count: 1, unhelpful_count: 1, my_vote: false });
    const info = await t.call<Info>('customerQuestionInfo', { token: member.token, siteAreaId: hcm, params: { id: entry.id } });
    expect(info.data.my_vote).toBe(true);
    expect(info.data.question.helpful_count).toBe(1);
  });

  it('needs a token and a valid body', async () => {
    const entry = await globalEntry('如何注销账号？');
    expect((await t.call('customerQuestionVote', { siteAreaId: hcm, body: { id: entry.id, helpful: true } })).status).toBe(401);
    expect((await t.call('customerQuestionVote', { token: member.token, siteAreaId: hcm, body: { id: entry.id } })).status).toBe(400);
    expect((await t.call('customerQuestionVote', { token: member.token, siteAreaId: hcm, body: { id: entry.id, helpful: 'yes' } })).status).toBe(400);
    expect((await t.call('customerQuestionVote', { token: member.token, siteAreaId: hcm, body: { id: 99999999, helpful: true } })).status).toBe(404);
    expect((await t.db.selectFrom('faq_entry').select('helpful_count').where('id', '=', entry.id).executeTakeFirstOrThrow()).helpful_count).toBe(0);
  });
});

describe('customer/contact', () => {
  it('names the area’s service account, phone and hours; WeChat groups come from wechatGroup', async () => {
    const r = await t.call<Contact>('customerContact', { siteAreaId: hcm, lang: 'en' });
    expect(r.status).toBe(200);
    expect(r.data.service?.user_id).toBe(adminHcm.id);
    expect(r.data.phone).toMatch(/^\+\d/);
    expect(r.data.hours).toBe('Daily 9:00–21:00');
    const bkk = await t.call<Contact>('customerContact', { siteAreaId: bangkok });
    expect(bkk.data.service?.user_id).toBe(adminBkk.id);
    expect((await t.call<unknown[]>('wechatGroup', { siteAreaId: hcm })).data.length).toBeGreaterThan(0);
  });
});

describe('admin calls', () => {
  const body = (over: Record<string, unknown> = {}) => ({ site_area_id: hcm, lang: 'zh', category_id: 0, title: '胡志明市如何办理居留卡？', answer: '<p>请携带护照到<strong>出入境管理局</strong>办理。</p>', sort: 5, ...over });
  let categoryId = 0;
  beforeAll(async () => {
    categoryId = (await t.call<Categories>('customerCategories', { siteAreaId: hcm })).data[0]!.id;
  });

  it('an area admin creates, edits and deletes in its area; each change is audited', async () => {
    const created = await t.call<AdminItem>('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId }) });
    expect(created.status).toBe(200);
    expect(created.data.site_area_id).toBe(hcm);
    expect((await search('居留卡')).list.map((q) => q.id)).toContain(created.data.id);
    const edited = await t.call<AdminItem>('customerAdminSave', { token: adminHcm.token, body: body({ id: created.data.id, category_id: categoryId, title: '胡志明市如何办理临时居留卡？' }) });
    expect(edited.status).toBe(200);
    const info = await t.call<Info>('customerQuestionInfo', { siteAreaId: hcm, params: { id: created.data.id } });
    expect(info.data.question.title).toBe('胡志明市如何办理临时居留卡？');
    const list = await t.call<AdminPage>('customerAdminList', { token: adminHcm.token, query: { site_area_id: hcm } });
    expect(list.data.list.map((e) => e.id)).toContain(created.data.id);
    expect(await auditCount(created.data.id)).toBe(2);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'admin_id', 'site_area_id']).where('target_id', '=', created.data.id).where('target_type', '=', 'faq_entry').orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'faq.create', admin_id: adminHcm.id, site_area_id: hcm },
      { action: 'faq.update', admin_id: adminHcm.id, site_area_id: hcm },
    ]);
    const gone = await t.call('customerAdminDelete', { token: adminHcm.token, params: { id: created.data.id } });
    expect(gone.status).toBe(200);
    expect((await t.call('customerQuestionInfo', { siteAreaId: hcm, params: { id: created.data.id } })).status).toBe(404);
    expect(await auditCount(created.data.id)).toBe(3);
  });

  it('another area’s admin gets 403 and nothing changes; members 403; no token 401', async () => {
    const created = await t.call<AdminItem>('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId, title: '胡志明市停车问题' }) });
    expect(created.status).toBe(200);
    const edit = await t.call('customerAdminSave', { token: adminBkk.token, body: body({ id: created.data.id, category_id: categoryId, site_area_id: bangkok, title: '被改了' }) });
    expect(edit.status).toBe(403);
    const editSame = await t.call('customerAdminSave', { token: adminBkk.token, body: body({ id: created.data.id, category_id: categoryId, title: '被改了' }) });
    expect(editSame.status).toBe(403);
    expect((await t.call('customerAdminDelete', { token: adminBkk.token, params: { id: created.data.id } })).status).toBe(403);
    expect((await t.call('customerAdminList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    const row = await t.db.selectFrom('faq_entry').select('title').where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('胡志明市停车问题');
    expect(await auditCount(created.data.id)).toBe(1);
    expect((await t.call('customerAdminSave', { token: member.token, body: body({ category_id: categoryId }) })).status).toBe(403);
    expect((await t.call('customerAdminList', { token: member.token })).status).toBe(403);
    expect((await t.call('customerAdminDelete', { token: member.token, params: { id: created.data.id } })).status).toBe(403);
    expect((await t.call('customerAdminList')).status).toBe(401);
    expect((await t.call('customerAdminSave', { body: body({ category_id: categoryId }) })).status).toBe(401);
  });

  it('global entries are the super admin’s; area admins read them and replace them in their area', async () => {
    const global = await globalEntry('置顶服务有什么效果？');
    const denied = await t.call('customerAdminSave', { token: adminHcm.token, lang: 'en', body: body({ id: global.id, site_area_id: 0, category_id: global.category_id, title: 'x 改' }) });
    expect(denied.status).toBe(403);
    expect(denied.message).toBe('Only a super admin can edit site-wide questions');
    expect((await t.call<AdminPage>('customerAdminList', { token: adminHcm.token, query: { site_area_id: 0, lang: 'zh' } })).data.list.length).toBeGreaterThan(0);
    const override = await t.call<AdminItem>('customerAdminSave', { token: adminHcm.token, body: body({ category_id: global.category_id, replaces_id: global.id, title: '胡志明市置顶服务说明', answer: '<p>胡志明市的置顶为期 7 天。</p>' }) });
    expect(override.status).toBe(200);
    expect((await search('置顶服务')).list.map((q) => q.title)).toEqual(expect.arrayContaining(['胡志明市置顶服务说明']));
    expect((await search('置顶服务')).list.map((q) => q.title)).not.toContain('置顶服务有什么效果？');
    expect((await search('置顶服务', { siteAreaId: bangkok })).list.map((q) => q.title)).toContain('置顶服务有什么效果？');
    const twice = await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: global.category_id, replaces_id: global.id }) });
    expect(twice.status).toBe(409);
    const wrongLang = await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: global.category_id, replaces_id: global.id, lang: 'en' }) });
    expect(wrongLang.status).toBe(400);
    expect((wrongLang.data as { fields: Record<string, string> }).fields['body.replaces_id']).toBeTruthy();
    const superEdit = await t.call<AdminItem>('customerAdminSave', { token: superAdmin.token, body: body({ id: global.id, site_area_id: 0, category_id: global.category_id, title: '置顶服务有什么效果？（更新）' }) });
    expect(superEdit.status).toBe(200);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'site_area_id']).where('target_id', '=', global.id).where('target_type', '=', 'faq_entry').execute();
    expect(audit).toEqual([{ action: 'faq.update', site_area_id: null }]);
  });

  it('validates the body and sanitises the answer', async () => {
    expect((await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId, title: '' }) })).status).toBe(400);
    expect((await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId, lang: 'fr' }) })).status).toBe(400);
    expect((await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: 99999999 }) })).status).toBe(400);
    expect((await t.call('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId, answer: '<script>alert(1)</script>' }) })).status).toBe(400);
    expect((await t.call('customerAdminSave', { token: adminHcm.token, body: body({ id: 99999999, category_id: categoryId }) })).status).toBe(404);
    expect((await t.call('customerAdminDelete', { token: adminHcm.token, params: { id: 99999999 } })).status).toBe(404);
    const dirty = '<p onclick="steal()">点<a href="javascript:alert(1)">这里</a><img src=x onerror=alert(1)><script>alert(2)</script><a href="https://example.com">官网</a></p>';
    const saved = await t.call<AdminItem>('customerAdminSave', { token: adminHcm.token, body: body({ category_id: categoryId, title: '清理测试', answer: dirty }) });
    expect(saved.status).toBe(200);
    expect(saved.data.answer).toBe('<p>点<a>这里</a><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">官网</a></p>');
    const info = await t.call<Info>('customerQuestionInfo', { siteAreaId: hcm, params: { id: saved.data.id } });
    expect(info.data.question.answer).not.toMatch(/script|onerror|onclick|javascript:/);
  });
});
