import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineModule, type ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { linkCard } from './link-cards.js';
import { webMessages } from './messages.js';
import { webSettings } from './settings.js';
import { PageHeads } from './page-heads.js';
import { robotsTxt } from './robots.js';
import { fileUrl, sitemapBatches, sitemapIndexXml, sitemapStream, sourceFiles, type SitemapFile } from './sitemap.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Where modules declare how their public pages describe themselves, and their sitemaps (docs/links.md). */
    pageHeads: PageHeads;
  }
}

/**
 * The web module: the page heads' extension point, robots.txt, the sitemaps and link cards (docs/links.md). The app
 * shell itself (app-shell.ts) is served by app.ts after every module's routes, with the heads declared here.
 */
export const webModule = defineModule<'pageHeads'>({
  name: 'web',
  messages: webMessages,
  settings: webSettings,
  provides: (ctx) => ({ pageHeads: new PageHeads(ctx.config.PAGE_HEAD_CACHE_MS) }),
  routes: (app, ctx) => {
    const heads = ctx.use('pageHeads');
    const origin = ctx.config.publicUrl.replace(/\/+$/, '');
    const quiet = { schema: { hide: true } };
    app.get('/robots.txt', quiet, async (req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx.config.NODE_ENV, origin, req.hostname)),
    );
    const index = sitemapIndex(ctx, heads);
    app.get('/sitemap.xml', quiet, async (_req, reply) => xml(reply).send(sitemapIndexXml(await index(), origin)));
    app.get('/sitemap/:area/:file', quiet, (req, reply) => sitemapFile(ctx, heads, origin, req, reply));
    route(app, 'linkCard', async ({ query, ctx: c }) => linkCard(heads, origin, query.url, c.lang));
  },
});

const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');

/** The index's files, counted again at most once a minute (a count is a walk over every public row). */
function sitemapIndex(ctx: ModuleContext, heads: PageHeads) {
  let cached: { at: number; files: SitemapFile[] } | null = null;
  return async (): Promise<SitemapFile[]> => {
    if (cached && Date.now() - cached.at < 60_000) return cached.files;
    const files: SitemapFile[] = [];
    for (const s of heads.sitemaps) files.push(...(await sourceFiles(ctx.database.db, s)));
    cached = { at: Date.now(), files };
    return files;
  };
}

const FILE = /^([a-z][a-z0-9-]*)-([1-9]\d{0,5})\.xml$/;

/** `/sitemap/<area>/<name>-<page>.xml`: one file, streamed; a source, area or page that has no rows is a 404. */
async function sitemapFile(ctx: ModuleContext, heads: PageHeads, origin: string, req: FastifyRequest, reply: FastifyReply) {
  const { area, file } = req.params as { area: string; file: string };
  const m = FILE.exec(file);
  const source = m && heads.sitemaps.find((s) => s.name === m[1]);
  // Area 0 holds what belongs to every area (site-wide FAQ entries).
  const areaId = /^(0|[1-9]\d{0,8})$/.test(area) ? Number(area) : -1;
  if (!m || !source || areaId < 0) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const page = Number(m[2]) - 1;
  // Whether the page has a row at all, before the answer starts: an empty page is a 404, not an empty sitemap.
  const probe = await sitemapBatches(ctx.database.db, source, areaId, page, undefined, 1).next();
  if (probe.done) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  req.log.debug({ sitemap: fileUrl(origin, { area: areaId, name: source.name, page }) }, 'sitemap file');
  return xml(reply).send(sitemapStream(ctx.database.db, source, areaId, page, origin));
}
