import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/modules/staff/audit-export.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Users and bans (docs/roles.md): search, detail, ban, unban, timed lift, and who may do it. */
let t: TestApp;
let hcm = 0;
let bkk = 0;
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let superAdmin: { token: string; id: number };
type Member = Awaited<ReturnType<TestApp['newUser']>>;
let victim: Member;
let bystander: Member;

const listingOf = (id: number) => t.db.selectFrom('listing').select(['id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

async function newListing(owner: number, status: 'online' | 'offline', title: string) {
  const row = await t.db
    .insertInto('listing')
    .values({ kind: 'housing', site_area_id: hcm, user_id: owner, title, currency: 'VND', status, review_status: 'passed' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const area = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  hcm = await area('hcm');
  bkk = await area('bangkok');
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  superAdmin = await t.login('superadmin');
  victim = await t.newUser({ nickname: '被封用户' });
  bystander = await t.newUser();
  await t.db.updateTable('app_user').set({ site_area_id: hcm }).where('id', 'in', [victim.id, bystander.id]).execute();
});
afterAll(() => t.close());

describe('admin/users search and detail', () => {
  it('finds a member by phone however it is written, by id and by nickname', async () => {
    const spellings = [`+86 ${victim.mobile}`, `0086-${victim.mobile}`, `86${victim.mobile}`, victim.mobile, String(victim.id), '被封'];
    for (const q of spellings) {
      const r = await t.call<ApiData<'adminUserSearch'>>('adminUserSearch', { token: adminHcm.token, query: { q } });
      expect(r.status, q).toBe(200);
      expect(r.data.list.map((u) => u.id), q).toContain(victim.id);
    }
  });
  it('shows another area’s admin nothing of this area, and refuses its detail', async () => {
    const r = await t.call<ApiData<'adminUserSearch'>>('adminUserSearch', { token: adminBkk.token, query: { q: victim.mobile } });
    expect(r.data.list.map((u) => u.id)).not.toContain(victim.id);
    expect((await t.call('adminUserSearch', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.call('adminUserDetail', { token: adminBkk.token, params: { id: victim.id } })).status).toBe(403);
  });
  it('refuses members (403) and callers without a token (401), and bad input (400)', async () => {
    expect((await t.call('adminUserSearch', { token: bystander.token })).status).toBe(403);
    expect((await t.call('adminUserSearch', {})).status).toBe(401);
    expect((await t.call('adminUserSearch', { token: adminHcm.token, query: { limit: 9999 } })).status).toBe(400);
    expect((await t.call('adminUserDetail', { token: adminHcm.token, params: { id: 'x' } })).status).toBe(400);
  });
  it('details a member: verification, counts, no ban', async () => {
    const r = await t.call<ApiData<'adminUserDetail'>>('adminUserDetail', { token: adminHcm.token, params: { id: victim.id } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ id: victim.id, real_name_status: 'none', ban: null, phone: `+86${victim.mobile}` });
    expect(r.data.counts.sessions).toBeGreaterThan(0);
  });
});

describe('ban and unban', () => {
  let live = 0;
  let ownOffline = 0;
  let postId = 0;
  let otherPost = 0;
  const commentCount = async (id: number) => (await t.db.selectFrom('social_post').select('comment_count').where('id', '=', id).executeTakeFirstOrThrow()).comment_count;
  it('refuses another area’s admin, a member, banning a super admin, and bad input', async () => {
    const body = { reason: '发布诈骗信息', days: 7 };
    expect((await t.call('adminUserBan', { token: adminBkk.token, params: { id: victim.id }, body })).status).toBe(403);
    expect((await t.call('adminUserBan', { token: bystander.token, params: { id: victim.id }, body })).status).toBe(403);
    expect((await t.call('adminUserBan', { token: adminHcm.token, params: { id: superAdmin.id }, body })).status).toBe(403);
    expect((await t.call('adminUserBan', { token: adminHcm.token, params: { id: victim.id }, body: { reason: '', days: 0 } })).status).toBe(400);
    expect((await t.call('adminUserUnban', { token: adminHcm.token, params: { id: victim.id }, body: {} })).status).toBe(409);
  });
  it('ends every session at once, hides listings and posts, refuses login, and is audited', async () => {
    live = await newListing(victim.id, 'online', '被封用户的房源');
    ownOffline = await newListing(victim.id, 'offline', '自己下架的房源');
    const post = await t.call<{ id: number }>('socialPostSave', { token: victim.token, siteAreaId: hcm, body: { content: '欢迎来看房，价格美丽' } });
    postId = post.data?.id ?? 0;
    expect(postId).toBeGreaterThan(0);
    // A comment under another member's post: it leaves that post's count with the ban and comes back with the unban.
    otherPost = (await t.call<{ id: number }>('socialPostSave', { token: bystander.token, siteAreaId: hcm, body: { content: '周末一起去吃河粉' } })).data.id;
    const comment = await t.call<{ id: number }>('socialCommentSave', { token: victim.token, siteAreaId: hcm, body: { post_id: otherPost, content: '我也去' } });
    expect(comment.status).toBe(200);
    expect(await commentCount(otherPost)).toBe(1);
    expect((await t.call('userInfo', { token: victim.token })).status).toBe(200);
    const r = await t.call<ApiData<'adminUserBan'>>('adminUserBan', { token: adminHcm.token, params: { id: victim.id }, body: { reason: '发布诈骗信息', days: null } });
    expect(r.status).toBe(200);
    expect(r.data.hidden.listing).toBe(1);
    expect((await t.call('userInfo', { token: victim.token })).status).toBe(401);
    expect((await listingOf(live)).status).toBe('off-shelf');
    expect((await listingOf(ownOffline)).status).toBe('offline');
    expect((await t.call('housingInfo', { params: { id: live } })).status).toBe(404);
    expect((await t.db.selectFrom('social_post').select('hidden_at').where('id', '=', postId).executeTakeFirstOrThrow()).hidden_at).not.toBeNull();
    expect(await commentCount(otherPost)).toBe(0);
    expect(r.data.hidden['comment:social']).toBe(1);
    const login = await t.call('login', { body: { account: victim.mobile, password: victim.password }, lang: 'en', ip: '10.77.0.1' });
    expect(login.status).toBe(403);
    expect(login.message).toMatch(/banned permanently.*发布诈骗信息/);
    expect((await t.call('adminUserBan', { token: adminHcm.token, params: { id: victim.id }, body: { reason: '再次', days: 1 } })).status).toBe(409);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'user').where('target_id', '=', victim.id).execute();
    expect(audit.map((a) => a.action)).toContain('user.ban');
  });
  it('unban restores exactly what the ban took offline', async () => {
    const r = await t.call<ApiData<'adminUserUnban'>>('adminUserUnban', { token: adminHcm.token, params: { id: victim.id }, body: { note: '申诉成功' } });
    expect(r.status).toBe(200);
    expect((await listingOf(live)).status).toBe('online');
    expect((await listingOf(ownOffline)).status).toBe('offline');
    expect((await t.db.selectFrom('social_post').select('hidden_at').where('id', '=', postId).executeTakeFirstOrThrow()).hidden_at).toBeNull();
    expect(await commentCount(otherPost)).toBe(1);
    const login = await t.call('login', { body: { account: victim.mobile, password: victim.password }, ip: '10.77.0.2' });
    expect(login.status).toBe(200);
  });
  it('a timed ban lifts itself when its time comes', async () => {
    const r = await t.call<ApiData<'adminUserBan'>>('adminUserBan', { token: superAdmin.token, params: { id: victim.id }, body: { reason: '刷屏', days: 3 } });
    expect(r.status).toBe(200);
    expect((await listingOf(live)).status).toBe('off-shelf');
    const login = await t.call('login', { body: { account: victim.mobile, password: victim.password }, ip: '10.77.0.3' });
    expect(login.status).toBe(403);
    // The clock moved on: the job is due now (as other timer tests do), and the ban's end has passed.
    await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000) }).where('key', '=', `ban-lift:${r.data.ban_id}`).execute();
    await t.app.timers.runDue();
    const ban = await t.db.selectFrom('user_ban').select('lifted_at').where('id', '=', r.data.ban_id).executeTakeFirstOrThrow();
    expect(ban.lifted_at).not.toBeNull();
    expect((await listingOf(live)).status).toBe('online');
  });
  it('another area is not the admin’s to ban in, even for a super admin’s target', async () => {
    await t.db.updateTable('app_user').set({ site_area_id: bkk }).where('id', '=', bystander.id).execute();
    expect((await t.call('adminUserBan', { token: adminHcm.token, params: { id: bystander.id }, body: { reason: '测试封禁', days: 1 } })).status).toBe(403);
  });
  it('the audit export is CSV with the list’s filters, formula cells neutralised, and only my areas', async () => {
    const ban = await t.call('adminUserBan', { token: superAdmin.token, params: { id: bystander.id }, body: { reason: '=HYPERLINK("http://x","y")', days: 1 } });
    expect(ban.status).toBe(200);
    const csv = await t.call('adminAuditExport', { token: superAdmin.token, query: { action: 'user.ban', target_id: bystander.id }, lang: 'en' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const text = csv.message;
    expect(text.startsWith('\uFEFFid,time (UTC),admin id')).toBe(true);
    expect(text).toContain('user.ban');
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    // The detail cell is JSON (starts with {), so the reason is inside it; a cell that starts like a formula is prefixed.
    for (const [raw, cell] of [['=1+1', "'=1+1"], ['+7', "'+7"], ['-2', "'-2"], ['@SUM(A1)', "'@SUM(A1)"], ['a,"b"', '"a,""b"""'], ['平常', '平常'], [null, '']] as const) expect(csvCell(raw)).toBe(cell);
    const own = await t.call('adminAuditExport', { token: adminHcm.token, query: { action: 'user.ban', target_id: bystander.id } });
    expect(own.status).toBe(200);
    expect(own.message).not.toContain('HYPERLINK');
    expect((await t.call('adminAuditExport', { token: adminHcm.token, query: { site_area_id: bkk } })).status).toBe(403);
    expect((await t.call('adminAuditExport', { token: adminHcm.token, query: { from: 'x' } })).status).toBe(400);
  });
});
