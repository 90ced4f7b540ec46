import { LISTING_KIND_NAMES, LISTING_KINDS, type ListingCard, type ListingKindDef } from '@haiwai/contracts';
import { sql, type SqlBool } from 'kysely';
import { liveWhere } from '../../src/modules/listings/cards.js';
import { readPage } from '../../src/modules/listings/pages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { asQuery, fieldValue, fieldWhere, validBody } from './support/generator.js';
import { ok, worldOf, type Detail, type Kind, type Page, type Who, type World } from './support/fixtures.js';

/**
 * The contract every listing kind keeps, run against each declaration in LISTING_KINDS: create,
 * validation, read, filters, sorts, cursor paging, top placement, expiry, edits, the status life cycle,
 * delete and restore, and who may do what (owner, another user, no token, the area's admin, another
 * area's admin, super admin), with an audit row for every admin action.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
});
afterAll(() => t.close());

const ids = (p: { list: Array<{ id: number }> }) => p.list.map((c) => c.id);
const DAY = 86_400;

describe.each(LISTING_KIND_NAMES)('listing kind %s', (kind: Kind) => {
  const def: ListingKindDef = LISTING_KINDS[kind];
  const live = def.liveStatus;
  let owner: Who;
  let stranger: Who;
  const touched: number[] = [];
  beforeAll(async () => {
    owner = await w.publisher(kind, w.hcm);
    stranger = await t.newUser().then((u) => ({ token: u.token, id: u.id }));
  });
  const call = <T = Detail>(action: string, opts: Parameters<World['kindCall']>[2] = {}) => w.kindCall<T>(kind, action, { siteAreaId: w.hcm, ...opts });
  const listIds = async (query: Record<string, string | number | undefined> = {}, siteAreaId = w.hcm) => ids((await ok(call<Page>('list', { siteAreaId, query: { limit: 50, ...query } }))).data);

  it('creates: waits for review where the area reviews, straight online where it does not', async () => {
    const body = validBody(def, w.refs(kind, w.hcm), 0);
    const r = await ok(call('save', { token: owner.token, body }));
    const d = r.data;
    touched.push(d.id);
    expect(d).toMatchObject({ kind, site_area_id: w.hcm, status: 'reviewing', review_status: 'pending', title: body.title, currency: 'VND', is_owner: true, deleted: false });
    expect(d.can).toMatchObject({ edit: true, remove: true, renew: false });
    for (const name of Object.keys(def.fields)) expect(d[name]).toEqual(body[name]);
    expect(d.images).toEqual(body.images);
    if (def.publisher === 'company') expect(d.company).not.toBeNull();
    // Waiting for review: nobody else sees it.
    expect(await listIds()).not.toContain(d.id);
    expect((await call('info', { params: { id: d.id } })).status).toBe(404);
    expect((await call('info', { token: stranger.token, params: { id: d.id } })).status).toBe(404);
    expect((await call('info', { token: owner.token, params: { id: d.id } })).status).toBe(200);
    expect((await call('adminInfo', { token: w.adminHcm.token, params: { id: d.id } })).status).toBe(200);

    const dn = await w.create(await w.publisher(kind, w.danang), kind, w.danang, 0);
    expect(dn).toMatchObject({ status: live, review_status: 'passed', site_area_id: w.danang });
    expect(dn.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * DAY);
    expect(await listIds({}, w.danang)).toContain(dn.id);
  });

  it('refuses invalid bodies, naming each field, with a message in zh, en and vi', async () => {
    const before = await t.db.selectFrom('listing').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    const good = validBody(def, w.refs(kind, w.hcm), 1);
    const fieldsOf = async (body: Record<string, unknown>, lang = 'zh') => {
      const r = await call<{ fields: Record<string, string> }>('save', { token: owner.token, body, lang });
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      return r.data.fields;
    };
    const { title: _title, ...noTitle } = good;
    expect(Object.keys(await fieldsOf(noTitle))).toContain('body.title');
    const required = fieldWhere(def, (f) => Boolean(f.required));
    if (required) {
      const { [required[0]]: _gone, ...missing } = good;
      expect(Object.keys(await fieldsOf(missing))).toContain(`body.${required[0]}`);
    }
    expect(Object.keys(await fieldsOf({ ...good, title: { text: 'x' } }))).toContain('body.title');
    const numeric = fieldWhere(def, (f) => f.type === 'int' || f.type === 'number');
    if (numeric) expect(Object.keys(await fieldsOf({ ...good, [numeric[0]]: 'many' }))).toContain(`body.${numeric[0]}`);
    const enumField = fieldWhere(def, (f) => f.type === 'enum');
    if (enumField) expect(Object.keys(await fieldsOf({ ...good, [enumField[0]]: 'no_such_option' }))).toContain(`body.${enumField[0]}`);
    expect(Object.keys(await fieldsOf({ ...good, title: '长'.repeat(def.title.max + 1) }))).toContain('body.title');
    expect(Object.keys(await fieldsOf({ ...good, description: 'x'.repeat(def.description.max + 1) }))).toContain('body.description');
    const text = fieldWhere(def, (f) => f.type === 'text');
    if (text && text[1].type === 'text') expect(Object.keys(await fieldsOf({ ...good, [text[0]]: 'y'.repeat(text[1].max + 1) }))).toContain(`body.${text[0]}`);
    // A negative price; a kind without prices takes none at all.
    expect(Object.keys(await fieldsOf({ ...good, price: def.price ? -1 : 100 }))).toContain('body.price');
    expect(Object.keys(await fieldsOf({ ...good, images: Array.from({ length: def.images.max + 1 }, () => w.images[0]) }))).toContain('body.images');
    if (def.images.min > 0) expect(Object.keys(await fieldsOf({ ...good, images: [] }))).toContain('body.images');
    expect(Object.keys(await fieldsOf({ ...good, images: ['https://example.com/x.jpg'] }))).toContain('body.images.0');
    // References the database knows: a category of the kind, a district of the area, an uploaded image.
    expect(await fieldsOf({ ...good, category_id: 999_999 })).toHaveProperty('body.category_id');
    const foreignGroup = kind === 'housing' ? w.categories.car[0] : w.categories.housing[0];
    expect(await fieldsOf({ ...good, category_id: foreignGroup })).toHaveProperty('body.category_id');
    expect(await fieldsOf({ ...good, district_id: w.districts[w.hanoi]![0] })).toHaveProperty('body.district_id');
    expect(await fieldsOf({ ...good, images: [`/api/media/${'ab'.repeat(16)}`] })).toHaveProperty('body.images');

    // The same failure read in three languages.
    const msgs: Record<string, { message: string; field: string }> = {};
    for (const lang of ['zh', 'en', 'vi']) {
      const r = await call<{ fields: Record<string, string> }>('save', { token: owner.token, body: { ...good, title: 'x'.repeat(def.title.max + 1) }, lang });
      expect(r.status).toBe(400);
      msgs[lang] = { message: r.message, field: r.data.fields['body.title']! };
      expect(r.message).toContain(r.data.fields['body.title']);
      expect(r.message).not.toMatch(/^(error|field)\./);
    }
    expect(msgs.zh!.field).toMatch(/[\u4e00-\u9fff]/);
    expect(msgs.en!.field).toMatch(/^[\x20-\x7e]+$/);
    expect(msgs.vi!.field).not.toBe(msgs.en!.field);
    const district = await call('save', { token: owner.token, body: { ...good, district_id: w.districts[w.hanoi]![0] }, lang: 'en' });
    expect(district.message).toBe('Choose a district of this site');

    const after = await t.db.selectFrom('listing').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads: visitors are asked to log in for the contact, members see the phone; locked fields stay hidden until unlocked', async () => {
    const d = await w.live(owner, kind, w.hcm, 2);
    touched.push(d.id);
    const locked = Object.entries(def.fields).filter(([, f]) => f.locked).map(([n]) => n);
    const visitor = (await ok(call('info', { params: { id: d.id } }))).data;
    expect(visitor).toMatchObject({ contact_hidden: 'login', contact_phone: null, contact_name: null, is_owner: false, review_reason: null });
    expect(visitor.can).toEqual({ edit: false, offline: false, online: false, sold: false, renew: false, remove: false });
    const member = (await ok(call('info', { token: stranger.token, params: { id: d.id } }))).data;
    if (locked.length) {
      expect(member).toMatchObject({ contact_hidden: 'locked', contact_phone: null });
      for (const n of locked) expect(member[n]).toBeNull();
    } else {
      expect(member).toMatchObject({ contact_hidden: 'none', contact_phone: d.contact_phone });
      expect(member.contact_phone).toMatch(/^\+84/);
    }
    const mine = (await ok(call('info', { token: owner.token, params: { id: d.id } }))).data;
    expect(mine.contact_hidden).toBe('none');
    for (const n of locked) expect(mine[n]).not.toBeNull();
    const admin = (await ok(call('adminInfo', { token: w.adminHcm.token, params: { id: d.id } }))).data;
    for (const n of locked) expect(admin[n]).toEqual(mine[n]);
    // Cards never carry locked fields; they carry the declared card fields.
    const card = (await ok(call<Page>('list', { query: { limit: 50 } }))).data.list.find((c) => c.id === d.id) as ListingCard;
    expect(card).toBeDefined();
    for (const n of locked) expect(card).not.toHaveProperty(n);
    for (const [n, f] of Object.entries(def.fields)) if (f.card && !f.locked) expect(card).toHaveProperty(n);
    expect(card.cover).toBe(d.images[0] ?? null);
  });

  describe('lists (review switched off in the area)', () => {
    let pub: Who;
    let set: Detail[] = [];
    const bodies: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      pub = await w.publisher(kind, w.danang);
      for (let n = 0; n < 5; n++) {
        bodies.push(validBody(def, w.refs(kind, w.danang), n));
        set.push(await w.create(pub, kind, w.danang, n));
      }
      set = set.map((d) => ({ ...d }));
    });
    const inSet = (got: number[]) => got.filter((id) => set.some((d) => d.id === id));

    it('filters by each declared filter', async () => {
      expect(def.filters.length).toBeGreaterThan(0);
      for (const f of def.filters) {
        const values = bodies.map((b) => b[f.field]);
        let query: Record<string, string | number>;
        let expected: number[];
        if (f.mode === 'range') {
          const sorted = [...values].map(Number).sort((a, b) => a - b);
          const [lo, hi] = [sorted[1]!, sorted[3]!];
          query = f.field === 'price' ? { price_min: lo, price_max: hi } : { [`${f.field}_min`]: lo, [`${f.field}_max`]: hi };
          expected = set.filter((_, i) => Number(values[i]) >= lo && Number(values[i]) <= hi).map((d) => d.id);
        } else {
          const v = values[1];
          query = { [f.field]: asQuery(v) };
          expected = set.filter((_, i) => JSON.stringify(values[i]) === JSON.stringify(v) || (Array.isArray(v) && Array.isArray(values[i]) && (values[i] as unknown[]).some((x) => (v as unknown[]).includes(x)))).map((d) => d.id);
        }
        const got = await listIds(query, w.danang);
        expect(inSet(got).sort(), `${f.field} ${JSON.stringify(query)}`).toEqual(expected.sort());
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(set.length);
      }
      // A minimum above the maximum is refused rather than silently empty.
      if (def.price) expect((await call('list', { siteAreaId: w.danang, query: { price_min: 10, price_max: 1 } })).status).toBe(400);
    });

    it('sorts by each declared order', async () => {
      // Views for `popular`: three people see #3, one sees #1; the owner's own views do not count.
      for (const ip of ['10.50.0.1', '10.50.0.2', '10.50.0.3']) await ok(call('info', { siteAreaId: w.danang, params: { id: set[3]!.id }, ip }));
      await ok(call('info', { siteAreaId: w.danang, params: { id: set[1]!.id }, ip: '10.50.0.1' }));
      await ok(call('info', { siteAreaId: w.danang, params: { id: set[1]!.id }, ip: '10.50.0.1' }));
      await ok(call('info', { siteAreaId: w.danang, token: pub.token, params: { id: set[0]!.id } }));
      for (const sort of def.sorts) {
        const page = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { sort, limit: 50 } }))).data;
        const list = page.list;
        const pairs = list.slice(1).map((c, i) => [list[i]!, c] as const);
        for (const [a, b] of pairs) {
          if (sort === 'newest') {
            if (a.is_top !== b.is_top) expect(a.is_top).toBe(true);
            else if (!a.is_top) expect(a.published_at > b.published_at || (a.published_at === b.published_at && a.id > b.id), `${a.id} before ${b.id}`).toBe(true);
          }
          if (sort === 'price_asc') expect(b.price === null || (a.price !== null && (a.price < b.price || (a.price === b.price && a.id < b.id)))).toBe(true);
          if (sort === 'price_desc') expect(b.price === null || (a.price !== null && (a.price > b.price || (a.price === b.price && a.id > b.id)))).toBe(true);
          if (sort === 'popular') expect(a.view_count > b.view_count || (a.view_count === b.view_count && a.id > b.id)).toBe(true);
        }
        const mine = inSet(ids(page));
        const byId = (id: number) => set.find((d) => d.id === id)!;
        if (sort === 'newest') expect(mine).toEqual(set.map((d) => d.id).reverse());
        if (sort === 'price_asc') expect(mine).toEqual([...set].sort((a, b) => a.price! - b.price!).map((d) => d.id));
        if (sort === 'price_desc') expect(mine).toEqual([...set].sort((a, b) => b.price! - a.price!).map((d) => d.id));
        if (sort === 'popular') {
          expect(mine.slice(0, 2)).toEqual([set[3]!.id, set[1]!.id]);
          expect(list.find((c) => c.id === set[3]!.id)!.view_count).toBe(3);
          expect(list.find((c) => c.id === set[1]!.id)!.view_count).toBe(1);
          expect(list.find((c) => c.id === set[0]!.id)!.view_count).toBe(0);
        }
        expect(mine.map(byId).length).toBe(set.length);
      }
      // A sort the kind does not declare is refused by the schema... unless it is a common one (all four are).
      expect((await call('list', { siteAreaId: w.danang, query: { sort: 'cheapest' } })).status).toBe(400);
    });

    it('puts top placements first (newest), and only while they last', async () => {
      const oldest = set[0]!;
      await ok(call('adminFieldUpdate', { token: w.adminDanang.token, params: { id: oldest.id }, body: { top_until: Math.floor(Date.now() / 1000) + DAY } }));
      const page = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { limit: 50 } }))).data;
      expect(page.list[0]).toMatchObject({ id: oldest.id, is_top: true });
      expect(ids(page).filter((id) => id === oldest.id)).toHaveLength(1);
      // With a keyword the tops are checked word by word too: its own title finds it first, other words not.
      const byTitle = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { limit: 50, keyword: oldest.title } }))).data;
      expect(byTitle.list[0]).toMatchObject({ id: oldest.id, is_top: true });
      const byOther = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { limit: 50, keyword: 'zqxjvk' } }))).data;
      expect(byOther.list).toEqual([]);
      // A placement that ended is an ordinary listing again.
      const other = set[2]!;
      await ok(call('adminFieldUpdate', { token: w.adminDanang.token, params: { id: other.id }, body: { top_until: Math.floor(Date.now() / 1000) - 60 } }));
      const again = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { limit: 50 } }))).data;
      expect(again.list.find((c) => c.id === other.id)!.is_top).toBe(false);
      expect(again.list[0]!.id).toBe(oldest.id);
      // The Same-city tab reads each kind the same way: the top first, then the newest.
      const city = (await ok(t.call<Array<{ kind: string; total: number; list: ListingCard[] }>>('cityNewest', { siteAreaId: w.danang, query: { per_kind: 3 } }))).data;
      const mine = city.find((g) => g.kind === kind)!;
      expect(mine.total).toBe(again.total);
      expect(ids(mine)).toEqual(ids(again).slice(0, 3));
    });

    it('pages with a cursor: inserts between pages cause no duplicates and no gaps, and the total stays', async () => {
      const inserter = await w.publisher(kind, w.danang);
      let n = 10;
      for (const sort of def.sorts) {
        const start = (await ok(call<Page>('list', { siteAreaId: w.danang, query: { sort, limit: 50 } }))).data;
        const pages = await w.allPages(kind, { siteAreaId: w.danang, query: { sort, limit: 2 } }, async () => {
          // A new listing priced like one already seen, and one priced like one still to come.
          await w.create(inserter, kind, w.danang, n++ % 5);
        });
        const seen = pages.flatMap(ids);
        expect(new Set(seen).size, `${sort}: duplicates`).toBe(seen.length);
        expect(seen, `${sort}: gaps`).toEqual(expect.arrayContaining(ids(start)));
        expect(seen.length).toBeGreaterThanOrEqual(start.total);
        for (const p of pages) expect(p.total).toBe(start.total);
        expect(pages.at(-1)!.has_more).toBe(false);
        expect(pages.length).toBeGreaterThan(2);
        // A cursor is tied to its sort: another sort's cursor is refused.
        const other = def.sorts.find((s) => s !== sort);
        if (other) expect((await call('list', { siteAreaId: w.danang, query: { sort: other, cursor: pages[0]!.next_cursor! } })).status).toBe(400);
      }
      expect((await call('list', { siteAreaId: w.danang, query: { cursor: 'not-a-cursor' } })).status).toBe(400);
    });

    it('an edit of a reviewed field stays online where the area does not review', async () => {
      const d = set[4]!;
      const r = await ok(call('fieldUpdate', { siteAreaId: w.danang, token: pub.token, params: { id: d.id }, body: { title: `${d.title}改`.slice(0, def.title.max) } }));
      expect(r.data).toMatchObject({ status: live, review_status: 'passed' });
    });
  });

  it('hides expired listings; renewing (or putting one back online) brings them back', async () => {
    const d = await w.live(owner, kind, w.hcm, 3);
    touched.push(d.id);
    const expire = () => t.db.updateTable('listing').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', d.id).execute();
    await expire();
    expect(await listIds()).not.toContain(d.id);
    const info = (await ok(call('info', { params: { id: d.id } }))).data;
    expect(info.expired).toBe(true);
    const mine = (await ok(call('info', { token: owner.token, params: { id: d.id } }))).data;
    expect(mine.can.renew).toBe(true);
    const renewed = (await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { renew: true } }))).data;
    expect(renewed.expired).toBe(false);
    expect(renewed.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * DAY);
    expect(renewed.published_at).toBe(d.published_at);
    expect(await listIds()).toContain(d.id);
    // Offline while it ran out, then back online: the period starts again.
    await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { status: 'offline' } }));
    await expire();
    const back = (await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { status: live } }))).data;
    expect(back).toMatchObject({ status: live, expired: false });
    expect(await listIds()).toContain(d.id);
    // Renewal is not top placement.
    expect(back.is_top).toBe(false);
    expect(back.top_until).toBeNull();
  });

  it('edits: a reviewed field goes back to review, an unreviewed one stays live; a status change keeps the fields', async () => {
    const d = await w.live(owner, kind, w.hcm, 4);
    touched.push(d.id);
    const free = fieldWhere(def, (f) => f.reviewed === false)!;
    expect(free).toBeDefined();
    const newValue = fieldValue(free[0], free[1], 7);
    const stays = (await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { [free[0]]: newValue, tags: ['新标签'] } }))).data;
    expect(stays).toMatchObject({ status: live, review_status: 'passed', [free[0]]: newValue, tags: ['新标签'] });
    expect(await listIds()).toContain(d.id);
    // A status change alone leaves every field as it was (tags included).
    await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { status: 'offline' } }));
    const off = (await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { status: live } }))).data;
    expect(off).toMatchObject({ status: live, tags: ['新标签'], title: d.title, description: d.description });
    // Nothing to change is a 400.
    expect((await call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: {} })).status).toBe(400);

    const title = `${d.title.slice(0, def.title.max - 2)}新版`;
    const back = (await ok(call('fieldUpdate', { token: owner.token, params: { id: d.id }, body: { title } }))).data;
    expect(back).toMatchObject({ status: 'reviewing', review_status: 'pending', title });
    expect(await listIds()).not.toContain(d.id);
    // The full save (save with id) edits the same way.
    const full = (await ok(call('save', { token: owner.token, body: { ...validBody(def, w.refs(kind, w.hcm), 4), id: d.id, title } }))).data;
    expect(full).toMatchObject({ id: d.id, status: 'reviewing' });
    const adopted = (await ok(call('adminAdopt', { token: w.adminHcm.token, params: { id: d.id }, body: {} }))).data;
    expect(adopted).toMatchObject({ status: live, review_status: 'passed' });
    expect(adopted.published_at).toBe(d.published_at);
    expect(await listIds()).toContain(d.id);
  });

  it('walks every allowed and forbidden status change', async () => {
    const d = await w.create(owner, kind, w.hcm, 5);
    touched.push(d.id);
    const id = d.id;
    const mine = (body: Record<string, unknown>) => call('fieldUpdate', { token: owner.token, params: { id }, body });
    const admin = (body: Record<string, unknown>) => call('adminFieldUpdate', { token: w.adminHcm.token, params: { id }, body });
    const expectRefused = async (p: Promise<{ status: number }>) => expect((await p).status).toBe(400);

    // Waiting for review: the owner cannot publish it or mark it done.
    await expectRefused(mine({ status: live }));
    await expectRefused(mine({ status: 'sold' }));
    await expectRefused(mine({ renew: true }));
    // Approve.
    const approved = (await ok(call('adminAdopt', { token: w.adminHcm.token, params: { id }, body: { note: '资料齐全' } }))).data;
    expect(approved).toMatchObject({ status: live, review_status: 'passed' });
    await expectRefused(call('adminAdopt', { token: w.adminHcm.token, params: { id }, body: {} }));
    // Offline and back.
    expect((await ok(mine({ status: 'offline' }))).data.status).toBe('offline');
    expect(await listIds()).not.toContain(id);
    expect((await call('info', { token: stranger.token, params: { id } })).status).toBe(404);
    await expectRefused(mine({ status: 'offline' }));
    expect((await ok(mine({ status: live }))).data.status).toBe(live);
    // Either live word is accepted; the kind stores its own.
    expect((await ok(mine({ status: 'offline' }))).data.status).toBe('offline');
    expect((await ok(mine({ status: live === 'online' ? 'on-sale' : 'online' }))).data.status).toBe(live);
    // Sold (rented, filled, hired) where the kind has it.
    if (def.sold) {
      const sold = (await ok(mine({ status: 'sold' }))).data;
      expect(sold.status).toBe('sold');
      expect(await listIds()).not.toContain(id);
      expect((await call('info', { params: { id } })).status).toBe(200);
      await expectRefused(mine({ status: 'sold' }));
      expect((await ok(mine({ status: live }))).data.status).toBe(live);
    } else {
      const r = await mine({ status: 'sold' });
      expect(r.status).toBe(400);
    }
    // Renew.
    expect((await ok(mine({ renew: true }))).data.expired).toBe(false);
    // Taken down by the admin (a reason is required): the owner cannot put it back, but may fix and resubmit.
    expect((await admin({ status: 'off-shelf' })).status).toBe(400);
    const down = (await ok(admin({ status: 'off-shelf', reason: '图片与描述不符' }))).data;
    expect(down.status).toBe('off-shelf');
    expect(await listIds()).not.toContain(id);
    await expectRefused(mine({ status: live }));
    expect((await ok(call('info', { token: owner.token, params: { id } }))).data.review_reason).toBe('图片与描述不符');
    // Put back by the admin.
    expect((await ok(admin({ status: live }))).data.status).toBe(live);
    // Rejected with a reason: comes down, the owner sees why and gets a notice.
    expect((await admin({ review_status: 'failed' })).status).toBe(400);
    const rejected = (await ok(admin({ review_status: 'failed', reason: '联系方式无效' }))).data;
    expect(rejected).toMatchObject({ status: 'off-shelf', review_status: 'failed' });
    const seen = (await ok(call('info', { token: owner.token, params: { id } }))).data;
    expect(seen.review_reason).toBe('联系方式无效');
    expect((await ok(call('info', { token: w.adminHcm.token, params: { id } }))).data.review_reason).toBe('联系方式无效');
    const notes = (await ok(t.call<{ list: Array<{ kind: string; title: string; body: string; ref_id: number | null }> }>('userNoteList', { token: owner.token, siteAreaId: w.hcm }))).data.list;
    const note = notes.find((n) => n.ref_id === id && n.kind === 'review_failed' && n.body.includes('联系方式无效'));
    expect(note, JSON.stringify(notes.slice(0, 3))).toBeDefined();
    expect(notes.some((n) => n.ref_id === id && n.kind === 'review_passed')).toBe(true);
    await expectRefused(mine({ status: live }));
    // The owner fixes it: back to review, then approved.
    expect((await ok(mine({ description: `${d.description}（已更正联系方式）` }))).data).toMatchObject({ status: 'reviewing', review_status: 'pending' });
    expect((await ok(call('adminAdopt', { token: w.adminHcm.token, params: { id }, body: {} }))).data.status).toBe(live);
    // The admin takes it offline and back.
    expect((await ok(admin({ status: 'offline' }))).data.status).toBe('offline');
    expect((await ok(admin({ status: live }))).data.status).toBe(live);
    // Nothing to do, or an unknown status: 400.
    await expectRefused(admin({}));
    await expectRefused(admin({ status: 'sold' }));
    await expectRefused(call('adminAdopt', { token: w.adminHcm.token, params: { id }, body: {} }));

    // Delete (soft): gone for everyone but the area's admins, who can restore it.
    expect((await ok(call('remove', { token: owner.token, params: { id } }))).data).toEqual({ ok: true });
    expect(await listIds()).not.toContain(id);
    expect((await call('info', { params: { id } })).status).toBe(404);
    expect((await call('info', { token: stranger.token, params: { id } })).status).toBe(404);
    expect((await call('info', { token: owner.token, params: { id } })).status).toBe(404);
    expect((await call('remove', { token: owner.token, params: { id } })).status).toBe(404);
    expect((await mine({ status: 'offline' })).status).toBe(404);
    const listed = (await ok(call<Page>('listUser', { token: owner.token, query: { limit: 50 } }))).data;
    expect(ids(listed)).not.toContain(id);
    expect((await ok(call('adminInfo', { token: w.adminHcm.token, params: { id } }))).data.deleted).toBe(true);
    const deletedQueue = (await ok(call<Page>('adminList', { token: w.adminHcm.token, query: { deleted: 'true', limit: 50 } }))).data;
    expect(ids(deletedQueue)).toContain(id);
    await expectRefused(admin({ status: live }));
    const restored = (await ok(admin({ restore: true }))).data;
    expect(restored).toMatchObject({ deleted: false, status: live });
    expect(await listIds()).toContain(id);
    await expectRefused(admin({ restore: true }));
    // Deleted by the admin, restored again.
    expect((await ok(call('adminRemove', { token: w.adminHcm.token, params: { id } }))).data).toEqual({ ok: true });
    expect((await call('adminRemove', { token: w.adminHcm.token, params: { id } })).status).toBe(404);
    expect(await listIds()).not.toContain(id);
    await ok(admin({ restore: true }));

    // Every admin action is in the audit log, with the admin and the area.
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'admin_id', 'site_area_id']).where('target_type', '=', kind).where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['listing.adopt', 'listing.take_down', 'listing.put_back', 'listing.reject', 'listing.adopt', 'listing.put_back', 'listing.put_back', 'listing.restore', 'listing.delete', 'listing.restore']);
    expect(audit.every((a) => a.admin_id === w.adminHcm.id && a.site_area_id === w.hcm)).toBe(true);
  });

  it('access: owner, another user, no token, the area’s admin, another area’s admin, super admin', async () => {
    const d = await w.live(owner, kind, w.hcm, 6);
    const pending = await w.create(owner, kind, w.hcm, 7);
    touched.push(d.id, pending.id);
    const snapshot = async (id: number) => {
      const r = await w.row(id);
      return { status: r.status, review: r.review_status, title: r.title, deleted: r.deleted_at, top: r.top_until, updated: r.updated_at };
    };
    const body = validBody(def, w.refs(kind, w.hcm), 6);
    // No token: 401 for every write and every admin call.
    expect((await call('save', { body })).status).toBe(401);
    expect((await call('fieldUpdate', { params: { id: d.id }, body: { status: 'offline' } })).status).toBe(401);
    expect((await call('remove', { params: { id: d.id } })).status).toBe(401);
    expect((await call('adminList')).status).toBe(401);
    expect((await call('adminAdopt', { params: { id: pending.id }, body: {} })).status).toBe(401);
    expect((await call('listUser')).status).toBe(401);
    // Another user: 403 on writes, 404 on reading what is not live; a member is not an admin.
    const before = await snapshot(d.id);
    expect((await call('fieldUpdate', { token: stranger.token, params: { id: d.id }, body: { status: 'offline' } })).status).toBe(403);
    expect((await call('save', { token: stranger.token, body: { ...body, id: d.id } })).status).toBe(403);
    expect((await call('remove', { token: stranger.token, params: { id: d.id } })).status).toBe(403);
    expect((await call('info', { token: stranger.token, params: { id: pending.id } })).status).toBe(404);
    expect((await call('fieldUpdate', { token: stranger.token, params: { id: 99_999_999 }, body: { status: 'offline' } })).status).toBe(404);
    expect((await call('adminAdopt', { token: stranger.token, params: { id: pending.id }, body: {} })).status).toBe(403);
    expect((await call('adminList', { token: stranger.token })).status).toBe(403);
    expect(await snapshot(d.id)).toEqual(before);
    // Another area's admin: 403 for every action, and nothing changed.
    const pendingBefore = await snapshot(pending.id);
    const foreign = w.adminBangkok.token;
    expect((await call('adminInfo', { token: foreign, params: { id: d.id } })).status).toBe(403);
    expect((await call('adminAdopt', { token: foreign, params: { id: pending.id }, body: {} })).status).toBe(403);
    expect((await call('adminFieldUpdate', { token: foreign, params: { id: d.id }, body: { status: 'off-shelf', reason: '越权测试' } })).status).toBe(403);
    expect((await call('adminFieldUpdate', { token: foreign, params: { id: d.id }, body: { review_status: 'failed', reason: '越权测试' } })).status).toBe(403);
    expect((await call('adminFieldUpdate', { token: foreign, params: { id: d.id }, body: { top_until: Math.floor(Date.now() / 1000) + DAY } })).status).toBe(403);
    expect((await call('adminSave', { token: foreign, body: { ...body, id: d.id, title: '越权修改标题' } })).status).toBe(403);
    expect((await call('adminRemove', { token: foreign, params: { id: d.id } })).status).toBe(403);
    expect((await call('adminList', { token: foreign, query: { site_area_id: w.hcm } })).status).toBe(403);
    expect(ids((await ok(call<Page>('adminList', { token: foreign, query: { limit: 50 } }))).data)).not.toContain(d.id);
    // A regional admin acting as a user is still not the owner.
    expect((await call('fieldUpdate', { token: foreign, params: { id: d.id }, body: { status: 'offline' } })).status).toBe(403);
    expect(await snapshot(d.id)).toEqual(before);
    expect(await snapshot(pending.id)).toEqual(pendingBefore);
    const foreignAudit = await t.db.selectFrom('admin_audit').select('id').where('admin_id', '=', w.adminBangkok.id).where('target_id', 'in', [d.id, pending.id]).execute();
    expect(foreignAudit).toHaveLength(0);
    // The area's admin and the super admin act.
    const queue = (await ok(call<Page>('adminList', { token: w.adminHcm.token, query: { review_status: 'pending', limit: 50 } }))).data;
    expect(ids(queue)).toContain(pending.id);
    expect(queue.list.every((c) => c.site_area_id === w.hcm && c.review_status === 'pending')).toBe(true);
    const edited = (await ok(call('adminSave', { token: w.adminHcm.token, body: { ...body, id: d.id, title: `${d.title.slice(0, def.title.max - 4)}管理修改` } }))).data;
    expect(edited.title).toMatch(/管理修改$/);
    expect((await ok(call('adminAdopt', { token: w.superAdmin.token, params: { id: pending.id }, body: {} }))).data.status).toBe(live);
    expect((await ok(call<Page>('adminList', { token: w.superAdmin.token, query: { site_area_id: w.hcm, limit: 5 } }))).status).toBe(200);
    const actions = await t.db.selectFrom('admin_audit').select(['action', 'admin_id']).where('target_type', '=', kind).where('target_id', 'in', [d.id, pending.id]).execute();
    expect(actions).toEqual(expect.arrayContaining([{ action: 'listing.edit', admin_id: w.adminHcm.id }, { action: 'listing.adopt', admin_id: w.superAdmin.id }]));
  });

  it('lists the owner’s listings in every status (with a status filter), and others only the live ones', async () => {
    const all = (await ok(call<Page>('listUser', { token: owner.token, query: { limit: 50 } }))).data;
    const statuses = new Set(all.list.map((c) => c.status));
    expect(statuses.has('reviewing')).toBe(true);
    expect(statuses.has(live)).toBe(true);
    expect(all.list.every((c) => c.user.id === owner.id)).toBe(true);
    const reviewing = (await ok(call<Page>('listUser', { token: owner.token, query: { status: 'reviewing', limit: 50 } }))).data;
    expect(reviewing.total).toBeGreaterThan(0);
    expect(reviewing.list.every((c) => c.status === 'reviewing')).toBe(true);
    const liveOnes = (await ok(call<Page>('listUser', { token: owner.token, query: { status: live, limit: 50 } }))).data;
    expect(liveOnes.list.every((c) => c.status === live)).toBe(true);
    expect(reviewing.total + liveOnes.total).toBeLessThanOrEqual(all.total);
    const paged = await (async () => {
      const first = (await ok(call<Page>('listUser', { token: owner.token, query: { limit: 2 } }))).data;
      const second = (await ok(call<Page>('listUser', { token: owner.token, query: { limit: 2, cursor: first.next_cursor! } }))).data;
      return [...ids(first), ...ids(second)];
    })();
    expect(paged).toEqual(ids(all).slice(0, 4));
    const public_ = (await ok(call<Page>('listUser', { query: { user_id: owner.id, limit: 50 } }))).data;
    expect(public_.list.length).toBeGreaterThan(0);
    expect(public_.list.every((c) => c.status === live && !c.expired)).toBe(true);
    // The owner's cards carry what the manage screen needs, the same as each listing's own page says; others' not.
    expect(public_.list.every((c) => c.owner === undefined)).toBe(true);
    for (const card of all.list.slice(0, 6)) {
      const d = (await ok(call<Detail>('info', { token: owner.token, params: { id: card.id } }))).data;
      expect(card.owner).toEqual({ expires_at: d.expires_at, review_reason: d.review_reason, can: d.can });
    }
  });

  it('recommends listings of the same area and category, never the one shown', async () => {
    const a = await w.live(owner, kind, w.hcm, 0);
    const b = await w.live(owner, kind, w.hcm, 0);
    const c = await w.live(owner, kind, w.hcm, 1);
    const rec = (await ok(call<ListingCard[]>('listRec', { query: { id: a.id, limit: 20 } }))).data;
    expect(rec.map((r) => r.id)).toContain(b.id);
    expect(rec.map((r) => r.id)).not.toContain(a.id);
    if (c.category_id !== a.category_id) expect(rec.map((r) => r.id)).not.toContain(c.id);
    expect(rec.every((r) => r.category_id === a.category_id && r.site_area_id === w.hcm && r.status === live)).toBe(true);
    const pending = await w.create(owner, kind, w.hcm, 0);
    expect((await call('listRec', { query: { id: pending.id } })).status).toBe(404);
  });

  it('lists categories with live counts, and the tags in use', async () => {
    const cats = (await ok(call<Array<{ id: number; count: number; name: string }>>('category'))).data;
    expect(cats.map((c) => c.id)).toEqual(expect.arrayContaining(w.categories[kind]));
    expect(cats.reduce((n, c) => n + c.count, 0)).toBe((await ok(call<Page>('list', { query: { limit: 1 } }))).data.total);
    const tags = (await ok(call<Array<{ tag: string; count: number }>>('tag'))).data;
    expect(tags.length).toBeGreaterThan(0);
  });
});

describe('across kinds', () => {
  /** Inserts a live listing straight into the table (for keys no API call can produce: same millisecond, null prices). */
  async function insertLive(kind: Kind, siteAreaId: number, over: Record<string, unknown>) {
    const user = await w.row((await w.live(await w.publisher('talent', siteAreaId), 'talent', siteAreaId, 0)).id);
    const r = await t.db
      .insertInto('listing')
      .values({ kind, site_area_id: siteAreaId, user_id: user.user_id, title: `直接插入 ${kind}`, currency: 'VND', images: '[]', attrs: '{}', status: 'online', review_status: 'passed', ever_passed: true, expires_at: new Date(Date.now() + 30 * DAY * 1000), ...over } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  it('pages exactly through rows published within the same millisecond and through null prices', async () => {
    const area = w.hanoi;
    const same: number[] = [];
    // Three rows 100 µs apart, inserted newest first so id order and time order disagree.
    for (const us of [300, 200, 100]) same.push(await insertLive('yp', area, { published_at: sql`${`2031-01-01 00:00:00.000${us}+00`}::timestamptz` }));
    const pages = await w.allPages('yp', { siteAreaId: area, query: { limit: 1 } });
    const seen = pages.flatMap(ids);
    expect(seen.filter((id) => same.includes(id))).toEqual(same);
    expect(new Set(seen).size).toBe(seen.length);

    const priced: Array<[number, number | null]> = [];
    for (const price of [5, null, 3, 5, null]) priced.push([await insertLive('talent', area, { price, title: `报价 ${price}` }), price]);
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const all = (await w.allPages('talent', { siteAreaId: area, query: { sort, limit: 1 } })).flatMap((p) => p.list);
      const mine = all.filter((c) => priced.some(([id]) => id === c.id)).map((c) => c.id);
      const expected = [...priced]
        .sort(([ia, a], [ib, b]) => (a === null ? (b === null ? (sort === 'price_asc' ? ia - ib : ib - ia) : 1) : b === null ? -1 : a === b ? (sort === 'price_asc' ? ia - ib : ib - ia) : sort === 'price_asc' ? a - b : b - a))
        .map(([id]) => id);
      expect(mine, sort).toEqual(expected);
      expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    }
  });

  it('counts a view once per person and hour, never the owner’s or an admin’s', async () => {
    const pub = await w.publisher('housing', w.hcm);
    const d = await w.live(pub, 'housing', w.hcm, 1);
    const view = (opts: Record<string, unknown>) => ok(w.kindCall('housing', 'info', { siteAreaId: w.hcm, params: { id: d.id }, ...opts }));
    await view({ ip: '10.60.0.1' });
    await view({ ip: '10.60.0.1' });
    await view({ ip: '10.60.0.2' });
    await view({ token: w.member.token });
    await view({ token: w.member.token });
    await view({ token: pub.token });
    await view({ token: w.adminHcm.token });
    expect((await w.row(d.id)).view_count).toBe(3);
  });

  it('reads a list page in a fixed number of queries, whatever its length (no query per card)', async () => {
    const executor = t.db.getExecutor() as unknown as { executeQuery: (...a: unknown[]) => Promise<unknown> };
    const original = executor.executeQuery.bind(executor);
    let count = 0;
    executor.executeQuery = (...a: unknown[]) => {
      count += 1;
      return original(...a);
    };
    const pub = await w.publisher('housing', w.danang);
    for (let n = 0; n < 6; n++) await w.create(pub, 'housing', w.danang, n);
    try {
      const measure = async (name: string, query: Record<string, string | number>) => {
        count = 0;
        await ok(t.call(name as never, { siteAreaId: w.danang, query }));
        return count;
      };
      const small = await measure('housingList', { limit: 1 });
      const large = await measure('housingList', { limit: 40 });
      expect(large).toBe(small);
      expect(small).toBeLessThanOrEqual(4);
      const total = (await ok(t.call<Page>('housingList', { siteAreaId: w.danang, query: { limit: 1 } }))).data.total;
      expect(total).toBeGreaterThan(5);
      // The cross-kind search and the Same-city tab: one query for every kind together.
      expect(await measure('cityNewest', { per_kind: 1 })).toBe(await measure('cityNewest', { per_kind: 10 }));
      expect(await measure('cityNewest', { per_kind: 10 })).toBeLessThanOrEqual(2);
    } finally {
      executor.executeQuery = original;
    }
  });

  it('public totals stop counting at the cap and say so; later pages keep the first page’s total', async () => {
    const exact = (await ok(t.call<Page & { total_capped: boolean }>('housingList', { siteAreaId: w.danang, query: { limit: 2 } }))).data;
    expect(exact.total).toBeGreaterThan(3);
    expect(exact.total_capped).toBe(false);
    const page = (cap: number, cursor?: string) =>
      readPage(t.db, {
        where: (at) => [sql<SqlBool>`l.site_area_id = ${w.danang}`, sql<SqlBool>`l.kind = 'housing'`, liveWhere(at)],
        sort: 'newest',
        cursor,
        limit: 2,
        lang: 'zh',
        topsFirst: true,
        totalCap: cap,
      });
    const first = await page(3);
    expect(first).toMatchObject({ total: 3, total_capped: true, has_more: true });
    const second = await page(3, first.next_cursor!);
    expect(second).toMatchObject({ total: 3, total_capped: true });
    expect(await page(exact.total)).toMatchObject({ total: exact.total, total_capped: false });
    expect(await page(exact.total - 1)).toMatchObject({ total: exact.total - 1, total_capped: true });
  });

  it('the review queue: oldest waiting first by default, newest on request, only the admin’s areas', async () => {
    const pub = await w.publisher('car', w.hanoi);
    const made: number[] = [];
    for (let n = 0; n < 4; n++) made.push((await w.create(pub, 'car', w.hanoi, n)).id);
    const queue = async (token: string, query: Record<string, string | number>) => (await ok(w.kindCall<Page>('car', 'adminList', { token, query: { review_status: 'pending', ...query } }))).data;
    const oldest = await queue(w.adminHanoi.token, { limit: 50 });
    expect(ids(oldest).filter((id) => made.includes(id))).toEqual(made);
    expect(oldest.list.every((c) => c.site_area_id === w.hanoi)).toBe(true);
    const newest = await queue(w.adminHanoi.token, { limit: 50, sort: 'newest' });
    expect(ids(newest).filter((id) => made.includes(id))).toEqual([...made].reverse());
    // Paged, oldest first, with the queue shrinking meanwhile (an approval between pages).
    const first = await queue(w.adminHanoi.token, { limit: 2 });
    await ok(w.kindCall('car', 'adminAdopt', { token: w.adminHanoi.token, params: { id: made[0]! }, body: {} }));
    const second = await queue(w.adminHanoi.token, { limit: 2, cursor: first.next_cursor! });
    const both = [...ids(first), ...ids(second)].filter((id) => made.includes(id));
    expect(both).toEqual(made.slice(0, both.length));
    expect(new Set(both).size).toBe(both.length);
    // Another area's admin sees none of them; the super admin sees them.
    expect(ids(await queue(w.adminHcm.token, { limit: 50 })).filter((id) => made.includes(id))).toEqual([]);
    expect(ids(await queue(w.superAdmin.token, { limit: 50, site_area_id: w.hanoi })).filter((id) => made.includes(id))).toEqual(made.slice(1));
  });

  it('reports take their area from the listing; a missing, deleted or unpublished listing is a 404', async () => {
    const pub = await w.publisher('shGoods', w.hcm);
    const liveOne = await w.live(pub, 'shGoods', w.hcm, 0);
    const pending = await w.create(pub, 'shGoods', w.hcm, 1);
    const gone = await w.live(pub, 'shGoods', w.hcm, 2);
    await ok(w.kindCall('shGoods', 'remove', { token: pub.token, params: { id: gone.id } }));
    const reporter = await t.newUser();
    const report = (target_type: string, target_id: number, reason = 'fraud') =>
      t.call<{ site_area_id: number; target_type: string }>('report', { token: reporter.token, body: { target_type, target_id, reason, detail: '价格异常', site_area_id: w.hanoi } });
    const r = await report('sh-goods', liveOne.id);
    expect(r.status).toBe(200);
    expect(r.data.site_area_id).toBe(w.hcm);
    expect((await report('shGoods', liveOne.id, 'duplicate')).status).toBe(200);
    expect((await report('sh-goods', pending.id)).status).toBe(404);
    expect((await report('sh-goods', gone.id)).status).toBe(404);
    expect((await report('sh-goods', 99_999_999)).status).toBe(404);
    expect((await report('housing', liveOne.id)).status).toBe(404);
    expect((await report('spaceship', liveOne.id)).status).toBe(404);
    // The area's admin sees it in the queue; another area's admin does not.
    const queue = await ok(t.call<{ list: Array<{ target_id: number }> }>('adminReportList', { token: w.adminHcm.token, query: { status: 'open', limit: 50 } }));
    expect(queue.data.list.map((x) => x.target_id)).toContain(liveOne.id);
    const hanoiQueue = await ok(t.call<{ list: Array<{ target_id: number }> }>('adminReportList', { token: w.adminHanoi.token, query: { status: 'open', limit: 50 } }));
    expect(hanoiQueue.data.list.map((x) => x.target_id)).not.toContain(liveOne.id);
  });

  it('limits publishing to 30 new listings an hour per account (429 with the wait), edits not counted', async () => {
    const pub = await w.publisher('talent', w.danang);
    let last: Detail | undefined;
    for (let n = 0; n < 30; n++) last = await w.create(pub, 'talent', w.danang, n);
    const refused = await w.kindCall('talent', 'save', { siteAreaId: w.danang, token: pub.token, body: validBody(LISTING_KINDS.talent, w.refs('talent', w.danang), 31), lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^You are posting too often; try again in \d+ min$/);
    expect(refused.headers['retry-after']).toBeDefined();
    await ok(w.kindCall('talent', 'fieldUpdate', { siteAreaId: w.danang, token: pub.token, params: { id: last!.id }, body: { tags: ['仍可编辑'] } }));
  });

  it('favourites and history list what the person saved or saw, newest first, paged', async () => {
    const pub = await w.publisher('housing', w.hcm);
    const a = await w.live(pub, 'housing', w.hcm, 0);
    const b = await w.live(pub, 'housing', w.hcm, 1);
    const me = await t.newUser();
    const collect = (id: number, collect?: boolean) => ok(t.call<{ collected: boolean; collect_count: number }>('collect', { token: me.token, body: { kind: 'housing', id, ...(collect === undefined ? {} : { collect }) } }));
    expect((await collect(a.id)).data).toEqual({ collected: true, collect_count: 1 });
    expect((await collect(b.id, true)).data.collected).toBe(true);
    expect((await collect(b.id, true)).data).toEqual({ collected: true, collect_count: 1 });
    const favs = (await ok(t.call<Page>('collectList', { token: me.token, query: { limit: 1 } }))).data;
    expect(favs.total).toBe(2);
    const more = (await ok(t.call<Page>('collectList', { token: me.token, query: { limit: 1, cursor: favs.next_cursor! } }))).data;
    expect([...ids(favs), ...ids(more)]).toEqual([b.id, a.id]);
    expect((await collect(a.id)).data).toEqual({ collected: false, collect_count: 0 });
    expect((await ok(w.kindCall('housing', 'info', { siteAreaId: w.hcm, token: me.token, params: { id: b.id } }))).data.is_collect).toBe(true);
    expect((await t.call('collectList', { token: me.token, query: { cursor: 'garbage' } })).status).toBe(400);
    // Favourites saved within one millisecond page exactly (the database stamps them in microseconds).
    const other = await t.newUser();
    const three = [a.id, b.id, (await w.live(pub, 'housing', w.hcm, 3)).id];
    for (const [i, id] of three.entries()) await t.db.insertInto('listing_collect').values({ user_id: other.id, listing_id: id, created_at: sql`${`2031-01-01 00:00:00.000${3 - i}00+00`}::timestamptz` } as never).execute();
    const walk: number[] = [];
    let cursor: string | undefined;
    do {
      const p = (await ok(t.call<Page>('collectList', { token: other.token, query: { limit: 1, cursor } }))).data;
      walk.push(...ids(p));
      cursor = p.next_cursor ?? undefined;
    } while (cursor);
    expect(walk).toEqual(three);
    const pending = await w.create(pub, 'housing', w.hcm, 2);
    expect((await t.call('collect', { token: me.token, body: { kind: 'housing', id: pending.id } })).status).toBe(404);
    for (const id of [a.id, b.id, a.id]) await ok(t.call('userVestigeSave', { token: me.token, body: { kind: 'housing', id } }));
    const seen = (await ok(t.call<Page>('userVestigeList', { token: me.token, query: {} }))).data;
    expect(ids(seen)).toEqual([a.id, b.id]);
    await ok(t.call('userVestigeClear', { token: me.token }));
    expect((await ok(t.call<Page>('userVestigeList', { token: me.token, query: {} }))).data.total).toBe(0);
  });
});
