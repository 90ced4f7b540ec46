import { guide, saveBodySchema, type LocalizedText, type ListingSaveBody } from '@haiwai/contracts';
import { minorDigits } from '@haiwai/contracts/payments/constants';
import type { Kysely, Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { renderIcon } from '../../../seed/images.js';
import { hashPassword, DEMO_PASSWORD } from '../../auth/index.js';
import { searchVector, toColumns } from '../../listings/index.js';
import { plusDays, today } from '../days.js';
import { DEMO_REVIEWS, GUIDE_TEMPLATES, type GuideTemplate } from './content.js';

/**
 * Ten guides and translators in every area (GUIDE_TEMPLATES, zh first with en and vi), live and reviewed, with
 * certificates, 60 days of free days from the seeding day (one day off a week), rates in the area's currency,
 * and on the first three a completed booking by one of the area's demo members with a review.
 * Accounts `guide_<area>_<n>` (mobile 139 + area index + n) sign in with the demo password.
 * Runs once (marker), one transaction per area; an area whose first guide exists is skipped.
 */
const MARK = 'seed.guides-demo';
const DAY = 86_400_000;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
type Db = Kysely<DB> | Transaction<DB>;

interface Area {
  id: number;
  code: string;
  names: LocalizedText;
  currency: string;
  time_zone: string;
  latitude: number;
  longitude: number;
}

/** Units of the area's currency per US dollar, read off its seeded 3-day top price (US$2), rounded to a sensible step. */
async function perUsd(db: Db, area: Area): Promise<number> {
  const p = await db.selectFrom('price_item').select('amount').where('site_area_id', '=', area.id).where('kind', '=', 'top').where('code', '=', 'd3').executeTakeFirst();
  return p ? Number(p.amount) / 10 ** minorDigits(area.currency.trim()) / 2 : 1;
}
const nice = (v: number) => (v >= 1000 ? Math.round(v / 1000) * 1000 : Math.round(v));

function body(t: GuideTemplate, area: Area, district: { id: number } | undefined, category: number, rate: number, photos: string[], i: number): ListingSaveBody {
  const city = area.names[t.lang] || area.names.zh;
  const fill = (s: string) => s.replaceAll('{city}', city);
  const b = {
    title: fill(t.title), description: fill(t.description), price: nice(t.usdHour * rate), price_unit: 'hour', category_id: category, district_id: district?.id ?? null, tags: [],
    images: [photos[i % photos.length]!], address: null, latitude: +(area.latitude + ((i % 5) - 2) * 0.01).toFixed(6), longitude: +(area.longitude + ((i % 3) - 1) * 0.01).toFixed(6),
    contact_name: t.nickname, contact_phone: `+84 90${String(1000000 + i * 7919).slice(0, 7)}`, lang_type: t.lang,
    roles: t.roles, languages: t.languages, cities: city, services: t.services, rate_day: t.usdDay === null ? null : nice(t.usdDay * rate), experience_years: t.years,
  };
  const res = saveBodySchema(guide).safeParse(b);
  if (!res.success) throw new Error(`guides-demo: invalid guide "${b.title}": ${JSON.stringify(res.error.issues.slice(0, 3))}`);
  return res.data as ListingSaveBody;
}

async function seedArea(trx: Transaction<DB>, area: Area, ai: number, ctx: { hash: string; photos: string[]; certs: string[]; categories: number[]; now: Date }) {
  const { now } = ctx;
  const districts = await trx.selectFrom('district').select('id').where('site_area_id', '=', area.id).orderBy('sort').orderBy('id').execute();
  const rate = await perUsd(trx, area);
  const first = today(area.time_zone, now);
  const free = Array.from({ length: 60 }, (_, k) => plusDays(first, k)).filter((_, k) => k % 7 !== 6);
  const members = await trx.selectFrom('app_user').select(['id']).where('username', 'like', `demo\\_${area.code}\\_%`).where('role', '=', 'member').orderBy('id').limit(5).execute();
  for (const [i, t] of GUIDE_TEMPLATES.entries()) {
    const user = await trx
      .insertInto('app_user')
      .values({
        username: `guide_${area.code}_${i}`, area_code: '86', mobile: `139${String(ai).padStart(2, '0')}${String(i).padStart(6, '0')}`, email: null, password_hash: ctx.hash,
        nickname: t.nickname, avatar: null, bio: t.title.replaceAll('{city}', area.names.zh), role: 'member', site_area_id: area.id, lang: t.lang, openid: null, birthday: null, created_at: new Date(now.getTime() - (90 + i) * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = body(t, area, districts[i % Math.max(1, districts.length)], ctx.categories[t.category]!, rate, ctx.photos, ai + i);
    const { core, attrs } = toColumns(guide, b);
    const published = new Date(now.getTime() - (i + 1) * 0.7 * DAY);
    const listing = await trx
      .insertInto('listing')
      .values({
        ...(core as object), kind: 'guide', site_area_id: area.id, user_id: user.id, company_id: null, title: b.title, currency: area.currency, images: JSON.stringify(b.images), attrs: JSON.stringify(attrs),
        status: 'online', review_status: 'passed', ever_passed: true, reviewed_at: published, published_at: published, expires_at: new Date(published.getTime() + 30 * DAY),
        view_count: 20 + ((i * 37) % 200), created_at: published, updated_at: published, search: searchVector(guide, b.title, b.description ?? '', attrs, []),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const certificates = ctx.certs.slice(0, t.certificates);
    await trx.insertInto('guide_profile').values({ id: listing.id, user_id: user.id, site_area_id: area.id, certificates: JSON.stringify(certificates), free_days: JSON.stringify(free), updated_at: now }).execute();
    if (i < 3 && members.length) await reviewed(trx, area, listing.id, user.id, members.map((m) => m.id), i, now);
  }
}

/** Completed bookings some days ago, each with its review, and the counters the comment engine keeps. */
async function reviewed(trx: Transaction<DB>, area: Area, guideId: number, ownerId: number, members: number[], i: number, now: Date) {
  const n = 1 + (i % 2) + (i === 0 ? 1 : 0);
  let sum = 0;
  for (let k = 0; k < Math.min(n, members.length); k++) {
    const [rating, text] = DEMO_REVIEWS[(i + k) % DEMO_REVIEWS.length]!;
    const day = plusDays(today(area.time_zone, now), -(10 + k * 5 + i));
    const at = new Date(now.getTime() - (9 + k * 5 + i) * DAY);
    const a = await trx
      .insertInto('guide_appointment')
      .values({ guide_id: guideId, user_id: members[k]!, owner_id: ownerId, site_area_id: area.id, status: 'completed', start_date: day, end_date: day, start_time: null, end_time: null, service: 'tour', phone: '+84 901234567', note: '', quote: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const log = [['pending', null, 'asker', members[k]!], ['accepted', 'pending', 'owner', ownerId], ['completed', 'accepted', 'owner', ownerId]] as const;
    for (const [to, from, by, who] of log) await trx.insertInto('guide_appointment_log').values({ appointment_id: a.id, from_status: from, to_status: to, by_role: by, user_id: who, reason: null, created_at: at }).execute();
    await trx.insertInto('guide_review').values({ guide_id: guideId, user_id: members[k]!, parent_id: null, reply_to_user_id: null, content: text, rating, created_at: at }).execute();
    sum += rating;
  }
  const count = Math.min(n, members.length);
  await trx.updateTable('guide_profile').set({ review_count: count, rating_sum: sum, rating_count: count }).where('id', '=', guideId).execute();
}

export async function seedGuidesDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = (await db.selectFrom('site_area').select(['id', 'code', 'names', 'currency', 'time_zone', 'latitude', 'longitude']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: json<LocalizedText>(a.names) }));
  const member = await db.selectFrom('app_user').select('password_hash').where('username', '=', 'member').executeTakeFirst();
  const hash = member?.password_hash ?? (await hashPassword(DEMO_PASSWORD));
  const done = new Set((await db.selectFrom('app_user').select('username').where('username', 'like', 'guide\\_%\\_0').execute()).map((u) => u.username));
  const photos = await Promise.all(Array.from({ length: 6 }, (_, k) => renderIcon('people', k).then(storeImage)));
  const certs = await Promise.all(Array.from({ length: 3 }, (_, k) => renderIcon(k === 1 ? 'flag' : 'passport', k + 3).then(storeImage)));
  const categories = (await db.selectFrom('category_type').select('id').where('group_key', '=', 'guide').where('site_area_id', '=', 0).orderBy('sort').orderBy('id').execute()).map((c) => c.id);
  if (categories.length < 5) throw new Error('guides-demo: guide categories missing (the guides reference seed runs first)');
  const now = new Date();
  let n = 0;
  for (const [ai, area] of areas.entries()) {
    if (done.has(`guide_${area.code}_0`)) continue;
    await db.transaction().execute((trx) => seedArea(trx, area, ai, { hash, photos, certs, categories, now }));
    n += GUIDE_TEMPLATES.length;
  }
  await markSeeded(db, MARK);
  log(`seeded ${n} demo guides and translators in ${areas.length} areas`);
  return n > 0;
}
