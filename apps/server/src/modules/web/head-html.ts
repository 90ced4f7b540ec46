import { LANGS, type Lang } from '@haiwai/contracts';
import { shareImage, type PageHead, type PageType } from '../../core/page-heads.js';
import { t } from '../../core/messages.js';
import { pageUrl, type FoundHead } from './page-heads.js';
import { htmlAttr, htmlText } from './shell-cards.js';

/** What the head of one answer is made of: the request's page, its language and the site's public origin. */
export interface HeadRequest {
  pathname: string;
  query: Record<string, string | undefined>;
  lang: Lang;
  /** `PUBLIC_URL` without a trailing slash. */
  origin: string;
}

/** A page's head as the shell writes it: `<title>`, the description, and the tags added before `</head>`. */
export interface HeadTags {
  title: string;
  description: string;
  /** canonical, hreflang, og:*, twitter:*, robots, JSON-LD: HTML, every value escaped. */
  tags: string;
  /** Whether search engines may index the page. */
  index: boolean;
}

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;
const OG_LOCALE: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US', vi: 'vi_VN' };
/** The picture of pages without one of their own (the app's icon). */
const SITE_IMAGE = '/icons/icon-512.png';

/** Plain text on one line, cut at `max` characters (whole code points, so an emoji is never split) with an ellipsis. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The site's own head (home, a form, a page no module describes), or the fallback of a page that is not public. */
function genericHead(lang: Lang): PageHead {
  return { title: t(lang, 'web.site_name'), description: t(lang, 'web.site_description'), type: 'website' };
}

/** The head tags of a page as found by the registry. Not public, not found: the generic head, `noindex`, no canonical. */
export function headTags(found: FoundHead, req: HeadRequest): HeadTags {
  const site = t(req.lang, 'web.site_name');
  const index = found.state === 'public' || found.state === 'generic';
  const head = found.state === 'public' ? found.head : genericHead(req.lang);
  const keys = found.state === 'public' ? found.keys : [];
  const own = found.state === 'public';
  const title = own ? `${oneLine(head.title, TITLE_MAX)} - ${site}` : site;
  const description = oneLine(head.description, DESCRIPTION_MAX) || t(req.lang, 'web.site_description');
  const image = (own && shareImage(head.image, req.origin, head.imageArea)) || `${req.origin}${SITE_IMAGE}`;
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string) => tags.push(`<meta ${attr}="${key}" content="${htmlAttr(value)}">`);
  const canonical = pageUrl(req, keys, req.query.lang ? req.lang : undefined);
  if (index) {
    tags.push(`<link rel="canonical" href="${htmlAttr(canonical)}">`);
    for (const l of LANGS) tags.push(`<link rel="alternate" hreflang="${l}" href="${htmlAttr(pageUrl(req, keys, l))}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${htmlAttr(pageUrl(req, keys))}">`);
  } else meta('name', 'robots', 'noindex');
  meta('property', 'og:site_name', site);
  meta('property', 'og:title', own ? oneLine(head.title, TITLE_MAX) : site);
  meta('property', 'og:description', description);
  meta('property', 'og:type', ogType(head.type));
  if (index) meta('property', 'og:url', canonical);
  meta('property', 'og:locale', OG_LOCALE[req.lang]);
  meta('property', 'og:image', image);
  meta('name', 'twitter:card', image.endsWith(SITE_IMAGE) ? 'summary' : 'summary_large_image');
  meta('name', 'twitter:title', own ? oneLine(head.title, TITLE_MAX) : site);
  meta('name', 'twitter:description', description);
  meta('name', 'twitter:image', image);
  if (own && head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return { title, description, tags: tags.join(''), index };
}

const ogType = (type: PageType | undefined) => type ?? 'website';

/** JSON inside a `<script>` element: `<` (and the line separators JavaScript once refused) as escapes, so no text ends it. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const TITLE_TAG = /<title>[^<]*<\/title>/;
const DESCRIPTION_TAG = /<meta name="description" content="[^"]*"\s*\/?>/;
const HTML_LANG = /<html lang="[^"]*">/;

/** index.html with this page's head: its title and description in place of the shell's, the other tags before `</head>`. */
export function withHead(html: string, head: HeadTags, lang: Lang): string {
  return html
    .replace(HTML_LANG, `<html lang="${lang}">`)
    .replace(TITLE_TAG, `<title>${htmlText(head.title)}</title>`)
    .replace(DESCRIPTION_TAG, `<meta name="description" content="${htmlAttr(head.description)}">`)
    .replace('</head>', `${head.tags}</head>`);
}
