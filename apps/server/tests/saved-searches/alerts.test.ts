import type { ApiData, ApiName } from '@haiwai/contracts';
import { LISTING_KINDS } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { MemoryRateLimiter } from '../../src/core/rate-limit.js';
import { SWEEP_KIND } from '../../src/modules/saved-searches/alerts.js';
import { worldOf, type Detail, type World } from '../listings/support/fixtures.js';
import { validBody } from '../listings/support/generator.js';
import { signedRequest } from '../support/http-call.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The alerts: a durable sweep finds each saved search's new matches and sends one digest notice, at most one per search
 * and day, never a listing the member was sent before, and all of it holds when the app is stopped and a new one starts
 * on the same database (the timer's jobs and the sent record are rows, not memory).
 */
type Saved = ApiData<'savedSearchSave'>;
type Notices = ApiData<'userNoteList'>;

let t: TestApp;
let w: World;
/** The app the test talks to: the harness's first, then the one started on the same database. */
let app: FastifyInstance;
let restarted: FastifyInstance | null = null;
let seeker: { token: string; id: number };
let landlord: { token: string; id: number };
let blocked: { token: string; id: number };
let district = 0;
const MATCH = { deal: 'rent', rooms: 2 };

/** One call of the API table on `app` (whichever is running), signed, in the HCMC area. */
async function call<T>(name: ApiName, opts: { token?: string; body?: object; params?: Record<string, number>; query?: Record<string, string | number> } = {}) {
  const req = signedRequest(name, { ...opts, signKey: t.config.SIGN_KEY });
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.path,
    headers: { 'content-type': 'application/json', lang: 'zh', siteareaid: String(w.hcm), terminal: '3', ...(opts.token ? { token: opts.token } : {}) },
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  const json = res.json() as { code: number; message: string; data: T };
  return { status: res.statusCode, ...json };
}

/** A live house in District 7 (approved by the super admin), matching the search unless `over` says otherwise. */
async function house(who: { token: string }, over: Record<string, unknown> = {}): Promise<Detail> {
  const body = validBody(LISTING_KINDS.housing, w.refs('housing', w.hcm), 1, { district_id: district, ...MATCH, ...over });
  const made = await call<Detail>('housingSave', { token: who.token, body });
  if (made.status !== 200) throw new Error(`${made.status} ${made.message}`);
  const live = await call<Detail>('housingAdminAdopt', { token: w.superAdmin.token, params: { id: made.data.id }, body: {} });
  expect(live.status).toBe(200);
  return live.data;
}

/** Lets the next sweep's time come (its pending jobs made due now) and runs what is due, on the running app. */
async function sweep() {
  await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000) }).where('kind', '=', SWEEP_KIND).where('status', '=', 'pending').execute();
  let ran = 0;
  for (let i = 0; i < 10; i++) {
    const n = await app.timers.runDue();
    ran += n;
    if (!n) break;
  }
  return ran;
}

const digests = async (userId = seeker.id) =>
  t.db.selectFrom('notice').select(['id', 'title', 'body', 'link', 'ref_id']).where('user_id', '=', userId).where('kind', '=', 'saved_search').orderBy('id').execute();
const sentTo = async (userId = seeker.id) => (await t.db.selectFrom('saved_search_sent').select('listing_id').where('user_id', '=', userId).orderBy('listing_id').execute()).map((r) => r.listing_id);
/** "A day passes" for the digest limit: the last digest moved back a day (the database's clock is not ours to move). */
const aDayPasses = () => sql`update saved_search set last_digest_at = last_digest_at - interval '25 hours' where last_digest_at is not null`.execute(t.db);

beforeAll(async () => {
  t = await startTestApp();
  app = t.app;
  w = await worldOf(t);
  district = w.districts[w.hcm]![2]!;
  const [a, b, c] = [await t.newUser(), await t.newUser(), await t.newUser()];
  seeker = { token: a.token, id: a.id };
  landlord = { token: b.token, id: b.id };
  blocked = { token: c.token, id: c.id };
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

describe('saved search alerts', () => {
  let searchId = 0;
  const sent: number[] = [];

  it('sends one digest with the new matches only: not older ones, not the member’s own, not a blocked person’s, not non-matches', async () => {
    const older = await house(landlord);
    const saved = await call<Saved>('savedSearchSave', { token: seeker.token, body: { kind: 'housing', name: '七郡两房', query: { district_id: district, ...MATCH } } });
    expect(saved.status).toBe(200);
    searchId = saved.data.id;
    // Published before the search was saved: not news (its publication moved back, as a listing approved a minute ago).
    await t.db.updateTable('listing').set({ published_at: sql`now() - interval '1 minute'` }).where('id', '=', older.id).execute();
    expect((await call('shieldingSave', { token: seeker.token, body: { user_id: blocked.id, action: 'block' } })).status).toBe(200);
    const a = await house(landlord);
    const b = await house(landlord, { title: '第七郡两房出租，拎包入住' });
    await house(landlord, { deal: 'sale' });
    await house(landlord, { rooms: 3 });
    await house(seeker);
    await house(blocked);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const d = await digests();
    expect(d).toHaveLength(1);
    expect(d[0]!.link).toBe(`/pages/house/list?deal=rent&district_id=${district}&rooms=2`);
    expect(Number(d[0]!.ref_id)).toBe(searchId);
    expect(await sentTo()).toEqual([a.id, b.id].sort((x, y) => x - y));
    sent.push(a.id, b.id);

    // As the member reads it, in their language.
    const list = await call<Notices>('userNoteList', { token: seeker.token, query: { limit: 10 } });
    const notice = list.data.list.find((n) => n.kind === 'saved_search')!;
    expect(notice.title).toBe('“七郡两房”有 2 条新信息');
    expect(notice.body).toContain('“第七郡两房出租，拎包入住”');
    const saved2 = (await call<ApiData<'savedSearchList'>>('savedSearchList', { token: seeker.token })).data.list[0]!;
    expect(saved2.last_digest_at).toBeGreaterThan(0);
  });

  it('sends nothing more the same day, even when new matches come; the sweep goes on every interval', async () => {
    const c = await house(landlord);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await digests()).toHaveLength(1);
    expect(await sentTo()).toEqual(sent);
    sent.push(c.id);
    const pending = await t.db.selectFrom('scheduled_job').select('key').where('kind', '=', SWEEP_KIND).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
  });

  it('holds across a restart: a new app on the same database sends only the new matches, once, then waits a day', async () => {
    await app.close();
    restarted = await buildApp({ config: t.config, database: t.database, limiter: new MemoryRateLimiter(), redis: null });
    await restarted.ready();
    app = restarted;
    // The start scheduled nothing new: the current interval's sweep ran, the next one is pending.
    expect(await t.db.selectFrom('scheduled_job').select('key').where('kind', '=', SWEEP_KIND).where('status', '=', 'pending').execute()).toHaveLength(1);

    const d = await house(landlord);
    await aDayPasses();
    await sweep();
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(await sentTo()).toEqual([...sent, d.id].sort((x, y) => x - y));
    const second = await call<Notices>('userNoteList', { token: seeker.token, query: { limit: 10 } });
    expect(second.data.list.find((n) => n.id === all[1]!.id)?.title).toBe('“七郡两房”有 2 条新信息');
    sent.push(d.id);

    // Run again at once, and again a day later with nothing new: no more digests.
    await sweep();
    await aDayPasses();
    await sweep();
    expect(await digests()).toHaveLength(2);
  });

  it('never sends a listing the member already saw in a digest, through another search either', async () => {
    const broad = await call<Saved>('savedSearchSave', { token: seeker.token, body: { kind: 'housing', query: { deal: 'rent' } } });
    // This one has watched since before any of them was published.
    await sql`update saved_search set created_at = now() - interval '1 day', checked_at = now() - interval '1 day' where id = ${broad.data.id}`.execute(t.db);
    const e = await house(landlord, { rooms: 1 });
    await sweep();
    const all = await digests();
    expect(all).toHaveLength(3);
    expect(Number(all[2]!.ref_id)).toBe(broad.data.id);
    const newly = (await sentTo()).filter((id) => !sent.includes(id));
    // The broad search's digest: the house with one room and the three-room one of the first test, none sent before.
    expect(newly).toContain(e.id);
    expect(newly.every((id) => !sent.includes(id))).toBe(true);
    const count = Number(/有 (\d+) 条/.exec((await call<Notices>('userNoteList', { token: seeker.token, query: { limit: 1 } })).data.list[0]!.title)?.[1]);
    expect(count).toBe(newly.length);
  });

  it('sends nothing for a paused search; resumed, the next digest brings what came meanwhile', async () => {
    await aDayPasses();
    const mine = (await call<ApiData<'savedSearchList'>>('savedSearchList', { token: seeker.token })).data.list;
    for (const s of mine) expect((await call('savedSearchUpdate', { token: seeker.token, params: { id: s.id }, body: { paused: true } })).status).toBe(200);
    const f = await house(landlord);
    await sweep();
    const before = await digests();
    expect(await sentTo()).not.toContain(f.id);
    expect((await call('savedSearchUpdate', { token: seeker.token, params: { id: searchId }, body: { paused: false } })).status).toBe(200);
    await sweep();
    const after = await digests();
    expect(after).toHaveLength(before.length + 1);
    expect(Number(after.at(-1)!.ref_id)).toBe(searchId);
    expect(await sentTo()).toContain(f.id);
  });

  it('sends a deleted search’s member nothing more for it', async () => {
    await aDayPasses();
    const list = (await call<ApiData<'savedSearchList'>>('savedSearchList', { token: seeker.token })).data.list;
    for (const s of list) expect((await call('savedSearchDelete', { token: seeker.token, params: { id: s.id } })).status).toBe(200);
    await house(landlord);
    const n = (await digests()).length;
    await sweep();
    expect(await digests()).toHaveLength(n);
  });
});
