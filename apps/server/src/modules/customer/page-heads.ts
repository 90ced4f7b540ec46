import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NOT_FOUND, plainText, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';

const QUESTION_PAGE = '/pagesA/customer/question-detail';

/**
 * How an FAQ question describes itself (docs/links.md): the question and the start of its answer; a sitemap of the
 * areas' own entries (site-wide entries, area 0, have a sitemap of their own). A deleted entry no longer exists.
 */
export function declareFaqHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(QUESTION_PAGE, {
    keys: ['id'],
    load: async (q) => {
      const id = Number(q.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
      const e = await db.selectFrom('faq_entry').select(['title', 'answer']).where('id', '=', id).executeTakeFirst();
      if (!e) return NOT_FOUND;
      return { title: e.title, description: plainText(e.answer), type: 'article' } satisfies PageHead;
    },
  });
  heads.sitemap({ name: 'questions', table: 'faq_entry', where: sql`true`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id) => `${QUESTION_PAGE}?id=${id}` });
}
