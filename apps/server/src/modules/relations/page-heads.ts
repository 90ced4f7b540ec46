import type { Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { NOT_FOUND, NOT_PUBLIC, type PageHead, type PageHeadRegistry } from '../../core/page-heads.js';

const PROFILE_PAGE = '/pagesA/socialize/my-info';

/** A profile's description when its bio is empty. */
const NO_BIO: Record<Lang, (name: string) => string> = {
  zh: (n) => `${n}的个人主页：动态、关注和粉丝。`,
  en: (n) => `${n}’s page: posts, following and fans.`,
  vi: (n) => `Trang của ${n}: bài đăng, đang theo dõi và người theo dõi.`,
};

/**
 * How a person's social page describes itself (docs/links.md): nickname, bio and avatar, what anyone sees on the page;
 * never the mobile number, e-mail or anything of the account. A closed account is not public. Profiles have no sitemap
 * of their own: people are found through their posts.
 */
export function declareProfileHeads(heads: PageHeadRegistry, db: Kysely<DB>): void {
  heads.declare(PROFILE_PAGE, {
    keys: ['id'],
    load: async (q, lang) => {
      const id = Number(q.id);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return NOT_FOUND;
      const u = await db.selectFrom('app_user').select(['nickname', 'bio', 'avatar', 'status']).where('id', '=', id).executeTakeFirst();
      if (!u) return NOT_FOUND;
      if (u.status !== 'active') return NOT_PUBLIC;
      return { title: u.nickname, description: u.bio.trim() || NO_BIO[lang](u.nickname), image: u.avatar, type: 'profile' } satisfies PageHead;
    },
  });
}
