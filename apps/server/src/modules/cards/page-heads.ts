import { CARD_CODE_PATTERN, CARD_PAGES } from '@haiwai/contracts/cards/constants';
import type { Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import { NOT_FOUND, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';
import type { DB } from '../../db/schema.js';
import { cardQuery } from './view.js';

/**
 * How a card's public page describes itself when its link is shared (docs/links.md): name, title and company, the
 * introduction, the avatar (or logo). Never its phone, WeChat ID, e-mail or address: those are on the page for
 * whoever opens it, not in previews. No sitemap: cards are shared by their owners, not found by search engines.
 */
export function declareCardHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(CARD_PAGES.detail, {
    keys: ['code'],
    load: async (q, lang) => {
      const code = (q.code ?? '').toLowerCase();
      if (!CARD_CODE_PATTERN.test(code)) return NOT_FOUND;
      const c = await cardQuery(db).where('c.code', '=', code).executeTakeFirst();
      if (!c) return NOT_FOUND;
      const title = [c.name, c.title, c.company].filter(Boolean).join(' · ');
      return { title, description: c.intro.trim() || t(lang, 'card.head.description', { name: c.name }), image: c.avatar ?? c.logo, type: 'profile' } satisfies PageHead;
    },
  });
}
