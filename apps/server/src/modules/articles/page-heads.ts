import type { Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { Article, WithContext } from 'schema-dts';
import type { DB } from '../../db/schema.js';
import { t } from '../../core/messages.js';
import { NOT_FOUND, NOT_PUBLIC, plainText, shareImage, type PageAt, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';

const ARTICLE_PAGE = '/pagesA/common/article-detail';

/**
 * How a news article describes itself (docs/links.md): headline, summary (or the start of its text), cover, and
 * schema.org Article data; a sitemap of published articles. A draft or a deleted article is not public.
 */
export function declareArticleHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(ARTICLE_PAGE, { keys: ['id'], load: (q, lang, at) => articleHead(db, q.id, lang, at) });
  heads.sitemap({ name: 'articles', table: 'article', where: sql`deleted_at is null and status = 'published'`, columns: { id: 'id', area: 'site_area_id', lastmod: 'updated_at' }, path: (id) => `${ARTICLE_PAGE}?id=${id}` });
}

async function articleHead(db: Kysely<DB>, raw: string | undefined, lang: Lang, at: PageAt) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
  const a = await db.selectFrom('article').select(['title', 'summary', 'content', 'cover', 'status', 'deleted_at', 'published_at', 'updated_at', 'site_area_id']).where('id', '=', id).executeTakeFirst();
  if (!a) return NOT_FOUND;
  if (a.deleted_at || a.status !== 'published') return NOT_PUBLIC;
  const description = a.summary.trim() || plainText(a.content);
  const site = { '@type': 'Organization', name: t(lang, 'web.site_name'), url: at.origin } as const;
  const image = shareImage(a.cover, at.origin);
  const jsonLd: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description,
    datePublished: new Date(a.published_at).toISOString(),
    dateModified: new Date(a.updated_at).toISOString(),
    author: site,
    publisher: site,
    mainEntityOfPage: at.url,
    ...(image ? { image: [image] } : {}),
  };
  return { title: a.title, description, image: a.cover, type: 'article', jsonLd } satisfies PageHead;
}
