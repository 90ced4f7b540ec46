import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SitemapSource } from '../../core/page-heads.js';
import { htmlText } from './shell-cards.js';

/** URLs per sitemap file (the sitemaps protocol's limit). */
export const SITEMAP_PAGE = 50_000;
/** Rows per keyset query while a sitemap file is written: what the server holds at once. */
export const SITEMAP_BATCH = 2_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One file of the index: its site area, source and page, and the newest change among its rows. */
export interface SitemapFile {
  area: number;
  name: string;
  page: number;
  lastmod: Date;
}

const col = (name: string) => sql.ref(name);
const table = (s: SitemapSource) => sql.table(s.table);

/**
 * Every file of one source: its rows numbered per area in key order (inside the database), cut into pages of
 * SITEMAP_PAGE, with each page's newest change. Only the page list comes back, a few rows per area.
 */
export async function sourceFiles(db: Kysely<DB>, s: SitemapSource, pageSize = SITEMAP_PAGE): Promise<SitemapFile[]> {
  const { id, area, lastmod } = s.columns;
  const { rows } = await sql<{ area: number; page: number; lastmod: Date | string }>`
    select area, page, max(lastmod) as lastmod from (
      select ${col(area)} as area, ${col(lastmod)} as lastmod,
             (row_number() over (partition by ${col(area)} order by ${col(id)}) - 1) / ${pageSize} as page
      from ${table(s)} where ${s.where}
    ) numbered group by area, page order by area, page`.execute(db);
  return rows.map((r) => ({ area: Number(r.area), name: s.name, page: Number(r.page), lastmod: new Date(r.lastmod) }));
}

/**
 * The rows of one sitemap file in batches: the page's first key found by an index walk, then keyset queries of
 * SITEMAP_BATCH rows (`key > last`), so a file of 50,000 URLs never holds more than one batch.
 */
export async function* sitemapBatches(db: Kysely<DB>, s: SitemapSource, areaId: number, page: number, pageSize = SITEMAP_PAGE, batch = SITEMAP_BATCH): AsyncGenerator<{ id: number; lastmod: Date }[]> {
  const { id, area, lastmod } = s.columns;
  const first = await sql<{ id: number }>`
    select ${col(id)} as id from ${table(s)} where ${s.where} and ${col(area)} = ${areaId}
    order by ${col(id)} offset ${page * pageSize} limit 1`.execute(db);
  if (!first.rows[0]) return;
  let after = Number(first.rows[0].id) - 1;
  let left = pageSize;
  while (left > 0) {
    const { rows } = await sql<{ id: number; lastmod: Date | string }>`
      select ${col(id)} as id, ${col(lastmod)} as lastmod from ${table(s)}
      where ${s.where} and ${col(area)} = ${areaId} and ${col(id)} > ${after}
      order by ${col(id)} limit ${Math.min(batch, left)}`.execute(db);
    if (!rows.length) return;
    yield rows.map((r) => ({ id: Number(r.id), lastmod: new Date(r.lastmod) }));
    after = Number(rows[rows.length - 1]!.id);
    left -= rows.length;
  }
}

/** The sitemap index: one entry per area, source and page, with its newest change. */
export function sitemapIndexXml(files: readonly SitemapFile[], origin: string): string {
  const entries = files.map((f) => `<sitemap><loc>${htmlText(fileUrl(origin, f))}</loc><lastmod>${f.lastmod.toISOString()}</lastmod></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">${entries.join('\n')}</sitemapindex>\n`;
}

export const fileUrl = (origin: string, f: Pick<SitemapFile, 'area' | 'name' | 'page'>) => `${origin}/sitemap/${f.area}/${f.name}-${f.page + 1}.xml`;

/** One sitemap file as a stream: written batch by batch as the keyset queries return. */
export function sitemapStream(db: Kysely<DB>, s: SitemapSource, areaId: number, page: number, origin: string): Readable {
  async function* xml() {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    for await (const rows of sitemapBatches(db, s, areaId, page)) {
      yield rows.map((r) => `<url><loc>${htmlText(origin + s.path(r.id))}</loc><lastmod>${r.lastmod.toISOString()}</lastmod></url>\n`).join('');
    }
    yield '</urlset>\n';
  }
  return Readable.from(xml());
}
