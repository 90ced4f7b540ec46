import type { Lang } from '@haiwai/contracts';
import { EXHIBITION_PAGES } from '@haiwai/contracts/exhibitions/constants';
import { sql, type Kysely } from 'kysely';
import type { Event, WithContext } from 'schema-dts';
import { t } from '../../core/messages.js';
import { NOT_FOUND, NOT_PUBLIC, plainText, shareImage, type PageAt, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';
import type { DB } from '../../db/schema.js';

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * How exhibitions describe themselves (docs/links.md): the list, and a listed exhibition's title, dates and venue
 * with schema.org `Event` data (an offline event at a Place, organised by the named organiser); a sitemap of listed
 * ones. One in review or refused is not public.
 */
export function declareExhibitionHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(EXHIBITION_PAGES.list, { keys: [], load: async (_q, lang) => ({ title: t(lang, 'exhibition.head.list_title'), description: t(lang, 'exhibition.head.list_description'), type: 'website' }) });
  heads.declare(EXHIBITION_PAGES.detail, { keys: ['id'], load: (q, lang, at) => exhibitionHead(db, q.id, lang, at) });
  heads.sitemap({ name: 'exhibitions', table: 'exhibition', where: sql`status = 'online'`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id) => `${EXHIBITION_PAGES.detail}?id=${id}` });
}

async function exhibitionHead(db: Kysely<DB>, raw: string | undefined, _lang: Lang, at: PageAt) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
  const e = await db
    .selectFrom('exhibition')
    .select(['title', 'intro', 'venue', 'address', 'lat', 'lng', 'organiser', 'photos', 'status', 'site_area_id', sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'), sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!e) return NOT_FOUND;
  if (e.status !== 'online') return NOT_PUBLIC;
  const photo = json<string[]>(e.photos)[0] ?? null;
  const image = shareImage(photo, at.origin);
  const description = `${e.starts_on} – ${e.ends_on} · ${e.venue} · ${plainText(e.intro)}`;
  const jsonLd: WithContext<Event> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: plainText(e.intro),
    startDate: e.starts_on,
    endDate: e.ends_on,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venue,
      ...(e.address ? { address: e.address } : {}),
      ...(e.lat !== null && e.lng !== null ? { geo: { '@type': 'GeoCoordinates', latitude: e.lat, longitude: e.lng } } : {}),
    },
    organizer: { '@type': 'Organization', name: e.organiser },
    url: at.url,
    ...(image ? { image: [image] } : {}),
  };
  return { title: e.title, description, image: photo, imageArea: e.site_area_id, type: 'website', jsonLd } satisfies PageHead;
}
