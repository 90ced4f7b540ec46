import type { ApiName, ListingDetail, ListingKindDef, ListingPage } from '@haiwai/contracts';
import { LISTING_KINDS } from '@haiwai/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import { upload } from '../../media/helpers.js';
import type { CallOptions, Reply, TestApp } from '../../support/harness.js';
import { validBody, type BodyRefs } from './generator.js';

export type Kind = keyof typeof LISTING_KINDS;
export type Detail = ListingDetail & Record<string, unknown>;
export type Page = ListingPage;
export interface Who {
  token: string;
  id: number;
}

/** `${kind}${Action}` as an API name. */
export const callName = (kind: string, action: string) => `${kind}${action.charAt(0).toUpperCase()}${action.slice(1)}` as ApiName;

/**
 * Shared fixtures of one test file: areas, their districts, the kinds' categories, admins and images
 * (uploaded once). Areas: hcm (reviews), hanoi (another area), danang (review switched off for every kind).
 */
export async function worldOf(t: TestApp) {
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  const area = (code: string) => areas.find((a) => a.code === code)!.id;
  const hcm = area('hcm');
  const hanoi = area('hanoi');
  const danang = area('danang');
  // Danang publishes straight away: the area setting the engine reads (before any call caches it).
  await t.db
    .insertInto('setting')
    .values({ site_area_id: danang, key: 'listing_review', value: JSON.stringify(Object.fromEntries(Object.keys(LISTING_KINDS).map((k) => [k, false]))) })
    .onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
  const districtsOf = async (id: number) => (await t.db.selectFrom('district').select('id').where('site_area_id', '=', id).orderBy('id').execute()).map((d) => d.id);
  const districts: Record<number, number[]> = {};
  for (const a of areas) districts[a.id] = await districtsOf(a.id);
  const categoriesOf = async (def: ListingKindDef) =>
    (await t.db.selectFrom('category_type').select('id').where('group_key', '=', def.categoryGroup ?? def.kind).where('site_area_id', '=', 0).orderBy('id').execute()).map((c) => c.id);
  const categories = {} as Record<Kind, number[]>;
  for (const [k, def] of Object.entries(LISTING_KINDS)) categories[k as Kind] = await categoriesOf(def);

  const [adminHcm, adminHanoi, adminDanang, adminBangkok, superAdmin, member] = await Promise.all([
    t.login('admin_hcm'),
    t.login('admin_hanoi'),
    t.login('admin_danang'),
    t.login('admin_bangkok'),
    t.login('superadmin'),
    t.login('member'),
  ]);
  const uploader = await t.newUser();
  const images: string[] = [];
  for (const color of ['#88aacc', '#cc8844', '#44cc88']) {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer();
    const up = await upload(t, png, { token: uploader.token, type: 'image/png', filename: 'a.png' });
    expect(up.body.code).toBe(200);
    images.push(up.body.data.url);
  }
  const refs = (kind: Kind, siteAreaId: number): BodyRefs => ({ categories: categories[kind], districts: districts[siteAreaId]!, images });
  const adminOf = { [hcm]: adminHcm, [hanoi]: adminHanoi, [danang]: adminDanang } as Record<number, Who>;

  /** A new account that may publish `kind` (for jobs: it owns a company that passed review). */
  async function publisher(kind: Kind, siteAreaId = hcm): Promise<Who> {
    const u = await t.newUser();
    const who = { token: u.token, id: u.id };
    if (LISTING_KINDS[kind].publisher === 'company') {
      const co = await create(who, 'company', siteAreaId, 0);
      if (co.review_status !== 'passed') await ok(t.call('companyAdminAdopt', { token: superAdmin.token, params: { id: co.id }, body: {} }));
    }
    return who;
  }

  /** Creates a listing through the API (variant n of the generated body, with overrides). */
  async function create(who: Who, kind: Kind, siteAreaId: number, n = 0, over: Record<string, unknown> = {}): Promise<Detail> {
    const r = await t.call<Detail>(callName(kind, 'save'), { token: who.token, siteAreaId, body: validBody(LISTING_KINDS[kind], refs(kind, siteAreaId), n, over) });
    if (r.status !== 200) throw new Error(`create ${kind}: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    return r.data;
  }

  /** Creates and, where the area reviews, approves as the area's admin: a live listing. */
  async function live(who: Who, kind: Kind, siteAreaId: number, n = 0, over: Record<string, unknown> = {}): Promise<Detail> {
    const d = await create(who, kind, siteAreaId, n, over);
    if (d.review_status === 'passed') return d;
    return (await ok(t.call<Detail>(callName(kind, 'adminAdopt'), { token: superAdmin.token, params: { id: d.id }, body: {} }))).data;
  }

  function kindCall<T = Detail>(kind: Kind, action: string, opts: CallOptions = {}) {
    return t.call<T>(callName(kind, action), opts);
  }

  /** Every page of a list (following next_cursor), optionally doing something between pages. */
  async function allPages(kind: Kind, opts: CallOptions, between?: (page: number) => Promise<void>) {
    const pages: Page[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const r = await ok(kindCall<Page>(kind, 'list', { ...opts, query: { ...(opts.query ?? {}), cursor } }));
      pages.push(r.data);
      if (!r.data.next_cursor) break;
      cursor = r.data.next_cursor;
      if (between) await between(i);
    }
    return pages;
  }

  const row = (id: number) => t.db.selectFrom('listing').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return { hcm, hanoi, danang, districts, categories, images, refs, adminHcm, adminHanoi, adminDanang, adminBangkok, superAdmin, member, adminOf, publisher, create, live, kindCall, allPages, row };
}
export type World = Awaited<ReturnType<typeof worldOf>>;

/** Fails with the reply's message when a call did not succeed. */
export async function ok<T>(p: Promise<Reply<T>>): Promise<Reply<T>> {
  const r = await p;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${r.message} ${JSON.stringify(r.data)}`);
  return r;
}
