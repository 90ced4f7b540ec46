import { LOGISTICS_PAGES } from '@haiwai/contracts/logistics/constants';
import { sql, type Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import { NOT_FOUND, NOT_PUBLIC, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';
import type { DB } from '../../db/schema.js';

/**
 * How logistics describes itself (docs/links.md): the list, and a listed line's route, mode, days and company; a
 * sitemap of listed lines. A line in review, refused or taken down is not public.
 */
export function declareLogisticsHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(LOGISTICS_PAGES.list, { keys: [], load: async (_q, lang) => ({ title: t(lang, 'logistics.head.list_title'), description: t(lang, 'logistics.head.list_description'), type: 'website' }) });
  heads.declare(LOGISTICS_PAGES.detail, {
    keys: ['id'],
    load: async (q, lang) => {
      const id = Number(q.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
      const l = await db
        .selectFrom('logistics_line as l')
        .innerJoin('listing as c', 'c.id', 'l.company_id')
        .select(['l.from_place', 'l.to_place', 'l.mode', 'l.days_min', 'l.days_max', 'l.status', 'c.title'])
        .where('l.id', '=', id)
        .executeTakeFirst();
      if (!l) return NOT_FOUND;
      if (l.status !== 'online') return NOT_PUBLIC;
      const mode = t(lang, `logistics.mode.${l.mode}`);
      return { title: `${l.from_place} → ${l.to_place} · ${mode}`, description: t(lang, 'logistics.head.detail_description', { company: l.title, mode, min: l.days_min, max: l.days_max }), type: 'website' } satisfies PageHead;
    },
  });
  heads.sitemap({ name: 'logistics', table: 'logistics_line', where: sql`status = 'online'`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id) => `${LOGISTICS_PAGES.detail}?id=${id}` });
}
