import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { imageUrl, type Carousel, type Lang, type SiteArea } from '@haiwai/contracts';
import { isConsolePath } from '@haiwai/contracts/console/constants';
import { SCREEN_PATHS } from '@haiwai/contracts/links';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CarouselService } from '../basis/index.js';
import { type IpGeo, presentSiteArea, type SiteAreaDirectory } from '../site-area/index.js';
import { hasSessionHint, pageLang, screenFiles, type LoginPromptWords } from './route-files.js';
import type { PageCards, PagePhoto } from '../../core/page-hints.js';
import { htmlAttr, htmlText, shellCardsHtml } from './shell-cards.js';
import { headTags, withHead, type HeadRequest, type HeadTags } from './head-html.js';
import { ttlCache } from './ttl-cache.js';
import type { FoundHead, PageHeads } from './page-heads.js';

/** What the page carries for its first render (read by apps/web/src/lib/boot.ts). */
export interface Boot {
  lang: Lang;
  site_area: SiteArea;
  carousel: Carousel[];
  at: number;
  /** The page's own title and description when a module describes it (apps/web keeps them while on that page). */
  head?: { title: string; description: string };
}

/**
 * Serves the web app's index.html with the visitor's likely area and its home carousel embedded, plus a
 * preload of the first banner: on a first visit the largest paint no longer waits for an IP lookup and two
 * API round trips after the scripts run. Returning visitors with a stored area simply ignore it. Other pages get a
 * preload of their largest picture when a module knows it (`pagePhoto`), and every screen's files are preloaded
 * with the entry (`PRELOAD_SLICES`).
 */
export function appShell(
  webRoot: string,
  deps: { areas: SiteAreaDirectory; carousels: CarouselService; geo: IpGeo; pagePhoto?: PagePhoto; pageCards?: PageCards; heads?: PageHeads; origin: string; cacheMs?: number },
) {
  // A detail page's photo hint is kept as long as its head (PAGE_HEAD_CACHE_MS): both are read again for a shared link's crowd otherwise.
  const photos = ttlCache<string | null>(deps.cacheMs ?? 0);
  const pagePhoto = deps.pagePhoto && ((pathname: string, q: Record<string, string | undefined>) => photos(`${pathname}?${q.id ?? ''}&${q.kind ?? ''}`, () => deps.pagePhoto!(pathname, q)));
  const file = path.join(webRoot, 'index.html');
  let cached: ({ mtimeMs: number } & ShellTemplate) | null = null;
  const template = async () => {
    const { mtimeMs } = await stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, ...shellTemplate(await readFile(file, 'utf8')) };
    return cached;
  };
  const screens = screenFiles(webRoot);

  /** `nonce`: the Content-Security-Policy nonce of this answer (http-security.ts), put on the boot script. */
  return async (req: FastifyRequest, reply: FastifyReply, nonce?: string) => {
    const q = pageQuery(req.query);
    // The app's own language when it has told us (cookie): the embedded carousel is used only in that language.
    const lang = pageLang(q.lang, req.headers.cookie);
    const pathname = req.url.split('?')[0] ?? '/';
    // The page's head (docs/links.md) is looked up while the area and its carousel are.
    const [found, { area, carousel }] = await Promise.all([findHead(deps.heads, deps.origin, pathname, q, lang, req), nearestArea(deps, req.ip, lang)]);
    const head = tagsOf(found, { pathname, query: q, lang, origin: deps.origin });
    const boot: Boot = { lang, site_area: presentSiteArea(area, lang), carousel, at: Date.now(), ...(found.state === 'public' ? { head: { title: head.title, description: head.description } } : {}) };
    const files = await screens.files(pathname, lang);
    const page = await template();
    const script = bootScript(boot, files, page, nonce);
    // A path that is no screen, or a record nobody may see: 404, with the app (which shows its not-found screen or the page's own).
    if ((found.state === 'not-found' || found.state === 'not-public') && !isConsolePath(pathname)) reply.code(404);
    let html = withHead(page.html, head, lang).replace('</head>', `${script}</head>`);
    // A visitor on a login-first screen (the message centre) gets the app's login prompt: painted now, it is the
    // page's largest paint instead of the same words a few seconds later. Someone logged in gets the plain shell.
    const prompt = hasSessionHint(req.headers.cookie) ? null : await screens.loginPrompt(pathname, lang);
    if (prompt) html = drawShell(html, 'prompt', loginPromptHtml(prompt));
    else if (HOME_PATHS.has(pathname)) {
      // Spelled by the same helper the home carousel uses, so the browser reuses the bytes.
      const first = carousel[0] && imageUrl(carousel[0].image, { preset: 'h5Banner' });
      // Home's largest paint is its first banner: ask for it before the scripts, and paint it in the boot shell
      // where the carousel will stand, so it shows as soon as it arrives instead of after the app has started.
      if (first) html = drawShell(preloadImage(html, first), null, photoCard(first));
    } else {
      // Another page's largest picture (a listing's first photo) downloads while the app starts, not after its data,
      // and shows in the boot shell where the gallery will stand (the page's bar above it), as home's banner does.
      const photo = pagePhoto && found.state !== 'not-found' && found.state !== 'not-public' ? await pagePhoto(pathname, q).catch(() => null) : null;
      if (photo) html = drawShell(preloadImage(html, photo), 'photo', photoCard(photo));
      // A list's first cards (titles and covers) show where the list will stand, seconds before the app can draw them.
      const cards = !photo && deps.pageCards ? await deps.pageCards(pathname, q, area.id, lang).catch(() => null) : null;
      if (cards?.length) html = drawShell(html, 'list', shellCardsHtml(cards));
    }
    // The page depends on the encoding asked for and on the language cookie (kept after CORS's `Origin`, if set).
    const vary = reply.getHeader('vary');
    reply.header('cache-control', 'no-cache').header('vary', `${vary ? `${String(vary)}, ` : ''}accept-encoding, cookie`).type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
}

/**
 * The tags of a page's head: written once per head the registry keeps (its cache key names the page, the language asked
 * and the head's language, everything the tags depend on besides the origin), again for every generic one.
 */
const written = new WeakMap<FoundHead, HeadTags>();
function tagsOf(found: FoundHead, req: HeadRequest): HeadTags {
  if (found.state !== 'public') return headTags(found, req);
  let tags = written.get(found);
  if (!tags) written.set(found, (tags = headTags(found, req)));
  return tags;
}

/** The query of a page request as strings only (a repeated parameter keeps its first value). */
function pageQuery(query: unknown): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

/** The head a module declares for the page; a path that is no screen of the app is not found; a failed lookup is generic. */
async function findHead(heads: PageHeads | undefined, origin: string, pathname: string, q: Record<string, string | undefined>, lang: Lang, req: FastifyRequest): Promise<FoundHead> {
  // The operators' console (`/admin/…`, docs/console.md) routes its own pages in the browser: the app, never indexed.
  if (isConsolePath(pathname)) return { state: 'not-public' };
  if (!SCREEN_PATHS.has(pathname) && !HOME_PATHS.has(pathname)) return { state: 'not-found' };
  if (!heads) return { state: 'generic' };
  return heads.find(pathname, q, lang, origin).catch((err: unknown) => {
    req.log.warn({ err, pathname }, 'page head lookup failed');
    return { state: 'generic' } as const;
  });
}

async function nearestArea(deps: { areas: SiteAreaDirectory; carousels: CarouselService; geo: IpGeo }, ip: string, lang: Lang) {
  const { area } = await deps.areas.nearest(deps.geo.lookup(ip));
  return { area, carousel: await deps.carousels.list(area.id, 'home', lang) };
}

/** The page's boot script: its data, then what starts the app after the first paint and preloads the screen's files. */
function bootScript(boot: Boot, files: string[], page: ShellTemplate, nonce?: string): string {
  const data = `window.__HW_BOOT__=${JSON.stringify(boot).replace(/</g, '\\u003c')}`;
  const filesVar = `;window.__HW_SCREEN_FILES__=${JSON.stringify(files)}`;
  const start = page.entry
    ? `${filesVar};(${START_AFTER_PAINT})(${JSON.stringify(page.entry)},${JSON.stringify(page.framework)},${PRELOAD_SLICES},window.__HW_SCREEN_FILES__)`
    : files.length
      ? `${filesVar};(${PRELOAD_SLICES})(window.__HW_SCREEN_FILES__)`
      : '';
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${data}${start}</script>`;
}

/** index.html without the entry's module script and the framework's modulepreloads, which START_AFTER_PAINT adds. */
interface ShellTemplate {
  html: string;
  /** The entry chunk's URL, or null when the page has no module script (then nothing is moved). */
  entry: string | null;
  framework: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

function shellTemplate(html: string): ShellTemplate {
  const entry = ENTRY_SCRIPT.exec(html)?.[1] ?? null;
  if (!entry) return { html, entry: null, framework: [] };
  const framework = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, framework };
}

/**
 * Starts the app once the boot shell has been painted: the entry as a module script, the framework chunk and the
 * screen's files as preloads (`slices`, the framework first: its first links are added in the same task). Asked for
 * in the page's head, these scripts could arrive and run before the first paint (from a nearby server or the HTTP
 * cache), holding the shell's paint back behind the whole start-up; on a slow phone, a quarter of a second or more
 * of blank page. The first paint is read from paint timing. Where that
 * reports only the first *contentful* paint (Firefox, Safari), a shell whose only content is a picture still loading
 * (a detail's photo) has none yet, so one frame plus 100 ms is the latest start; a browser without paint timing
 * starts after one frame; a page in a background tab (which does not paint) at once. Never before the document is
 * parsed (a module script added by a script runs as soon as it arrives, not after parsing).
 */
const START_AFTER_PAINT = `function(e,m,slices,f){var started=0;function go(){if(started)return;started=1;if(document.readyState==='loading')return document.addEventListener('DOMContentLoaded',load);load()}function load(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;document.head.appendChild(s);slices(m.concat(f))}if(document.visibilityState==='hidden')return go();document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});var late=0;try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(){setTimeout(go)}).observe({type:'paint',buffered:true});late=100}}catch(x){}requestAnimationFrame(function(){setTimeout(go,late)})}`;

/**
 * Starts downloading the opening screen's files (route-files.ts) with the entry, a few at a time in tasks of their own:
 * as `<link>`s in the page, the parser asked for sixty-odd of them in the task that read the page, a 45-60 ms task on
 * the test box (Lighthouse's four times that counted as blocking time). Chunks as modulepreload, sheets as preload
 * (the chunk applies its sheet itself when it runs, from the cache), both `crossorigin` as Vite's own links, or the
 * browser downloads them twice.
 */
const PRELOAD_SLICES = `function(f){var i=0;(function next(){for(var n=0;n<8&&i<f.length;n++,i++){var l=document.createElement('link'),c=/\\.css$/.test(f[i]);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}if(i<f.length)setTimeout(next)})()}`;

/** The login prompt as the boot shell draws it (index.html's `.boot__prompt`, laid out like the app's StatusView). */
const loginPromptHtml = (w: LoginPromptWords) =>
  `<div class="boot__prompt"><i>${USER_ICON}</i><b>${htmlText(w.title)}</b><span>${htmlText(w.text)}</span><em>${htmlText(w.action)}</em></div>`;
/** antd-mobile-icons' UserOutline, as the prompt shows it. */
const USER_ICON =
  '<svg width="44" height="44" viewBox="0 0 48 48"><path fill="currentColor" d="M24.5,4 C30.0112644,4 34.479027,8.46775399 34.479027,13.9790078 L34.479027,18.0209922 C34.479027,21.7144498 32.4724515,24.9392476 29.4899594,26.6647285 L29.4895135,27 L40.4649873,32.8658886 C42.8766161,34.1547938 44.2604463,36.7822067 43.9591026,39.5 C43.6750656,42.0617054 41.5099747,44 38.9325658,44 L10.0674342,44 C7.49002529,44 5.32493441,42.0617054 5.04089744,39.5 C4.73955374,36.7822067 6.12338392,34.1547938 8.53501271,32.8658886 L19.5104865,27 L19.5100406,26.6647285 C16.5275485,24.9392476 14.520973,21.7144498 14.520973,18.0209922 L14.520973,13.9790078 C14.520973,8.46775399 18.9887356,4 24.5,4 Z M24.5,7 C20.7258932,7 17.6514878,9.9957724 17.5250256,13.7390798 L17.5209788,13.9790078 L17.5209788,18.0209922 C17.5209788,20.4528116 18.7728519,22.6635411 20.7856095,23.9310701 L21.0123556,24.0679885 L22.3083607,24.817775 C22.4317831,24.8891793 22.5078628,25.0208861 22.5080524,25.1634751 L22.5125654,28.5568164 C22.512762,28.7046068 22.4314515,28.8404631 22.3011089,28.9101252 L9.94909066,35.5117138 L9.94909066,35.5117138 C8.6194532,36.2223442 7.85648652,37.670953 8.0226306,39.1693924 C8.13239999,40.1593932 8.93277672,40.9205158 9.91149276,40.9941531 L10.0674342,41 L38.9325658,41 C39.9810601,41 40.8618227,40.2114985 40.9773694,39.1693924 C41.1359615,37.7390639 40.4479878,36.3541389 39.2286771,35.6131276 L39.0509093,35.5117138 L26.6988911,28.9101252 C26.5685485,28.8404631 26.487238,28.7046068 26.4874346,28.5568164 L26.4919476,25.1634751 C26.4921372,25.0208861 26.5682169,24.8891793 26.6916393,24.817775 L27.9876444,24.0679885 L27.9876444,24.0679885 C30.0560904,22.8713167 31.3818366,20.7046996 31.4738944,18.2902478 L31.4790212,18.0209922 L31.4790212,13.9790078 C31.4790212,10.1246082 28.354407,7 24.5,7 Z"/></svg>';

/**
 * The boot shell drawn for this page: `content` where home's banner card stands, and the shell's `variant` (index.html's
 * `.boot--photo`, `--list`, `--prompt`: the page's bar instead of home's header), none for home itself.
 */
const drawShell = (html: string, variant: 'photo' | 'list' | 'prompt' | null, content: string) => {
  const drawn = html.replace('<div class="boot__card"></div>', content);
  return variant ? drawn.replace('<div class="boot"', `<div class="boot boot--${variant}"`) : drawn;
};
/** A picture in the banner card's place (home's first banner, a detail's first photo), asked for first. */
const photoCard = (url: string) => `<div class="boot__card"><img src="${htmlAttr(url)}" alt="" fetchpriority="high"></div>`;
const preloadImage = (html: string, url: string) => html.replace('<head>', `<head><link rel="preload" as="image" href="${htmlAttr(url)}" fetchpriority="high">`);

/** The paths that open on the home screen. */
const HOME_PATHS = new Set(['/', '/index.html', '/pages/index/home']);
