import { storeMediaHash, type Lang, type ListingDetail, type ListingKindDef, type ListingSaveBody, type ListingTexts } from '@haiwai/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import { badRequest, fieldError, forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { SettingsStore } from '../basis/index.js';
import type { SensitiveWords } from '../moderation/index.js';
import { cardQuery, presentCard, seconds } from './cards.js';
import * as life from './lifecycle.js';
import type { ListingRow } from './schema.js';
import { documentLexemes } from '../../core/search-text.js';
import { allVersions, storedTexts, versionWords } from './texts.js';

type Db = Kysely<DB> | Transaction<DB>;
const CORE_REVIEWED = ['title', 'description', 'price', 'category_id', 'images', 'address', 'contact_phone', 'contact_name'] as const;
const DAY = 86_400_000;
/** Live listings per member and area when the area sets no `listing_live_limit` (docs/vip.md). */
export const DEFAULT_LIVE_LIMIT = 30;

export const isAdminOf = (user: AuthUser | null, siteAreaId: number) =>
  Boolean(user && (user.role === 'super_admin' || (user.role === 'admin' && user.adminSiteAreaIds.includes(siteAreaId))));

export const lifeState = (r: Pick<ListingRow, 'status' | 'review_status' | 'ever_passed' | 'expires_at' | 'deleted_at'>, now = new Date()): life.LifeState => ({
  status: r.status,
  review_status: r.review_status,
  ever_passed: r.ever_passed,
  expired: Boolean(r.expires_at && new Date(r.expires_at) <= now),
  deleted: Boolean(r.deleted_at),
});

/** Area settings that shape the engine: whether a kind is reviewed and how long listings last. */
export class ListingPolicy {
  /** `words`: the area's sensitive words (modules/moderation); without it (a policy built only to read rules) none are checked. */
  constructor(
    private readonly settings: SettingsStore,
    private readonly words?: SensitiveWords,
  ) {}
  /** A 400 naming the first field whose text holds one of the area's sensitive words (every language version alike). */
  async assertClean(siteAreaId: number, fields: Record<string, string | null | undefined>): Promise<void> {
    await this.words?.assertClean(siteAreaId, fields);
  }
  async reviews(def: ListingKindDef, siteAreaId: number): Promise<boolean> {
    if (!def.review) return false;
    const s = (await this.settings.forArea(siteAreaId)).listing_review as Record<string, boolean> | undefined;
    return s?.[def.kind] !== false;
  }
  /** Live listings a member may have in the area (`listing_live_limit`; VIP members have their own, modules/vip). */
  async liveLimit(siteAreaId: number): Promise<number> {
    const v = Number((await this.settings.forArea(siteAreaId)).listing_live_limit);
    return Number.isInteger(v) && v > 0 ? v : DEFAULT_LIVE_LIMIT;
  }
  async expiryDays(siteAreaId: number): Promise<number> {
    const v = Number((await this.settings.forArea(siteAreaId)).listing_expiry_days);
    return Number.isFinite(v) && v > 0 ? v : 30;
  }
}

/** Reading one listing, and the detail every screen shows. */
export async function loadRow(db: Db, def: ListingKindDef, id: number): Promise<ListingRow | undefined> {
  return db.selectFrom('listing').selectAll().where('id', '=', id).where('kind', '=', def.kind).executeTakeFirst();
}

export async function presentDetail(db: Db, def: ListingKindDef, row: ListingRow, user: AuthUser | null, lang: Lang, unlocked = false): Promise<ListingDetail> {
  const card = await cardQuery(db as Kysely<DB>).where('l.id', '=', row.id).executeTakeFirstOrThrow();
  const now = new Date();
  const isOwner = Boolean(user && user.id === row.user_id);
  const admin = isAdminOf(user, row.site_area_id);
  const attrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
  const open = isOwner || admin || unlocked;
  const locks = Object.entries(def.fields).some(([, f]) => f.locked);
  const flat: Record<string, string | number | boolean | string[] | null> = {};
  for (const [name, f] of Object.entries(def.fields)) flat[name] = f.locked && !open ? null : ((attrs[name] as string | number | boolean | string[] | undefined) ?? null);
  const contactHidden: 'login' | 'locked' | 'none' = !user ? 'login' : locks && !open ? 'locked' : 'none';
  const collected = user ? await db.selectFrom('listing_collect').select('user_id').where('user_id', '=', user.id).where('listing_id', '=', row.id).executeTakeFirst() : undefined;
  const state = lifeState(row, now);
  const can = isOwner ? life.ownerCan(def, state) : { ...life.NO_OWNER_ACTIONS };
  const shown = presentCard(def, card, lang, now);
  const texts = storedTexts(row.texts);
  const originalLang = (row.lang_type as Lang) ?? 'zh';
  // The reader's language when the publisher wrote it (the card's title already is), else the original.
  const description = shown.text_lang && shown.text_lang !== originalLang ? (texts[shown.text_lang]?.description ?? '') : row.description;
  // Object.assign, not spreads followed by keys: V8 builds such a literal key by key (see presentCard).
  return Object.assign(shown, flat, {
    description,
    images: (typeof row.images === 'string' ? JSON.parse(row.images) : row.images) as string[],
    tags: row.tags,
    latitude: row.latitude,
    longitude: row.longitude,
    contact_name: contactHidden === 'none' ? row.contact_name : null,
    contact_phone: contactHidden === 'none' ? row.contact_phone : null,
    contact_hidden: contactHidden,
    created_at: seconds(row.created_at)!,
    expires_at: seconds(row.expires_at),
    top_until: seconds(row.top_until),
    review_reason: isOwner || admin ? row.review_reason : null,
    is_owner: isOwner,
    is_collect: Boolean(collected),
    can,
    deleted: Boolean(row.deleted_at),
    texts: allVersions({ lang: originalLang, title: row.title, description: row.description }, texts),
  });
}

/** Checks that make a save body fit the area: category of the kind, district of the area, our own images uploaded. */
export async function checkReferences(db: Db, def: ListingKindDef, siteAreaId: number, body: Partial<ListingSaveBody>) {
  if (body.category_id) {
    const c = await db.selectFrom('category_type').select('id').where('id', '=', body.category_id).where('group_key', '=', def.categoryGroup ?? def.kind).where('site_area_id', 'in', [0, siteAreaId]).executeTakeFirst();
    if (!c) throw fieldError('body.category_id', 'listing.bad_category');
  }
  if (body.district_id) {
    const d = await db.selectFrom('district').select('id').where('id', '=', body.district_id).where('site_area_id', '=', siteAreaId).executeTakeFirst();
    if (!d) throw fieldError('body.district_id', 'listing.bad_district');
  }
  // Images of this store must be uploads that exist; the schema let through only those and allow-listed https URLs.
  const hashes = (body.images ?? []).map(storeMediaHash).filter((h): h is string => h !== null);
  if (hashes.length) {
    const found = await db.selectFrom('media').select('hash').where('hash', 'in', hashes).execute();
    if (found.length < new Set(hashes).size) throw fieldError('body.images', 'listing.bad_image');
  }
}

/** Splits a validated body into core columns and the kind's attributes. */
export function toColumns(def: ListingKindDef, body: Partial<ListingSaveBody>, existingAttrs: Record<string, unknown> = {}) {
  const attrs: Record<string, unknown> = { ...existingAttrs };
  for (const name of Object.keys(def.fields)) if (name in body) attrs[name] = body[name] ?? null;
  const core: Record<string, unknown> = {};
  for (const k of ['title', 'description', 'price', 'price_unit', 'category_id', 'district_id', 'tags', 'address', 'latitude', 'longitude', 'contact_name', 'contact_phone', 'lang_type'] as const) {
    if (k in body && body[k] !== undefined) core[k] = body[k];
  }
  if (body.images) core.images = JSON.stringify(body.images);
  if (def.price?.units && core.price !== undefined && !core.price_unit && !('price_unit' in body)) core.price_unit = Object.keys(def.price.units)[0];
  return { core, attrs };
}

/** Did this edit touch a field whose change needs a new review? */
export function reviewedChange(def: ListingKindDef, row: ListingRow, body: Partial<ListingSaveBody>): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const rowImages = typeof row.images === 'string' ? JSON.parse(row.images) : row.images;
  for (const k of CORE_REVIEWED) {
    if (!(k in body) || body[k] === undefined) continue;
    const current = k === 'images' ? rowImages : k === 'price' ? (row.price === null ? null : Number(row.price)) : row[k];
    if (!same(current, body[k])) return true;
  }
  const attrs = (typeof row.attrs === 'string' ? JSON.parse(row.attrs) : row.attrs) as Record<string, unknown>;
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.reviewed === false || !(name in body)) continue;
    if (!same(attrs[name], body[name])) return true;
  }
  return false;
}

/**
 * The search lexemes of a listing: title and description in every language the publisher wrote them (`texts`: the
 * versions besides the original, texts.ts), attribute text and option labels in every language.
 */
export function searchVector(def: ListingKindDef, title: string, description: string, attrs: Record<string, unknown>, tags: string[], texts: ListingTexts = {}) {
  const words: string[] = [title, description, ...versionWords(texts), tags.join(' ')];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.locked) continue;
    const v = attrs[name];
    if (v === null || v === undefined) continue;
    if (f.type === 'text') words.push(String(v));
    if (f.type === 'enum') {
      const o = f.options[String(v)];
      if (o) words.push(o.zh, o.en, o.vi);
    }
  }
  return sql`array_to_tsvector(${documentLexemes(...words)}::text[])`;
}

export function applyChange(change: life.Change, expiryDays: number, now = new Date()): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (change.status) out.status = change.status;
  if (change.review_status) out.review_status = change.review_status;
  if (change.ever_passed !== undefined) out.ever_passed = change.ever_passed;
  if (change.publish) {
    out.published_at = now;
    out.expires_at = new Date(now.getTime() + expiryDays * DAY);
  }
  if (change.renew) out.expires_at = new Date(now.getTime() + expiryDays * DAY);
  return out;
}

/**
 * The row of `id` if it is this kind's and the caller owns it: someone else's listing is a 403 (writes say
 * why they are refused), a missing or deleted one a 404 (deleted is gone for its owner too; admins restore).
 */
export async function ownedRow(db: Db, def: ListingKindDef, id: number, user: AuthUser): Promise<ListingRow> {
  const row = await loadRow(db, def, id);
  if (!row || row.deleted_at) throw notFound();
  if (row.user_id !== user.id) throw forbidden('listing.not_owner');
  return row;
}

/**
 * Who may read one listing: its area's admins always (deleted ones too, to restore them); its owner unless
 * deleted; everyone else while it is live or sold (an expired one still opens from a saved link, marked
 * `expired`). Anything else is a 404, never a 403: it leaks nothing.
 */
export function visibleTo(row: ListingRow, user: AuthUser | null): boolean {
  if (user && isAdminOf(user, row.site_area_id)) return true;
  if (row.deleted_at) return false;
  if (user && user.id === row.user_id) return true;
  return life.isLive(row.status) || row.status === 'sold';
}

export const outcome = (o: life.Outcome): life.Change => {
  if (!o.ok) throw badRequest(o.key);
  return o.change;
};
