import type { Lang } from '@haiwai/contracts';
import { ttlCache } from './ttl-cache.js';
import { NOT_FOUND, NOT_PUBLIC, type PageHead, type PageHeadDeclaration, type PageHeadRegistry, type SitemapSource } from '../../core/page-heads.js';

/** A page's head as found: the module's description, or why there is none. */
export type FoundHead =
  | { state: 'public'; head: PageHead; keys: readonly string[] }
  | { state: typeof NOT_PUBLIC | typeof NOT_FOUND }
  /** A screen no module describes (home, Me, a form): the site's generic head, indexable. */
  | { state: 'generic' };

const SITEMAP_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The extension point modules declare their pages' heads and sitemaps in (the web module provides it as `pageHeads`).
 * Filled in the modules' `init`; read by the app shell, the sitemaps and the link cards.
 */
export class PageHeads implements PageHeadRegistry {
  private readonly pages = new Map<string, PageHeadDeclaration & { fallback: boolean }>();
  private readonly sources: SitemapSource[] = [];
  private readonly cache: ReturnType<typeof ttlCache<FoundHead>>;

  /** `cacheMs`: how long a page's head is reused for the same page and language (PAGE_HEAD_CACHE_MS; 0: never). */
  constructor(cacheMs = 0) {
    this.cache = ttlCache<FoundHead>(cacheMs);
  }

  declare(path: string, declaration: PageHeadDeclaration, opts: { fallback?: boolean } = {}): void {
    const fallback = Boolean(opts.fallback);
    const before = this.pages.get(path);
    if (before && !before.fallback && !fallback) throw new Error(`the page head of ${path} is declared twice`);
    // A module's own head replaces the engine's generic one, whichever init ran first.
    if (before && !before.fallback && fallback) return;
    this.pages.set(path, { ...declaration, fallback });
  }

  sitemap(source: SitemapSource): void {
    if (!SITEMAP_NAME.test(source.name)) throw new Error(`sitemap name ${source.name} is not [a-z0-9-]`);
    if (this.sources.some((s) => s.name === source.name)) throw new Error(`sitemap ${source.name} is declared twice`);
    this.sources.push(source);
  }

  /** Every sitemap, in declaration order. */
  get sitemaps(): readonly SitemapSource[] {
    return this.sources;
  }

  has(path: string): boolean {
    return this.pages.has(path);
  }

  /**
   * The head of the page at `pathname` with `query`, in `lang`; `origin` is the site's public origin. A failing lookup
   * is logged by the caller and served generic.
   */
  async find(pathname: string, query: Record<string, string | undefined>, lang: Lang, origin: string): Promise<FoundHead> {
    const declaration = this.pages.get(pathname);
    if (!declaration) return { state: 'generic' };
    const asked = query.lang ? lang : undefined;
    const url = pageUrl({ origin, pathname, query }, declaration.keys, asked);
    // The canonical URL names the page (its keys, the language asked); the language is the head's own.
    return this.cache(`${url}|${lang}`, () => this.load(declaration, query, lang, origin, url));
  }

  private async load(declaration: PageHeadDeclaration, query: Record<string, string | undefined>, lang: Lang, origin: string, url: string): Promise<FoundHead> {
    const result = await declaration.load(query, lang, { origin, url });
    if (result === NOT_PUBLIC || result === NOT_FOUND) return { state: result };
    return { state: 'public', head: result, keys: declaration.keys };
  }
}

/** `origin/path?k=v…` with only the page's naming parameters, in their declared order, and the language when given. */
export function pageUrl(req: { origin: string; pathname: string; query: Record<string, string | undefined> }, keys: readonly string[], lang?: Lang): string {
  const params = new URLSearchParams();
  for (const k of keys) if (req.query[k]) params.set(k, req.query[k]);
  if (lang) params.set('lang', lang);
  const q = params.toString();
  return `${req.origin}${req.pathname}${q ? `?${q}` : ''}`;
}
