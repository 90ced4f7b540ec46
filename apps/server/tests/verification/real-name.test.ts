import { PRIVATE_MEDIA } from '@haiwai/contracts/media';
import type { RealNameReview } from '@haiwai/contracts/verification';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { adminOf, decide, fetchAs, linkFor, queues, uploadPrivate, type Actor } from './support.js';

/**
 * Real-name review (docs/verification.md): the `real_name` queue of the member's area, the review detail (the only
 * reply with the whole ID number, photos as signed links for admins of the member's area), approve / reject with a
 * reason / resubmit, the member told in the notice centre, the audit row; the photos unreachable to everyone else.
 */
describe('real-name verification', () => {
  let t: TestApp;
  const a = {} as Record<'member' | 'peer' | 'outsider' | 'adminHome' | 'adminOther' | 'superadmin' | 'reviewerOther' | 'reviewerHome', Actor>;
  let home = 0;
  let other = 0;
  const ID = 'E12345689';
  let photos: string[] = [];
  let requestId = 0;

  beforeAll(async () => {
    t = await startTestApp();
    t.app.log.level = 'silent';
    const areas = await t.db.selectFrom('site_area').select(['id', 'code']).orderBy('id').execute();
    home = (await t.db.selectFrom('app_user').select('site_area_id').where('username', '=', 'member').executeTakeFirstOrThrow()).site_area_id!;
    const otherArea = areas.find((x) => x.id !== home)!;
    other = otherArea.id;
    a.member = await t.login('member');
    a.peer = await t.login('publisher');
    a.superadmin = await t.login('superadmin');
    a.adminHome = await t.login(`admin_${areas.find((x) => x.id === home)!.code}`);
    a.adminOther = await t.login(`admin_${otherArea.code}`);
    a.outsider = await t.newUser();
    // Reviewers (the staff role with 'review' only) of the other area and of the member's own area.
    for (const [key, area] of [['reviewerOther', other], ['reviewerHome', home]] as const) {
      const u = await t.newUser();
      await t.db.updateTable('app_user').set({ role: 'admin', site_area_id: area }).where('id', '=', u.id).execute();
      await sql`insert into staff_grant (user_id, site_area_id, role_key) values (${u.id}, ${area}, 'reviewer')`.execute(t.db);
      a[key] = { token: (await t.call<{ token: string }>('login', { body: { account: u.mobile, password: u.password }, ip: `10.7.${u.id % 250}.1` })).data.token, id: u.id };
    }
  });
  afterAll(() => t?.close());

  it('a member sends a request with two private ID photos; a second one while it waits is a 409', async () => {
    const ups = [await uploadPrivate(t, a.member.token, 'real_name'), await uploadPrivate(t, a.member.token, 'real_name')];
    expect(ups.map((u) => u.status)).toEqual([200, 200]);
    photos = ups.map((u) => u.data.url);
    const sent = await t.call<{ id: number; status: string; id_number_masked: string }>('userVerifyPost', { token: a.member.token, body: { real_name: '林小明', id_type: 'passport', id_number: ID, photos } });
    expect([sent.status, sent.data.status]).toEqual([200, 'pending']);
    expect(sent.data.id_number_masked).not.toContain('345');
    requestId = sent.data.id;
    const again = await t.call('userVerifyPost', { token: a.member.token, lang: 'en', body: { real_name: '林小明', id_type: 'passport', id_number: ID, photos } });
    expect(again.status).toBe(409);
  });

  it('waits in the queue of the member’s area only, oldest first, with the number masked', async () => {
    const mine = await queues.real_name.pending(t.db, { areas: [home], limit: 50 });
    const item = mine.list.find((i) => i.id === requestId)!;
    expect(item).toMatchObject({ site_area_id: home, title: '林小明', author: { id: a.member.id }, image: null });
    expect(JSON.stringify(mine)).not.toContain(ID);
    const ids = mine.list.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await queues.real_name.pending(t.db, { areas: [other], limit: 50 })).list.some((i) => i.id === requestId)).toBe(false);
    expect((await queues.real_name.pending(t.db, { areas: [home], limit: 50, q: '小明' })).list.map((i) => i.id)).toContain(requestId);
    const counts = await queues.real_name.counts(t.db, null);
    expect(counts.find((c) => c.site_area_id === home)!.count).toBeGreaterThanOrEqual(1);
    const found = await queues.real_name.find(t.db, requestId);
    expect(found).toMatchObject({ id: requestId, images: [] });
    expect(JSON.stringify(found)).not.toContain(ID);
  });

  it('the review detail shows the whole number and the photos to the area’s admins and its reviewers', async () => {
    for (const who of ['adminHome', 'reviewerHome', 'superadmin'] as const) {
      const res = await t.call<RealNameReview>('adminRealNameReview', { token: a[who].token, params: { id: requestId } });
      expect([who, res.status]).toEqual([who, 200]);
      expect(res.data).toMatchObject({ id: requestId, status: 'pending', id_number: ID, real_name: '林小明', user: { id: a.member.id, site_area_id: home } });
      expect(res.data.photo_links.every((l) => l?.startsWith(PRIVATE_MEDIA.pathPrefix))).toBe(true);
      for (const link of res.data.photo_links) expect((await fetchAs(t, link!, a[who].token)).statusCode).toBe(200);
    }
  });

  it('the review detail is refused to another area’s admin and reviewer, to members and to anonymous callers', async () => {
    for (const [who, status] of [['adminOther', 403], ['reviewerOther', 403], ['member', 403], ['peer', 403], ['outsider', 403]] as const) {
      const res = await t.call('adminRealNameReview', { token: a[who].token, lang: 'en', params: { id: requestId } });
      expect([who, res.status]).toEqual([who, status]);
      expect(JSON.stringify(res.data ?? null)).not.toContain(ID);
    }
    expect((await t.call('adminRealNameReview', { params: { id: requestId } })).status).toBe(401);
    expect((await t.call('adminRealNameReview', { token: a.adminHome.token, params: { id: 999999 } })).status).toBe(404);
    expect((await t.call('adminRealNameReview', { token: a.adminHome.token, params: { id: 0 } })).status).toBe(400);
  });

  it('the photos are unreachable (signed link and direct) to peers, other areas’ admins and reviewers, anonymous callers', async () => {
    for (const url of photos) {
      for (const who of ['peer', 'outsider', 'adminOther', 'reviewerOther'] as const) expect([who, await linkFor(t, a[who].token, url)]).toEqual([who, null]);
      expect((await t.call('mediaLinks', { body: { urls: [url] } })).status).toBe(401);
      for (const token of [undefined, a.peer.token, a.adminOther.token, a.adminHome.token]) expect((await fetchAs(t, url, token)).statusCode).toBe(404);
      // The owner and the area's admin get links; a link is its reader's: anyone else who says who they are is refused.
      expect(await linkFor(t, a.member.token, url)).toMatch(/^\/api\/media\/private\//);
      const adminLink = (await linkFor(t, a.adminHome.token, url))!;
      expect(adminLink).toMatch(/^\/api\/media\/private\//);
      for (const who of ['peer', 'adminOther', 'reviewerOther'] as const) expect([who, (await fetchAs(t, adminLink, a[who].token)).statusCode]).toEqual([who, 403]);
    }
  });

  it('a reject needs a reason and an admin of the area; the member is told why, the audit keeps it', async () => {
    const home1 = adminOf(a.adminHome.id, 'admin', [home]);
    expect(await decide(t, 'real_name', home1, requestId, { action: 'reject' })).toMatchObject({ status: 400, key: 'verification.reason_required' });
    expect(await decide(t, 'real_name', home1, requestId, { action: 'reject', reason: '   ' })).toMatchObject({ status: 400 });
    expect(await decide(t, 'real_name', adminOf(a.adminOther.id, 'admin', [other]), requestId, { action: 'approve' })).toMatchObject({ status: 403, key: 'verification.other_area' });
    expect(await decide(t, 'real_name', home1, 999999, { action: 'approve' })).toMatchObject({ status: 404 });
    expect(await decide(t, 'real_name', home1, requestId, { action: 'reject', reason: '照片模糊，请重新拍摄' })).toEqual({ ok: true, status: 200 });
    expect(await decide(t, 'real_name', home1, requestId, { action: 'approve' })).toMatchObject({ status: 404, key: 'verification.not_pending' });
    const mine = await t.call<{ status: string; reason: string; id_number_masked: string }>('userVerifyGet', { token: a.member.token });
    expect(mine.data).toMatchObject({ status: 'failed', reason: '照片模糊，请重新拍摄' });
    const notices = await t.db.selectFrom('notice').select(['kind', 'ref_type', 'ref_id', 'link']).where('user_id', '=', a.member.id).where('ref_type', '=', 'real_name').execute();
    // bigint columns read back as strings on PostgreSQL.
    expect(notices.map((n) => ({ ...n, ref_id: Number(n.ref_id) }))).toEqual([{ kind: 'review_failed', ref_type: 'real_name', ref_id: requestId, link: '/pagesA/common/real-name' }]);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'site_area_id', 'target_id', 'detail']).where('action', 'like', 'verification.real_name.%').execute();
    expect(audit.map((r) => ({ ...r, target_id: Number(r.target_id) }))).toEqual([{ action: 'verification.real_name.reject', site_area_id: home, target_id: a.member.id, detail: { request_id: requestId, reason: '照片模糊，请重新拍摄' } }]);
    // Rejected: out of the queue.
    expect(await queues.real_name.find(t.db, requestId)).toBeNull();
  });

  it('after a rejection the member sends again; the approval makes them real-name verified everywhere', async () => {
    const again = await t.call<{ id: number; status: string }>('userVerifyPost', { token: a.member.token, body: { real_name: '林小明', id_type: 'passport', id_number: ID, photos } });
    expect([again.status, again.data.status]).toEqual([200, 'pending']);
    const detail = await t.call<RealNameReview>('adminRealNameReview', { token: a.adminHome.token, params: { id: again.data.id } });
    expect(detail.data.history).toMatchObject([{ id: requestId, status: 'failed', reason: '照片模糊，请重新拍摄' }]);
    // Through the console's queue calls (the module's declared queue): listed for the area's reviewer, not another area's.
    const listed = await t.call<{ list: Array<{ id: number; summary: string }> }>('consoleReviewItems', { token: a.reviewerHome.token, params: { queue: 'real_name' }, query: { limit: 50 } });
    expect(listed.data.list.map((i) => i.id)).toContain(again.data.id);
    expect(JSON.stringify(listed.data)).not.toContain(ID);
    const elsewhere = await t.call<{ list: Array<{ id: number }> }>('consoleReviewItems', { token: a.reviewerOther.token, params: { queue: 'real_name' }, query: { limit: 50 } });
    expect(elsewhere.data.list.map((i) => i.id)).not.toContain(again.data.id);
    const refused = await t.call<{ results: Array<{ ok: boolean; code: number }> }>('consoleReviewDecide', { token: a.reviewerOther.token, params: { queue: 'real_name' }, body: { ids: [again.data.id], action: 'approve' } });
    expect(refused.data.results).toMatchObject([{ ok: false, code: 403 }]);
    // A reviewer of the area approves (the console's decide holds 'review').
    const approved = await t.call<{ results: Array<{ ok: boolean }> }>('consoleReviewDecide', { token: a.reviewerHome.token, params: { queue: 'real_name' }, body: { ids: [again.data.id], action: 'approve' } });
    expect(approved.data.results).toMatchObject([{ ok: true }]);
    const self = await t.call<{ real_name_status: string }>('userInfo', { token: a.member.token });
    expect(self.data.real_name_status).toBe('passed');
    const pub = await t.call<{ verified: boolean }>('getOtherPeopleUser', { token: a.peer.token, params: { id: a.member.id } });
    expect(pub.data.verified).toBe(true);
    const passed = await t.db.selectFrom('notice').select('kind').where('user_id', '=', a.member.id).where('ref_id', '=', again.data.id).execute();
    expect(passed).toEqual([{ kind: 'review_passed' }]);
    expect((await t.call('userVerifyPost', { token: a.member.token, body: { real_name: '林小明', id_type: 'passport', id_number: ID, photos } })).status).toBe(409);
  });

  it('the ID number is masked in every other reply: my record, my profile, my public profile, notices, the admin user detail', async () => {
    const replies = [
      await t.call('userVerifyGet', { token: a.member.token }),
      await t.call('userInfo', { token: a.member.token }),
      await t.call('getUser', { token: a.member.token }),
      await t.call('getOtherPeopleUser', { token: a.peer.token, params: { id: a.member.id } }),
      await t.call('userNoteList', { token: a.member.token, query: { limit: 50 } }),
      await t.call('adminUserDetail', { token: a.adminHome.token, params: { id: a.member.id } }),
    ];
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.data)).not.toContain(ID);
    }
    expect((replies[0]!.data as { id_number_masked: string }).id_number_masked).toBe('E12****89');
  });
});
