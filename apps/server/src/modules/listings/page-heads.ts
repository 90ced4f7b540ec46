import { LISTING_KINDS, type Lang, type ListingKind, type ListingKindDef, type LocalizedText } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { Accommodation, Car, JobPosting, LocalBusiness, Offer, PostalAddress, Product, RealEstateListing, WithContext } from 'schema-dts';
import type { DB } from '../../db/schema.js';
import { pick } from '../../core/localize.js';
import { storedTexts } from './texts.js';
import { headPrice, NOT_FOUND, NOT_PUBLIC, shareImage, type PageAt, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';

/**
 * How listings describe their pages (docs/links.md), one declaration for every kind from its definition: the detail
 * page's head (title, price and the card's fields, first photo, structured data where schema.org has a type for it)
 * and the kind's list page; a sitemap of each kind's public listings. What anyone sees on the page only: never the
 * contact, a locked field (a resume's name and phone) or the review's reason. A kind's own module may declare its
 * pages' heads itself: these are fallbacks.
 */
export function declareListingHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  const byDetail = new Map<string, ListingKind[]>();
  for (const [kind, def] of Object.entries(LISTING_KINDS) as [ListingKind, ListingKindDef][]) {
    byDetail.set(def.pages.detail, [...(byDetail.get(def.pages.detail) ?? []), kind]);
    heads.declare(def.pages.list, { keys: [], load: async (_q, lang) => listHead(def, lang) }, { fallback: true });
    heads.sitemap({
      name: kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      table: 'listing',
      where: sql`kind = ${kind} and deleted_at is null and status in ('online', 'on-sale', 'sold')`,
      columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' },
      path: (id) => `${def.pages.detail}?${kind === 'yp' ? 'kind=yp&' : ''}id=${id}`,
    });
  }
  // Companies and yellow-pages entries share their detail page (`?kind=yp`): the first kind is the page's own.
  for (const [path, kinds] of byDetail) {
    const keys = kinds.length > 1 ? ['kind', 'id'] : ['id'];
    const kindOf = (q: Record<string, string | undefined>) => kinds.find((k) => k === q.kind) ?? kinds[0]!;
    heads.declare(path, { keys, load: (q, lang, at) => detailHead(db, kindOf(q), q.id, lang, at) }, { fallback: true });
  }
}

function listHead(def: ListingKindDef, lang: Lang): PageHead {
  return { title: def.label[lang], description: def.description.label[lang] ? listDescription(def, lang) : '', type: 'website' };
}
const LIST_WORDS: Record<Lang, (label: string) => string> = {
  zh: (l) => `最新${l}信息：按地区、分类和价格筛选，联系发布者。`,
  en: (l) => `The latest ${l}: filter by area, category and price, and contact the publisher.`,
  vi: (l) => `${l} mới nhất: lọc theo khu vực, danh mục và giá, liên hệ người đăng.`,
};
const listDescription = (def: ListingKindDef, lang: Lang) => LIST_WORDS[lang](def.label[lang]);

/** A listing's row with what its head needs: its area's names and currency, and a job's company. */
async function loadHeadRow(db: Kysely<DB>, kind: ListingKind, id: number) {
  return db
    .selectFrom('listing as l')
    .innerJoin('site_area as a', 'a.id', 'l.site_area_id')
    .leftJoin('listing as c', (j) => j.onRef('c.id', '=', 'l.company_id').on('c.kind', '=', 'company').on('c.deleted_at', 'is', null))
    .select(['l.id', 'l.kind', 'l.title', 'l.description', 'l.price', 'l.price_unit', 'l.currency', 'l.images', 'l.attrs', 'l.status', 'l.deleted_at'])
    .select(['l.published_at', 'l.expires_at', 'l.updated_at', 'l.address', 'l.latitude', 'l.longitude', 'l.site_area_id', 'l.lang_type', 'l.texts'])
    .select(['a.names as area_names', 'a.country_code', 'c.title as company_title', 'c.images as company_images'])
    .where('l.id', '=', id)
    .where('l.kind', '=', kind)
    .executeTakeFirst();
}
type HeadRow = NonNullable<Awaited<ReturnType<typeof loadHeadRow>>>;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

async function detailHead(db: Kysely<DB>, kind: ListingKind, rawId: string | undefined, lang: Lang, at: PageAt) {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
  const stored = await loadHeadRow(db, kind, id);
  if (!stored) return NOT_FOUND;
  // The page's language version when the publisher wrote it (`?lang=`), as the detail shows it (texts.ts).
  const version = stored.lang_type === lang ? undefined : storedTexts(stored.texts)[lang];
  const row = version ? { ...stored, title: version.title, description: version.description } : stored;
  // The same rule as the detail call for someone who is neither owner nor admin: live or sold, not deleted.
  if (row.deleted_at || !['online', 'on-sale', 'sold'].includes(row.status)) return NOT_PUBLIC;
  const def: ListingKindDef = LISTING_KINDS[kind];
  const attrs = json<Record<string, unknown>>(row.attrs);
  const images = json<string[]>(row.images);
  const unit = row.price_unit ? def.price?.units?.[row.price_unit]?.[lang] : undefined;
  const price = def.price ? headPrice(row.price, row.currency, lang, unit) : null;
  const facts = cardFacts(def, attrs, lang);
  const description = [price, ...facts, row.description].filter(Boolean).join(' · ');
  const image = images[0] ?? json<string[] | null>(row.company_images)?.[0] ?? null;
  const head: PageHead = { title: row.title, description, image, imageArea: row.site_area_id, price, type: TYPES[kind] ?? 'website' };
  head.jsonLd = STRUCTURED[kind]?.(row, attrs, images, lang, at) ?? null;
  return head;
}

/** The card's fields as the list shows them (never a locked one): "出租", "85 ㎡", "2 卧室". */
function cardFacts(def: ListingKindDef, attrs: Record<string, unknown>, lang: Lang): string[] {
  const out: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    const v = attrs[name];
    if (!f.card || f.locked || v === undefined || v === null || v === '' || f.type === 'phone') continue;
    if (f.type === 'enum') out.push(f.options[String(v)]?.[lang] ?? '');
    else if (f.type === 'multi' && Array.isArray(v)) out.push(v.map((o) => f.options[String(o)]?.[lang] ?? '').filter(Boolean).join(' / '));
    else if (f.type === 'bool') out.push(v ? f.label[lang] : '');
    else if ((f.type === 'int' || f.type === 'number') && !f.money) out.push(`${f.label[lang]} ${String(v)}${f.unit ? ` ${f.unit[lang]}` : ''}`);
    else if (f.type === 'text') out.push(String(v));
  }
  return out.filter(Boolean);
}

const TYPES: Partial<Record<ListingKind, PageHead['type']>> = { shGoods: 'product', car: 'product' };

type Structured = (row: HeadRow, attrs: Record<string, unknown>, images: string[], lang: Lang, at: PageAt) => WithContext<JobPosting | Product | Car | RealEstateListing | LocalBusiness>;

const CONTEXT = 'https://schema.org' as const;
const photos = (images: string[], row: HeadRow, at: PageAt) => images.map((i) => shareImage(i, at.origin, row.site_area_id)).filter((u): u is string => Boolean(u));
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : undefined);
const place = (row: HeadRow, lang: Lang, street: boolean): PostalAddress => ({
  '@type': 'PostalAddress',
  addressLocality: pick(json<LocalizedText>(row.area_names), lang),
  addressCountry: row.country_code,
  ...(street && row.address ? { streetAddress: row.address } : {}),
});
const availability = (row: HeadRow): 'https://schema.org/SoldOut' | 'https://schema.org/InStock' => (row.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock');
const UNIT_CODES: Record<string, string> = { month: 'MON', day: 'DAY', hour: 'HUR' };
const EMPLOYMENT: Record<string, string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME', intern: 'INTERN' };
const CONDITION: Record<string, 'https://schema.org/NewCondition' | 'https://schema.org/UsedCondition'> = { new: 'https://schema.org/NewCondition' };

/** An offer of the listing at its price: sold or for sale, per day or month when it is a rent. */
function offer(row: HeadRow, at: PageAt, rent: boolean): Offer {
  const unitCode = row.price_unit ? UNIT_CODES[row.price_unit] : undefined;
  return {
    '@type': 'Offer',
    url: at.url,
    price: Number(row.price ?? 0),
    priceCurrency: row.currency,
    availability: availability(row),
    businessFunction: { '@id': rent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell' },
    ...(unitCode ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: Number(row.price ?? 0), priceCurrency: row.currency, unitCode } } : {}),
  };
}

/** schema.org data of the kinds it has a type for (Google's job and product rich results read JobPosting and Product). */
const STRUCTURED: Partial<Record<ListingKind, Structured>> = {
  job: (row, attrs, images, lang, at) => ({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: row.title,
    description: row.description,
    datePosted: iso(row.published_at),
    ...(row.expires_at ? { validThrough: iso(row.expires_at) } : {}),
    ...(EMPLOYMENT[String(attrs.job_type)] ? { employmentType: EMPLOYMENT[String(attrs.job_type)] } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: row.company_title ?? row.title,
      ...(shareImage(json<string[] | null>(row.company_images)?.[0], at.origin) ? { logo: shareImage(json<string[] | null>(row.company_images)?.[0], at.origin)! } : {}),
    },
    jobLocation: { '@type': 'Place', address: place(row, lang, true) },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: row.currency,
      value: { '@type': 'QuantitativeValue', minValue: Number(row.price ?? 0), ...(attrs.salary_max ? { maxValue: Number(attrs.salary_max) } : {}), unitText: 'MONTH' },
    },
    ...(photos(images, row, at).length ? { image: photos(images, row, at) } : {}),
    url: at.url,
  }),
  shGoods: (row, attrs, images, _lang, at) => ({
    '@context': CONTEXT,
    '@type': 'Product',
    name: row.title,
    description: row.description,
    image: photos(images, row, at),
    offers: { ...offer(row, at, false), itemCondition: CONDITION[String(attrs.condition)] ?? 'https://schema.org/UsedCondition' },
  }),
  car: (row, attrs, images, _lang, at) => ({
    '@context': CONTEXT,
    '@type': 'Car',
    name: row.title,
    description: row.description,
    image: photos(images, row, at),
    ...(attrs.make ? { brand: { '@type': 'Brand', name: String(attrs.make) } } : {}),
    ...(attrs.model ? { model: String(attrs.model) } : {}),
    ...(attrs.year ? { vehicleModelDate: String(attrs.year) } : {}),
    ...(attrs.mileage_km !== undefined ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: Number(attrs.mileage_km), unitCode: 'KMT' } } : {}),
    ...(attrs.seats ? { seatingCapacity: Number(attrs.seats) } : {}),
    offers: offer(row, at, attrs.deal === 'rent'),
  }),
  housing: (row, attrs, images, lang, at) => {
    const home: Accommodation = {
      '@type': 'Accommodation',
      name: row.title,
      description: row.description,
      ...(attrs.area_sqm ? { floorSize: { '@type': 'QuantitativeValue', value: Number(attrs.area_sqm), unitCode: 'MTK' } } : {}),
      ...(attrs.rooms !== undefined ? { numberOfBedrooms: Number(attrs.rooms) } : {}),
      ...(attrs.bathrooms !== undefined ? { numberOfBathroomsTotal: Number(attrs.bathrooms) } : {}),
      ...(attrs.pets !== undefined ? { petsAllowed: Boolean(attrs.pets) } : {}),
      // The area only: a home's street address is for those who contact the publisher.
      address: place(row, lang, false),
    };
    // A home is a place, which schema.org does not let an Offer's itemOffered name: the listing is a RealEstateListing
    // whose offer is the rent or price and whose subject is the accommodation.
    return {
      '@context': CONTEXT,
      '@type': 'RealEstateListing',
      name: row.title,
      url: at.url,
      datePosted: iso(row.published_at),
      image: photos(images, row, at),
      offers: offer(row, at, attrs.deal === 'rent'),
      about: home,
    };
  },
  company: (row, attrs, images, lang, at) => localBusiness(row, attrs, images, lang, at),
  yp: (row, attrs, images, lang, at) => localBusiness(row, attrs, images, lang, at),
};

function localBusiness(row: HeadRow, attrs: Record<string, unknown>, images: string[], lang: Lang, at: PageAt): WithContext<LocalBusiness> {
  const website = typeof attrs.website === 'string' && /^https?:\/\/[^\s"<>]+$/.test(attrs.website) ? attrs.website : null;
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: row.title,
    description: row.description,
    image: photos(images, row, at),
    address: place(row, lang, true),
    ...(row.latitude !== null && row.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } } : {}),
    url: website ?? at.url,
  };
}
