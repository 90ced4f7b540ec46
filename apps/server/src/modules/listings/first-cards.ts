import { imageUrl, LISTING_KINDS, LISTING_TOTAL_CAP, type Lang, type ListingKind } from '@haiwai/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ShellCard } from '../../core/page-hints.js';
import { liveWhere } from './cards.js';
import { readPage } from './pages.js';

/** How many cards: what a phone's first screen shows (the web list renders six at once too). */
const FIRST_SCREEN = 6;
/** Link parameters that leave the list as it opens: the language, and the app shells' `terminal` (spec section 4). */
const NOT_FILTERS = new Set(['lang', 'terminal']);

/**
 * List path → kind, for the kinds listed in rows with square or wide covers: second-hand goods are a two-column grid
 * and resumes show round portraits, which the shell does not draw.
 */
const LIST_PATHS = new Map<string, ListingKind>(
  Object.entries(LISTING_KINDS)
    .filter(([, def]) => def.cardPreset !== 'secondHand' && def.cardPreset !== 'avatar')
    .map(([kind, def]) => [def.pages.list, kind as ListingKind]),
);

/**
 * The first cards of a kind's public list as its page opens without filters (newest first, top placements
 * first, the area's live listings), for the app shell to paint where the list will stand (modules/web/app-shell.ts):
 * on a slow phone the titles show seconds before the app has started. The same page the list's first call answers,
 * cut to the first screen; null for any other path or a list opened with filters (a keyword, a category, another
 * area's `site_area_id`...).
 */
export function listingFirstCards(db: Kysely<DB>) {
  return async (pathname: string, query: Record<string, string | undefined>, siteAreaId: number, lang: Lang): Promise<ShellCard[] | null> => {
    const kind = LIST_PATHS.get(pathname);
    if (!kind || Object.keys(query).some((k) => !NOT_FILTERS.has(k))) return null;
    const def = LISTING_KINDS[kind];
    const page = await readPage(db, {
      where: (at) => [sql<SqlBool>`l.site_area_id = ${siteAreaId}`, sql<SqlBool>`l.kind = ${kind}`, liveWhere(at)],
      sort: def.sorts[0] ?? 'newest',
      limit: FIRST_SCREEN,
      lang,
      topsFirst: true,
      totalCap: LISTING_TOTAL_CAP,
    });
    return page.list.map((card) => ({
      href: `${def.pages.detail}?id=${card.id}`,
      title: card.title,
      // Spelled as the web card asks for it, so the app's card reuses the downloaded picture.
      cover: card.cover ? imageUrl(card.cover, { preset: def.cardPreset }) : null,
      wide: def.cardPreset === 'hotMerchant',
    }));
  };
}
