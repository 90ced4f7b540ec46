import { PRIVATE_MEDIA } from '@haiwai/contracts/media';
import type { BusinessVerifyRecord, LicenceReview } from '@haiwai/contracts/verification';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { adminOf, decide, fetchAs, linkFor, queues, uploadPrivate, type Actor } from './support.js';

/**
 * Business verification (docs/verification.md): the owner sends the licence (private pictures of purpose `licence`),
 * the `company_licence` queue of the company's area, approve / reject / resend, the verified mark on the company page;
 * the licence unreachable to everyone but the owner and the admins of the company's area.
 */
describe('business verification', () => {
  let t: TestApp;
  const a = {} as Record<'owner' | 'peer' | 'outsider' | 'adminHome' | 'adminOther' | 'superadmin' | 'reviewerOther', Actor>;
  let home = 0;
  let other = 0;
  let company = 0;
  let peerCompany = 0;
  let licence: string[] = [];
  let requestId = 0;

  const addCompany = async (userId: number, title: string) =>
    (
      await t.db
        .insertInto('listing')
        .values({ kind: 'company', site_area_id: home, user_id: userId, title, currency: 'VND', images: '[]', attrs: JSON.stringify({ license_no: '0312345678' }), status: 'online', review_status: 'passed' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await startTestApp();
    t.app.log.level = 'silent';
    const areas = await t.db.selectFrom('site_area').select(['id', 'code']).orderBy('id').execute();
    home = (await t.db.selectFrom('app_user').select('site_area_id').where('username', '=', 'member').executeTakeFirstOrThrow()).site_area_id!;
    const otherArea = areas.find((x) => x.id !== home)!;
    other = otherArea.id;
    a.owner = await t.login('member');
    a.peer = await t.login('publisher');
    a.superadmin = await t.login('superadmin');
    a.adminHome = await t.login(`admin_${areas.find((x) => x.id === home)!.code}`);
    a.adminOther = await t.login(`admin_${otherArea.code}`);
    a.outsider = await t.newUser();
    const u = await t.newUser();
    await t.db.updateTable('app_user').set({ role: 'admin', site_area_id: other }).where('id', '=', u.id).execute();
    await sql`insert into staff_grant (user_id, site_area_id, role_key) values (${u.id}, ${other}, 'reviewer')`.execute(t.db);
    a.reviewerOther = { token: (await t.call<{ token: string }>('login', { body: { account: u.mobile, password: u.password }, ip: '10.7.9.1' })).data.token, id: u.id };
    company = await addCompany(a.owner.id, '西贡好味餐饮有限公司');
    peerCompany = await addCompany(a.peer.id, '安居地产');
  });
  afterAll(() => t?.close());

  it('the owner sends the licence; bad input, someone else’s company or pictures, and a second request are refused', async () => {
    const ups = [await uploadPrivate(t, a.owner.token, 'licence'), await uploadPrivate(t, a.owner.token, 'licence')];
    expect(ups.map((u) => [u.status, u.data.link?.startsWith(PRIVATE_MEDIA.pathPrefix)])).toEqual([[200, true], [200, true]]);
    licence = ups.map((u) => u.data.url);
    expect((await t.call('businessVerifyGet', { token: a.owner.token, params: { id: company } })).data).toBeNull();
    const peerPicture = (await uploadPrivate(t, a.peer.token, 'licence')).data.url;
    const idPhoto = (await uploadPrivate(t, a.owner.token, 'real_name')).data.url;
    const refused: Array<[string, unknown, string | null, number]> = [
      ['no token', { company_id: company, licence }, null, 401],
      ['no pictures', { company_id: company, licence: [] }, a.owner.token, 400],
      ['four pictures', { company_id: company, licence: [...licence, ...licence] }, a.owner.token, 400],
      ['company 0', { company_id: 0, licence }, a.owner.token, 400],
      ['no such company', { company_id: 999999, licence }, a.owner.token, 404],
      ['another’s company', { company_id: peerCompany, licence }, a.owner.token, 403],
      ['another’s picture', { company_id: company, licence: [peerPicture] }, a.owner.token, 400],
      ['an ID photo', { company_id: company, licence: [idPhoto] }, a.owner.token, 400],
      ['a public picture', { company_id: company, licence: ['/api/media/0123456789abcdef0123456789abcdef'] }, a.owner.token, 400],
    ];
    for (const [what, body, token, status] of refused) expect([what, (await t.call('businessVerifyPost', { token, lang: 'en', body })).status]).toEqual([what, status]);
    const sent = await t.call<BusinessVerifyRecord>('businessVerifyPost', { token: a.owner.token, body: { company_id: company, licence } });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ company_id: company, status: 'pending', licence });
    requestId = sent.data.id;
    const again = await t.call('businessVerifyPost', { token: a.owner.token, lang: 'en', body: { company_id: company, licence } });
    expect([again.status, again.message]).toEqual([409, 'This company already has a request waiting for review; please wait for the decision']);
    expect((await t.call('businessVerifyGet', { token: a.peer.token, params: { id: company } })).status).toBe(403);
    const row = await t.db.selectFrom('business_verification').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: company, user_id: a.owner.id, site_area_id: home, status: 'pending', reason: null, reviewer_id: null, reviewed_at: null });
  });

  it('waits in the queue of the company’s area, with the company’s public logo only', async () => {
    const mine = await queues.company_licence.pending(t.db, { areas: [home], limit: 50 });
    expect(mine.list.find((i) => i.id === requestId)).toMatchObject({ title: '西贡好味餐饮有限公司', summary: '0312345678', author: { id: a.owner.id }, app_path: `/pages/shop/detail?id=${company}` });
    expect(JSON.stringify(mine)).not.toContain(licence[0]!);
    expect((await queues.company_licence.pending(t.db, { areas: [other], limit: 50 })).total).toBe(0);
    expect((await queues.company_licence.counts(t.db, [home])).map((c) => c.count)).toEqual([1]);
  });

  it('the licence is readable by the owner, the area’s admins and super admins; nobody else, by link or directly', async () => {
    for (const url of licence) {
      for (const who of ['owner', 'adminHome', 'superadmin'] as const) expect([who, await linkFor(t, a[who].token, url)]).toEqual([who, expect.stringMatching(/^\/api\/media\/private\//)]);
      for (const who of ['peer', 'outsider', 'adminOther', 'reviewerOther'] as const) expect([who, await linkFor(t, a[who].token, url)]).toEqual([who, null]);
      expect((await t.call('mediaLinks', { body: { urls: [url] } })).status).toBe(401);
      for (const token of [undefined, a.owner.token, a.adminHome.token]) expect((await fetchAs(t, url, token)).statusCode).toBe(404);
      const ownerLink = (await linkFor(t, a.owner.token, url))!;
      for (const who of ['peer', 'adminOther'] as const) expect((await fetchAs(t, ownerLink, a[who].token)).statusCode).toBe(403);
    }
    const review = await t.call<LicenceReview>('adminLicenceReview', { token: a.adminHome.token, params: { id: requestId } });
    expect(review.status).toBe(200);
    expect(review.data).toMatchObject({ id: requestId, site_area_id: home, company: { id: company, licence_no: '0312345678' }, user: { id: a.owner.id } });
    for (const link of review.data.licence_links) expect((await fetchAs(t, link!, a.adminHome.token)).statusCode).toBe(200);
    for (const [who, status] of [['adminOther', 403], ['reviewerOther', 403], ['owner', 403], ['peer', 403]] as const) {
      expect([who, (await t.call('adminLicenceReview', { token: a[who].token, params: { id: requestId } })).status]).toEqual([who, status]);
    }
    expect((await t.call('adminLicenceReview', { params: { id: requestId } })).status).toBe(401);
    expect((await t.call('adminLicenceReview', { token: a.adminHome.token, params: { id: 999999 } })).status).toBe(404);
  });

  it('a rejection tells the owner why; the owner sends again; the approval gives the company its verified mark', async () => {
    const admin = adminOf(a.adminHome.id, 'admin', [home]);
    expect(await decide(t, 'company_licence', adminOf(a.adminOther.id, 'admin', [other]), requestId, { action: 'approve' })).toMatchObject({ status: 403 });
    expect(await decide(t, 'company_licence', admin, requestId, { action: 'reject' })).toMatchObject({ status: 400 });
    expect(await decide(t, 'company_licence', admin, requestId, { action: 'reject', reason: '执照已过期' })).toEqual({ ok: true, status: 200 });
    expect((await t.call<BusinessVerifyRecord>('businessVerifyGet', { token: a.owner.token, params: { id: company } })).data).toMatchObject({ status: 'failed', reason: '执照已过期' });
    expect((await t.call<{ verified: boolean }>('companyPage', { params: { id: company } })).data.verified).toBe(false);

    const resent = await t.call<BusinessVerifyRecord>('businessVerifyPost', { token: a.owner.token, body: { company_id: company, licence: [licence[1]!] } });
    expect([resent.status, resent.data.status]).toEqual([200, 'pending']);
    expect(await decide(t, 'company_licence', admin, resent.data.id, { action: 'approve' })).toEqual({ ok: true, status: 200 });
    expect((await t.call<{ verified: boolean }>('companyPage', { params: { id: company } })).data.verified).toBe(true);
    expect((await t.call<{ verified: boolean }>('companyPage', { params: { id: peerCompany } })).data.verified).toBe(false);
    expect((await t.call('businessVerifyPost', { token: a.owner.token, lang: 'en', body: { company_id: company, licence } })).status).toBe(409);

    const notices = await t.db.selectFrom('notice').select(['kind', 'link']).where('user_id', '=', a.owner.id).where('ref_type', '=', 'company').orderBy('id').execute();
    expect(notices).toEqual([
      { kind: 'review_failed', link: `/pages/shop/company?id=${company}` },
      { kind: 'review_passed', link: `/pages/shop/company?id=${company}` },
    ]);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'target_type', 'target_id']).where('action', 'like', 'verification.licence.%').orderBy('id').execute();
    expect(audit.map((r) => ({ ...r, target_id: Number(r.target_id) }))).toEqual([
      { action: 'verification.licence.reject', target_type: 'company', target_id: company },
      { action: 'verification.licence.approve', target_type: 'company', target_id: company },
    ]);
  });

  it('two sends at once make one request', async () => {
    const second = await addCompany(a.owner.id, '第二家公司');
    const pic = (await uploadPrivate(t, a.owner.token, 'licence')).data.url;
    const replies = await Promise.all([1, 2, 3].map(() => t.call('businessVerifyPost', { token: a.owner.token, body: { company_id: second, licence: [pic] } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await t.db.selectFrom('business_verification').select('id').where('company_id', '=', second).execute()).length).toBe(1);
  });
});
