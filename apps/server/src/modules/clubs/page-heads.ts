import { CLUB_PAGES } from '@haiwai/contracts/clubs/constants';
import { sql, type Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import { NOT_FOUND, NOT_PUBLIC, plainText, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';
import type { DB } from '../../db/schema.js';

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * How clubs describe themselves (docs/links.md): the list, and a listed club's name, introduction and first photo;
 * a sitemap of listed clubs. A club in review or refused is not public.
 */
export function declareClubHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(CLUB_PAGES.list, { keys: [], load: async (_q, lang) => ({ title: t(lang, 'club.head.list_title'), description: t(lang, 'club.head.list_description'), type: 'website' }) });
  heads.declare(CLUB_PAGES.detail, {
    keys: ['id'],
    load: async (q) => {
      const id = Number(q.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
      const c = await db.selectFrom('club').select(['name', 'intro', 'photos', 'status', 'site_area_id']).where('id', '=', id).executeTakeFirst();
      if (!c) return NOT_FOUND;
      if (c.status !== 'online') return NOT_PUBLIC;
      return { title: c.name, description: plainText(c.intro), image: json<string[]>(c.photos)[0] ?? null, imageArea: c.site_area_id, type: 'website' } satisfies PageHead;
    },
  });
  heads.sitemap({ name: 'clubs', table: 'club', where: sql`status = 'online'`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id) => `${CLUB_PAGES.detail}?id=${id}` });
}
