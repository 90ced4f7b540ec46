import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { imageUrl, type Carousel, type Lang, type SiteArea } from '@haiwai/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CarouselService } from '../basis/index.js';
import { type IpGeo, presentSiteArea, type SiteAreaDirectory } from '../site-area/index.js';
import { pageLang, routePreloads } from './route-preloads.js';
import { htmlAttr, shellCardsHtml, type ShellCard } from './shell-cards.js';

/** What the page carries for its first render (read by apps/web/src/lib/boot.ts). */
export interface Boot {
  lang: Lang;
  site_area: SiteArea;
  carousel: Carousel[];
  at: number;
}

/** The largest picture a page paints first, when some module knows it (a listing's first photo on its detail page). */
export type PagePhoto = (pathname: string, query: Record<string, string | undefined>) => Promise<string | null>;

/** The first cards a list page shows, when some module knows them (a listing kind's list opened without filters). */
export type PageCards = (pathname: string, query: Record<string, string | undefined>, siteAreaId: number, lang: Lang) => Promise<ShellCard[] | null>;

/**
 * Serves the web app's index.html with the visitor's likely area and its home carousel embedded, plus a
 * preload of the first banner: on a first visit the largest paint no longer waits for an IP lookup and two
 * API round trips after the scripts run. Returning visitors with a stored area simply ignore it. Other pages get a
 * preload of their largest picture when a module knows it (`pagePhoto`), and every screen's files are preloaded
 * with the entry (`routePreloads`).
 */
export function appShell(webRoot: string, deps: { areas: SiteAreaDirectory; carousels: CarouselService; geo: IpGeo; pagePhoto?: PagePhoto; pageCards?: PageCards }) {
  const file = path.join(webRoot, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  const template = async () => {
    const { mtimeMs } = await stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
  const screenFiles = routePreloads(webRoot);

  /** `nonce`: the Content-Security-Policy nonce of this answer (http-security.ts), put on the boot script. */
  return async (req: FastifyRequest, reply: FastifyReply, nonce?: string) => {
    const q = req.query as Record<string, string | undefined>;
    // The app's own language when it has told us (cookie): the embedded carousel is used only in that language.
    const lang = pageLang(q.lang, req.headers.cookie);
    const { area } = await deps.areas.nearest(deps.geo.lookup(req.ip));
    const carousel = await deps.carousels.list(area.id, 'home', lang);
    const boot: Boot = { lang, site_area: presentSiteArea(area, lang), carousel, at: Date.now() };
    const script = `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__HW_BOOT__=${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
    let html = (await template()).replace('</head>', `${script}</head>`);
    const pathname = req.url.split('?')[0] ?? '/';
    const preloads = await screenFiles(pathname, lang);
    if (preloads) html = html.replace('</head>', `${preloads}</head>`);
    if (HOME_PATHS.has(pathname)) {
      // Spelled by the same helper the home carousel uses, so the browser reuses the bytes.
      const first = carousel[0] && imageUrl(carousel[0].image, { preset: 'h5Banner' });
      // Home's largest paint is its first banner: ask for it before the scripts, and paint it in the boot shell
      // where the carousel will stand, so it shows as soon as it arrives instead of after the app has started.
      if (first) html = paintInShell(preloadImage(html, first), first);
    } else {
      // Another page's largest picture (a listing's first photo) downloads while the app starts, not after its data,
      // and shows in the boot shell where the gallery will stand (the page's bar above it), as home's banner does.
      const photo = deps.pagePhoto ? await deps.pagePhoto(pathname, q).catch(() => null) : null;
      if (photo) html = paintInShell(preloadImage(html, photo), photo).replace('<div class="boot"', '<div class="boot boot--photo"');
      // A list's first cards (titles and covers) show where the list will stand, seconds before the app can draw them.
      const cards = !photo && deps.pageCards ? await deps.pageCards(pathname, q, area.id, lang).catch(() => null) : null;
      if (cards?.length) html = html.replace('<div class="boot"', '<div class="boot boot--list"').replace('<div class="boot__card"></div>', shellCardsHtml(cards));
    }
    // The page depends on the encoding asked for and on the language cookie (kept after CORS's `Origin`, if set).
    const vary = reply.getHeader('vary');
    reply.header('cache-control', 'no-cache').header('vary', `${vary ? `${String(vary)}, ` : ''}accept-encoding, cookie`).type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
}

const paintInShell = (html: string, url: string) => html.replace('<div class="boot__card"></div>', `<div class="boot__card"><img src="${htmlAttr(url)}" alt="" fetchpriority="high"></div>`);
const preloadImage = (html: string, url: string) => html.replace('<head>', `<head><link rel="preload" as="image" href="${htmlAttr(url)}" fetchpriority="high">`);

/** The paths that open on the home screen. */
const HOME_PATHS = new Set(['/', '/index.html', '/pages/index/home']);
