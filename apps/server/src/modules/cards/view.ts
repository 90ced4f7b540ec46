import type { Card } from '@haiwai/contracts/cards';
import { CARD_SHORT_PREFIX } from '@haiwai/contracts/cards/constants';
import type { Kysely, Transaction } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A live card with its owner: the one read path of the list, info, PNG and vCard. */
export function cardQuery(db: Db) {
  return db
    .selectFrom('card as c')
    .innerJoin('app_user as u', 'u.id', 'c.user_id')
    .where('c.deleted_at', 'is', null)
    .select([
      'c.id', 'c.user_id', 'c.site_area_id', 'c.code', 'c.name', 'c.title', 'c.company', 'c.phone', 'c.wechat', 'c.email', 'c.address', 'c.avatar', 'c.logo',
      'c.intro', 'c.theme', 'c.version', 'c.collect_count', 'c.created_at', 'c.updated_at', 'u.nickname', 'u.avatar as owner_avatar',
    ]);
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

/** The short link anyone can open: `PUBLIC_URL/c/<code>`. */
export const shortLink = (origin: string, code: string) => `${origin}${CARD_SHORT_PREFIX}${code}`;

export function presentCard(r: CardRow, origin: string, viewerId: number | null, collected: boolean): Card {
  return {
    id: r.id,
    code: r.code,
    link: shortLink(origin, r.code),
    owner: { id: r.user_id, nickname: r.nickname, avatar: r.owner_avatar },
    name: r.name,
    title: r.title,
    company: r.company,
    phone: r.phone,
    wechat: r.wechat,
    email: r.email,
    address: r.address,
    avatar: r.avatar,
    logo: r.logo,
    intro: r.intro,
    theme: r.theme,
    version: r.version,
    collect_count: r.collect_count,
    is_mine: viewerId === r.user_id,
    collected,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}
