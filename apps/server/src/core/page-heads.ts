import { MEDIA_URL_PREFIX, type Lang } from '@haiwai/contracts';
import type { RawBuilder } from 'kysely';
import type { Thing, WithContext } from 'schema-dts';
import type { DB } from '../db/schema.js';

/**
 * How a public page describes itself to link previews and search engines (docs/links.md). The web module provides
 * the registry (`pageHeads`); each module declares its own pages in `init`, so the app shell never knows the kinds.
 * Kept in the kernel, like page-hints.ts, so a module declaring heads does not import the web module.
 */

/** What a page is, for `og:type`. */
export type PageType = 'website' | 'article' | 'product' | 'profile';

/** A page's own description: only what anyone may see on the page itself (never a locked or private field). */
export interface PageHead {
  /** The record's own title (the shell adds the site's name). */
  title: string;
  /** Plain text; the shell shortens it and escapes it. */
  description: string;
  /** A stored public picture (`/api/media/<hash>`): the shell turns it into an absolute URL of a share-sized variant. */
  image?: string | null;
  /** The site area whose watermark the picture carries, as the page shows it. */
  imageArea?: number | null;
  type?: PageType;
  /** Structured data (schema.org, typed by schema-dts): JobPosting, Product, Offer, Article, LocalBusiness. */
  jsonLd?: WithContext<Thing> | null;
  /** The price as the page shows it ("$850/day"), for link cards in chat and posts. */
  price?: string | null;
}

/** A page whose record exists but may not be shown to everyone (under review, offline, hidden, deleted). */
export const NOT_PUBLIC = 'not-public' as const;
/** A page whose record does not exist at all. */
export const NOT_FOUND = 'not-found' as const;
export type PageHeadResult = PageHead | typeof NOT_PUBLIC | typeof NOT_FOUND;

/** Where the page is: the site's public origin (`PUBLIC_URL`) and the page's canonical URL, for structured data. */
export interface PageAt {
  origin: string;
  url: string;
}

/** Reads the page's record; `query` is the page's query string, `lang` the language asked for. */
export type PageHeadLoad = (query: Record<string, string | undefined>, lang: Lang, at: PageAt) => Promise<PageHeadResult>;

export interface PageHeadDeclaration {
  /** The query parameters that name the page (`id`, `kind`): the canonical URL keeps only these. */
  keys: readonly string[];
  load: PageHeadLoad;
}

/**
 * One sitemap of public pages: a table's public rows in key order, read in keyset batches (`key > last`), never
 * loaded whole, split by site area and paged at 50,000 URLs (modules/web/sitemap.ts).
 */
export interface SitemapSource {
  /** `[a-z0-9-]`, unique: the sitemap's file name (`/sitemap/<area id>/<name>-<page>.xml`). */
  name: string;
  table: keyof DB & string;
  /** The public condition (constant SQL of the declaring module, e.g. sql`kind = 'job' and deleted_at is null`). */
  where: RawBuilder<unknown>;
  /** The row's columns: its key (an integer that only grows), its site area and when it last changed. */
  columns: { id: string; area: string; lastmod: string };
  /** The page of a row, e.g. `/pages/house/detail?id=5`. */
  path: (id: number) => string;
}

/** The registry the web module provides: modules declare their pages' heads and sitemaps here. */
export interface PageHeadRegistry {
  /**
   * The head of the screen at `path` (a screen path, `/pages/house/detail`). A path is declared once, except that a
   * `fallback` (the listing engine's generic head of a kind) gives way to a later module's own declaration.
   */
  declare(path: string, declaration: PageHeadDeclaration, opts?: { fallback?: boolean }): void;
  sitemap(source: SitemapSource): void;
}

const STORED_MEDIA = new RegExp(`^${MEDIA_URL_PREFIX.replaceAll('/', '\\/')}[0-9a-f]{32}$`);

/**
 * The share picture of a stored public photo: fitted inside 1200×1200 as JPEG (which every previewer reads; WebP is not
 * read by all), with the area's watermark as the page shows it, absolute. Anything that is not this store's public
 * media (a private file, another host) gives no picture.
 */
export function shareImage(stored: string | null | undefined, origin: string, area?: number | null): string | null {
  const path = stored?.split('?')[0];
  if (!path || !STORED_MEDIA.test(path)) return null;
  return `${origin}${path}?w=1200&h=1200&fit=inside&format=jpeg${area ? `&wm=${area}` : ''}`;
}

/** A price as pages show it: the amount in the currency, in the language's digits, and its unit (`/月`). */
export function headPrice(amount: number | string | null | undefined, currency: string, lang: Lang, unit?: string | null): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const n = Number(amount);
  if (!Number.isFinite(n)) return null;
  let text: string;
  try {
    text = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, maximumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);
  } catch {
    text = `${n} ${currency}`;
  }
  return unit ? `${text}/${unit}` : text;
}
const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' };

/** Text of an HTML body (an article's content) as one plain line: tags dropped, the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
