import type { Lang, ListingCard, ListingKindDef } from '@haiwai/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { pick } from '../../core/localize.js';
import type { LocalizedText } from '@haiwai/contracts';
import { tierBits, tiersOf } from '../trust/index.js';

/**
 * Listing rows with everything a card shows (publisher, category, district, company) in ONE query:
 * list screens never run a query per row. `where` and `order` come from the caller (lists, favourites,
 * history, recommendations all use this).
 */
const micros = (col: 'l.published_at' | 'l.created_at' | 'l.top_until' | 'l.expires_at' | 'l.updated_at') =>
  sql<string>`(extract(epoch from ${sql.ref(col)}) * 1000000)::bigint::text`;
const nullableMicros = (col: 'l.top_until' | 'l.expires_at') => sql<string | null>`case when ${sql.ref(col)} is null then null else ${micros(col)} end`;

function buildCardQuery(db: Kysely<DB>) {
  return db
    .selectFrom('listing as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .leftJoin('category_type as c', 'c.id', 'l.category_id')
    .leftJoin('district as d', 'd.id', 'l.district_id')
    .leftJoin('listing as co', 'co.id', 'l.company_id')
    .select([
      'l.id', 'l.kind', 'l.site_area_id', 'l.lang_type', 'l.title', 'l.price', 'l.price_unit', 'l.currency', 'l.images',
      'l.category_id', 'l.district_id', 'l.address', 'l.status', 'l.review_status',
      'l.view_count', 'l.collect_count', 'l.attrs', 'l.user_id', 'l.company_id',
      'u.nickname as user_nickname', 'u.avatar as user_avatar', 'c.names as category_names', 'd.names as district_names',
      'co.title as company_title', 'co.images as company_images',
      // Times as exact microseconds in text: cursors need more than a JS Date's milliseconds, and a number from text
      // costs nothing where pg's Date parsing of four timestamps was ≈ 18 % of a first page's CPU (bench/README.md).
      micros('l.published_at').as('published_us'),
      micros('l.created_at').as('created_us'),
      micros('l.updated_at').as('updated_us'),
      nullableMicros('l.top_until').as('top_us'),
      nullableMicros('l.expires_at').as('expires_us'),
      // The publisher's trust tiers, VIP among them (modules/trust, docs/trust.md): a few index probes per card, same query.
      tierBits('u').as('user_tier_bits'),
      // The publisher's titles in other languages (texts.ts): a card shows the reader's when written. Titles only, not
      // the descriptions a card never shows.
      sql<string | null>`l.texts #>> '{zh,title}'`.as('title_zh'),
      sql<string | null>`l.texts #>> '{en,title}'`.as('title_en'),
      sql<string | null>`l.texts #>> '{vi,title}'`.as('title_vi'),
    ]);
}
type CardQuery = ReturnType<typeof buildCardQuery>;
/**
 * Builders are immutable, so the card query's joins and three dozen selections are parsed once per database handle
 * (a transaction is its own handle) and every list, favourite page or detail extends that.
 */
const cardQueries = new WeakMap<Kysely<DB>, CardQuery>();
export function cardQuery(db: Kysely<DB>): CardQuery {
  let q = cardQueries.get(db);
  if (!q) cardQueries.set(db, (q = buildCardQuery(db)));
  return q;
}
export type CardRow = Awaited<ReturnType<CardQuery['executeTakeFirstOrThrow']>>;

export const seconds = (d: Date | string | null | undefined): number | null => (d ? Math.floor(new Date(d).getTime() / 1000) : null);
/** A card row's microsecond time → milliseconds since the epoch (null stays null). */
export const msOf = (us: string | null): number | null => (us === null ? null : Math.floor(Number(us) / 1000));
/** A card row's microsecond time → seconds since the epoch, as the API gives times (null stays null). */
export const secondsOf = (us: string | null): number | null => (us === null ? null : Math.floor(Number(us) / 1_000_000));
const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The publisher as a card shows them: name, avatar, VIP badge and trust tiers (docs/trust.md). */
function userOf(r: CardRow): ListingCard['user'] {
  const tiers = tiersOf(r.user_tier_bits);
  return { id: r.user_id, nickname: r.user_nickname, avatar: r.user_avatar, is_vip: tiers.vip, tiers };
}

const TITLE_IN = { zh: 'title_zh', en: 'title_en', vi: 'title_vi' } as const;
/** The publisher's own title in `lang` when they wrote one and it is not the original's language, else null. */
export const titleIn = (r: CardRow, lang: Lang): string | null => (r.lang_type === lang ? null : (r[TITLE_IN[lang]] ?? null));

/**
 * A row → card: core columns plus the kind's card attributes (never locked ones). The title is the reader's language
 * when the publisher wrote that version (`text_lang` says which), else the original's.
 */
export function presentCard(def: ListingKindDef | undefined, r: CardRow, lang: Lang, now = new Date()): ListingCard {
  const images = json<string[]>(r.images) ?? [];
  const attrs = json<Record<string, unknown>>(r.attrs) ?? {};
  const companyImages = r.company_images ? json<string[]>(r.company_images) : [];
  const nowMs = now.getTime();
  const own = titleIn(r, lang);
  // Core fields first, then the attributes (a core name wins). Not `{...attrs, id, …}`: V8 builds a literal
  // with a spread followed by two dozen keys key by key, ~50 µs a card (bench/README.md, listings).
  const card: ListingCard = {
    id: r.id,
    kind: r.kind,
    site_area_id: r.site_area_id,
    lang_type: (r.lang_type as Lang) ?? 'zh',
    title: own ?? r.title,
    price: num(r.price),
    price_unit: r.price_unit,
    currency: r.currency,
    cover: images[0] ?? null,
    image_count: images.length,
    category_id: r.category_id,
    category_name: r.category_names ? pick(json<LocalizedText>(r.category_names), lang) : null,
    district_id: r.district_id,
    district_name: r.district_names ? pick(json<LocalizedText>(r.district_names), lang) : null,
    address: r.address,
    status: r.status,
    review_status: r.review_status,
    is_top: r.top_us !== null && msOf(r.top_us)! > nowMs,
    expired: r.expires_us !== null && msOf(r.expires_us)! <= nowMs,
    view_count: r.view_count,
    collect_count: r.collect_count,
    published_at: secondsOf(r.published_us)!,
    updated_at: secondsOf(r.updated_us)!,
    user: userOf(r),
    company: r.company_id ? { id: r.company_id, title: r.company_title ?? '', cover: companyImages[0] ?? null } : null,
    text_lang: own ? lang : ((r.lang_type as Lang) ?? 'zh'),
  };
  for (const [name, f] of Object.entries(def?.fields ?? {})) {
    if (f.card && !f.locked && !(name in card)) card[name] = (attrs[name] as string | number | boolean | string[] | undefined) ?? null;
  }
  return card;
}

/** Live = visible in public lists: not deleted, online/on-sale, not expired at `at`. */
export function liveWhere(at: Date): Expression<SqlBool> {
  return sql<SqlBool>`l.deleted_at is null and l.status in ('online','on-sale') and (l.expires_at is null or l.expires_at > ${at})`;
}
