import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrustTierLookup } from '../../src/modules/trust/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Tiers {
  phone: boolean;
  real_name: boolean;
  business: boolean;
  vip: boolean;
}
const NONE: Tiers = { phone: false, real_name: false, business: false, vip: false };

let t: TestApp;
let hcm: number;
beforeAll(async () => {
  t = await startTestApp();
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});

/** A live listing of `userId`, written straight to the table. */
async function listingOf(userId: number, kind: 'housing' | 'company', title: string): Promise<number> {
  const row = await t.db
    .insertInto('listing')
    .values({ kind, site_area_id: hcm, user_id: userId, title, currency: 'VND', images: '[]', attrs: '{}', status: 'online', review_status: 'passed', published_at: new Date() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
afterAll(() => t.close());

/** Makes `userId` real-name verified, business verified (on a company of theirs) and a VIP, straight in the tables. */
async function verifyEverything(userId: number) {
  await t.db.insertInto('user_verify').values({ user_id: userId, real_name: '王小明', id_type: 'passport', id_number: 'E12345678', photos: JSON.stringify([]), status: 'passed' }).execute();
  const company = await listingOf(userId, 'company', '明星贸易有限公司');
  await sql`insert into business_verification (company_id, user_id, site_area_id, licence, status) values (${company}, ${userId}, ${hcm}, '[]'::jsonb, 'passed')`.execute(t.db);
  await t.db.insertInto('vip_member').values({ user_id: userId, vip_until: new Date(Date.now() + 86_400_000), tier: 'month', live_limit: 50, free_top_days: 0, updated_at: new Date() }).execute();
}

describe('trust tiers', () => {
  it('a new member has a verified phone and nothing else; each tier shows once earned, a pending request does not count', async () => {
    const a = await t.newUser();
    const lookup = new TrustTierLookup(t.db);
    expect(await lookup.one(a.id)).toEqual({ ...NONE, phone: true });
    await t.db.insertInto('user_verify').values({ user_id: a.id, real_name: '李四', id_type: 'id_card', id_number: '110101199001011234', photos: JSON.stringify([]), status: 'pending' }).execute();
    expect((await lookup.one(a.id)).real_name).toBe(false);
    await verifyEverything(a.id);
    expect(await lookup.one(a.id)).toEqual({ phone: true, real_name: true, business: true, vip: true });
    // A VIP membership that ran out is no tier; an account without a mobile (WeChat login) has no phone tier.
    await t.db.updateTable('vip_member').set({ vip_until: new Date(Date.now() - 1000) }).where('user_id', '=', a.id).execute();
    await t.db.updateTable('app_user').set({ mobile: null }).where('id', '=', a.id).execute();
    expect(await lookup.one(a.id)).toEqual({ phone: false, real_name: true, business: true, vip: false });
  });

  it('a batch of people is one lookup; unknown ids answer no tier', async () => {
    const [a, b] = [await t.newUser(), await t.newUser()];
    await verifyEverything(b.id);
    const tiers = await new TrustTierLookup(t.db).of([a.id, b.id, a.id, 2_000_000_000]);
    expect(tiers.get(a.id)).toEqual({ ...NONE, phone: true });
    expect(tiers.get(b.id)).toEqual({ phone: true, real_name: true, business: true, vip: true });
    expect(tiers.get(2_000_000_000)).toEqual(NONE);
  });

  it('a public profile carries the person’s tiers', async () => {
    const a = await t.newUser();
    const viewer = await t.newUser();
    await verifyEverything(a.id);
    const profile = await t.call<{ tiers: Tiers }>('getOtherPeopleUser', { token: viewer.token, params: { id: a.id } });
    expect(profile.status).toBe(200);
    expect(profile.data.tiers).toEqual({ phone: true, real_name: true, business: true, vip: true });
    const anonymous = await t.call<{ tiers: Tiers }>('getOtherPeopleUser', { params: { id: viewer.id } });
    expect(anonymous.data.tiers).toEqual({ ...NONE, phone: true });
  });

  it('listing cards, a listing’s detail and a company page show the publisher’s tiers', async () => {
    const [owner, plain] = [await t.newUser(), await t.newUser()];
    await verifyEverything(owner.id);
    const listing = { id: await listingOf(owner.id, 'housing', '富美兴两房出租'), user_id: owner.id, site_area_id: hcm };
    await listingOf(plain.id, 'housing', '第一郡单间出租');
    const expected: Tiers = { phone: true, real_name: true, business: true, vip: true };
    const detail = await t.call<{ user: { tiers: Tiers; is_vip: boolean } }>('housingInfo', { params: { id: listing.id }, siteAreaId: listing.site_area_id });
    expect(detail.status).toBe(200);
    expect(detail.data.user.tiers).toEqual(expected);
    expect(detail.data.user.is_vip).toBe(true);
    const list = await t.call<{ list: Array<{ id: number; user: { id: number; tiers: Tiers } }> }>('housingList', { query: { limit: 50 }, siteAreaId: listing.site_area_id });
    expect(list.status).toBe(200);
    expect(list.data.list.length).toBeGreaterThan(0);
    for (const card of list.data.list) expect(Object.keys(card.user.tiers).sort()).toEqual(['business', 'phone', 'real_name', 'vip']);
    expect(list.data.list.find((c) => c.user.id === owner.id)?.user.tiers).toEqual(expected);
    expect(list.data.list.find((c) => c.user.id === plain.id)?.user.tiers).toEqual({ ...NONE, phone: true });
    const company = await t.db.selectFrom('listing').select('id').where('kind', '=', 'company').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    const page = await t.call<{ company: { user: { id: number; tiers: Tiers } } }>('companyPage', { params: { id: company.id }, siteAreaId: hcm });
    expect(page.status, page.message).toBe(200);
    expect(page.data.company.user.tiers).toEqual(expected);
  });

  it('the chat header (conversation info and list) carries the other person’s tiers', async () => {
    const [a, b] = [await t.newUser(), await t.newUser()];
    await verifyEverything(b.id);
    const sent = await t.call<{ conversation_id: number }>('chatSend', { token: a.token, body: { other_user_id: b.id, type: 'text', content: { text: '你好' } } });
    expect(sent.status).toBe(200);
    const info = await t.call<{ other_tiers: Tiers }>('chatConversationInfo', { token: a.token, query: { conversation_id: sent.data.conversation_id } });
    expect(info.data.other_tiers).toEqual({ phone: true, real_name: true, business: true, vip: true });
    const list = await t.call<{ list: Array<{ id: number; other_tiers: Tiers }> }>('chatConversationList', { token: b.token });
    expect(list.data.list.find((c) => c.id === sent.data.conversation_id)?.other_tiers).toEqual({ ...NONE, phone: true });
  });
});
