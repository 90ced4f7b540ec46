import type { Lang } from '@haiwai/contracts';
import type { LinkCard } from '@haiwai/contracts/links';
import { notFound } from '../../core/errors.js';
import { oneLine } from './head-html.js';
import type { PageHeads } from './page-heads.js';

/**
 * The card of a link to one of the app's own pages (docs/links.md): the page's head, the same one its shared link shows
 * in other apps, read from the database like the page; nothing is fetched from the network. A link elsewhere, to a screen
 * nobody describes, or to a page that is not public is a 404.
 */
export async function linkCard(heads: PageHeads, origin: string, url: string, lang: Lang): Promise<LinkCard> {
  const page = ownPage(url, origin);
  if (!page) throw notFound('web.link_not_ours');
  const found = await heads.find(page.pathname, page.query, lang, origin);
  if (found.state !== 'public') throw notFound('web.link_not_public');
  const params = new URLSearchParams();
  for (const k of found.keys) if (page.query[k]) params.set(k, page.query[k]);
  const q = params.toString();
  const { head } = found;
  return {
    path: `${page.pathname}${q ? `?${q}` : ''}`,
    title: oneLine(head.title, 100),
    description: oneLine(head.description, 160),
    image: head.image ?? null,
    image_area: head.imageArea ?? null,
    price: head.price ?? null,
  };
}

/** The path and query of a link to this site: a path (`/pages/…`) or an absolute URL on `PUBLIC_URL`'s origin. */
export function ownPage(url: string, origin: string): { pathname: string; query: Record<string, string> } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  const query: Record<string, string> = {};
  for (const [k, v] of parsed.searchParams) if (!(k in query)) query[k] = v;
  return { pathname: parsed.pathname, query };
}
