import type { Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { SocialMediaPosting, WithContext } from 'schema-dts';
import type { DB } from '../../db/schema.js';
import { NOT_FOUND, NOT_PUBLIC, shareImage, type PageAt, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';

const POST_PAGE = '/pagesA/socialize/dynamics-detail';
const TOPIC_PAGE = '/pagesA/socialize/topic-detail';

/** A post's title: whose it is (its text is the description). */
const POST_TITLE: Record<Lang, (name: string) => string> = { zh: (n) => `${n}的动态`, en: (n) => `${n}’s post`, vi: (n) => `Bài đăng của ${n}` };

/**
 * How the square's pages describe themselves (docs/links.md): a post (its author, text and first photo) and a topic
 * (name, description, cover), each with a sitemap. A hidden or deleted post, a closed author's post or a deleted
 * topic is not public.
 */
export function declareSocialHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(POST_PAGE, { keys: ['id'], load: (q, lang, at) => postHead(db, q.id, lang, at) });
  heads.declare(TOPIC_PAGE, { keys: ['id'], load: (q) => topicHead(db, q.id) });
  heads.sitemap({ name: 'posts', table: 'social_post', where: sql`deleted_at is null and hidden_at is null`, columns: { id: 'id', area: 'site_area_id', lastmod: 'created_at' }, path: (id) => `${POST_PAGE}?id=${id}` });
  heads.sitemap({ name: 'topics', table: 'social_topic', where: sql`deleted_at is null`, columns: { id: 'id', area: 'site_area_id', lastmod: 'created_at' }, path: (id) => `${TOPIC_PAGE}?id=${id}` });
}

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
};

async function postHead(db: Kysely<DB>, raw: string | undefined, lang: Lang, at: PageAt) {
  const id = idOf(raw);
  if (!id) return NOT_FOUND;
  const post = await db
    .selectFrom('social_post as p')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select(['p.content', 'p.site_area_id', 'p.created_at', 'p.hidden_at', 'p.deleted_at', 'u.nickname', 'u.status'])
    .select((eb) => eb.selectFrom('social_post_image as i').select('i.url').whereRef('i.post_id', '=', 'p.id').orderBy('i.position').limit(1).as('image'))
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!post) return NOT_FOUND;
  if (post.deleted_at || post.hidden_at || post.status !== 'active') return NOT_PUBLIC;
  const title = POST_TITLE[lang](post.nickname);
  const jsonLd: WithContext<SocialMediaPosting> = {
    '@context': 'https://schema.org',
    '@type': 'SocialMediaPosting',
    headline: title,
    text: post.content,
    datePublished: new Date(post.created_at).toISOString(),
    author: { '@type': 'Person', name: post.nickname },
    url: at.url,
    ...(shareImage(post.image, at.origin) ? { image: shareImage(post.image, at.origin)! } : {}),
  };
  return { title, description: post.content, image: post.image, type: 'article', jsonLd } satisfies PageHead;
}

async function topicHead(db: Kysely<DB>, raw: string | undefined) {
  const id = idOf(raw);
  if (!id) return NOT_FOUND;
  const topic = await db.selectFrom('social_topic').select(['name', 'description', 'cover', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  if (!topic) return NOT_FOUND;
  if (topic.deleted_at) return NOT_PUBLIC;
  return { title: `#${topic.name}`, description: topic.description, image: topic.cover, type: 'website' } satisfies PageHead;
}
