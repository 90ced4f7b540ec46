import { EXPOSURE_PAGES } from '@haiwai/contracts/exposures/constants';
import type { Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import { NOT_FOUND, NOT_PUBLIC, plainText, type PageHeadRegistry } from '../../core/page-heads.js';
import type { DB } from '../../db/schema.js';

/**
 * How the board describes itself to link previews (docs/links.md): the list, and a public exposure's title and
 * story (no picture: evidence is private). Not in any sitemap: a warning about a person is found by searching the
 * board, not pushed to search engines (docs/exposures.md). One not public (in review, expired, withdrawn) is not shown.
 */
export function declareExposureHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(EXPOSURE_PAGES.list, { keys: [], load: async (_q, lang) => ({ title: t(lang, 'exposure.head.list_title'), description: t(lang, 'exposure.head.list_description'), type: 'website' }) });
  heads.declare(EXPOSURE_PAGES.detail, {
    keys: ['id'],
    load: async (q) => {
      const id = Number(q.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
      const e = await db.selectFrom('exposure').select(['title', 'story', 'status', 'expires_at']).where('id', '=', id).executeTakeFirst();
      if (!e) return NOT_FOUND;
      if (e.status !== 'approved' || !e.expires_at || e.expires_at.getTime() <= Date.now()) return NOT_PUBLIC;
      return { title: e.title, description: plainText(e.story), type: 'article' };
    },
  });
}
