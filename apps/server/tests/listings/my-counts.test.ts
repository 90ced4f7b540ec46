import sharp from 'sharp';
import { LISTING_KIND_NAMES, type ListingStatus, type ReviewStatus } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * GET /api/listing/mine/counts: Me's overview of what I publish, every kind with its listings counted by state
 * (disjoint states, deleted ones left out), only mine, only for a logged-in user.
 */
let t: TestApp;
let hcm: number;
type Count = { kind: string; total: number; live: number; reviewing: number; failed: number; expired: number; offline: number; sold: number; off_shelf: number };

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});
afterAll(() => t?.close());

/** A listing of mine written straight to the table in the given state. */
async function row(userId: number, kind: string, status: ListingStatus, review: ReviewStatus, extra: { expires_at?: Date; deleted_at?: Date } = {}) {
  await t.db
    .insertInto('listing')
    .values({ kind, site_area_id: hcm, user_id: userId, title: `${kind} ${status}`, currency: 'VND', images: '[]', attrs: '{}', status, review_status: review, ...extra })
    .execute();
}

const countsOf = async (token: string) => {
  const r = await t.call<Count[]>('myListingCounts', { token, siteAreaId: hcm });
  expect(r.status, r.message).toBe(200);
  return Object.fromEntries(r.data.map((c) => [c.kind, c]));
};

describe('my listing counts', () => {
  it('asks a visitor to log in', async () => {
    expect((await t.call('myListingCounts')).status).toBe(401);
  });

  it('gives a newcomer every kind, in declaration order, all zero', async () => {
    const me = await t.newUser();
    const r = await t.call<Count[]>('myListingCounts', { token: me.token });
    expect(r.data.map((c) => c.kind)).toEqual(LISTING_KIND_NAMES);
    for (const c of r.data) expect(c).toEqual({ kind: c.kind, total: 0, live: 0, reviewing: 0, failed: 0, expired: 0, offline: 0, sold: 0, off_shelf: 0 });
  });

  it('counts each of my listings once, by where it stands, and no one else’s', async () => {
    const me = await t.newUser();
    const other = await t.newUser();
    const past = new Date(Date.now() - 86_400_000);
    const later = new Date(Date.now() + 86_400_000 * 10);
    await row(me.id, 'housing', 'online', 'passed', { expires_at: later });
    await row(me.id, 'housing', 'online', 'passed');
    await row(me.id, 'housing', 'online', 'passed', { expires_at: past });
    await row(me.id, 'housing', 'reviewing', 'pending');
    await row(me.id, 'housing', 'reviewing', 'failed');
    await row(me.id, 'housing', 'off-shelf', 'failed');
    await row(me.id, 'housing', 'offline', 'passed');
    await row(me.id, 'housing', 'sold', 'passed');
    await row(me.id, 'housing', 'off-shelf', 'passed');
    await row(me.id, 'housing', 'online', 'passed', { deleted_at: past });
    await row(me.id, 'shGoods', 'on-sale', 'passed');
    await row(other.id, 'housing', 'online', 'passed');
    await row(other.id, 'car', 'online', 'passed');

    const mine = await countsOf(me.token);
    expect(mine.housing).toEqual({ kind: 'housing', total: 9, live: 2, reviewing: 1, failed: 2, expired: 1, offline: 1, sold: 1, off_shelf: 1 });
    expect(mine.shGoods).toMatchObject({ total: 1, live: 1 });
    expect(mine.car).toMatchObject({ total: 0 });
    const theirs = await countsOf(other.token);
    expect(theirs.housing).toMatchObject({ total: 1, live: 1 });
    expect(theirs.car).toMatchObject({ total: 1, live: 1 });
  });

  it('counts what I publish through the API: waiting for review where the area reviews', async () => {
    const me = await t.newUser();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const up = await upload(t, png, { token: me.token, type: 'image/png', filename: 'a.png' });
    const cats = await t.call<Array<{ id: number }>>('housingCategory', { siteAreaId: hcm });
    const saved = await t.call<{ id: number; status: string }>('housingSave', {
      token: me.token,
      siteAreaId: hcm,
      body: { title: '两房一厅公寓出租 近第一郡', description: '拎包入住，家具齐全', price: 12000000, category_id: cats.data[0]!.id, images: [up.body.data.url], deal: 'rent', area_sqm: 65, rooms: 2 },
    });
    expect(saved.status, saved.message).toBe(200);
    const mine = await countsOf(me.token);
    expect(mine.housing).toMatchObject({ total: 1, [saved.data.status === 'reviewing' ? 'reviewing' : 'live']: 1 });
    // Deleted by its owner: gone from the counts.
    expect((await t.call('housingRemove', { token: me.token, params: { id: saved.data.id } })).status).toBe(200);
    expect((await countsOf(me.token)).housing).toMatchObject({ total: 0 });
  });
});
