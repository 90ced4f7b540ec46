import type { Exposure } from '@haiwai/contracts/exposures';
import { sql, type Kysely, type Transaction } from 'kysely';
import { maskPhone } from '../../core/phone.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds, epochSecondsOrNull } from '../../core/time.js';
import { nextStates } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import { mayActOn } from '../notices/index.js';
import { exposureFlow } from './flow.js';

type Db = Kysely<DB> | Transaction<DB>;
export type Viewer = AuthUser | null;

/** An exposure with what its pages show: the author, the named company, listing and member, and the answer. */
export function exposureQuery(db: Db) {
  return db
    .selectFrom('exposure as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .leftJoin('listing as c', 'c.id', 'e.party_company_id')
    .leftJoin('listing as l', 'l.id', 'e.party_listing_id')
    .leftJoin('app_user as pu', 'pu.id', 'e.party_user_id')
    .leftJoin('exposure_reply as r', 'r.exposure_id', 'e.id')
    .selectAll('e')
    .select(sql<string>`to_char(e.happened_on, 'YYYY-MM-DD')`.as('happened_day'))
    .select([
      'u.nickname', 'u.avatar', 'c.title as company_title', 'l.title as listing_title', 'pu.nickname as party_nickname',
      'r.id as reply_id', 'r.user_id as reply_user_id', 'r.proof as reply_proof', 'r.body as reply_body', 'r.status as reply_status',
      'r.review_reason as reply_reason', 'r.created_at as reply_created_at', 'r.updated_at as reply_updated_at',
    ]);
}
export type ExposureView = Awaited<ReturnType<ReturnType<typeof exposureQuery>['executeTakeFirstOrThrow']>>;

/** Approved and not past its days: what the public list shows and warnings look at. */
export const isLive = sql<boolean>`e.status = 'approved' and e.expires_at > now()`;

/** The author and the area's reviewers see everything; everyone else a masked, public page. */
export const seesWhole = (row: { user_id: number; site_area_id: number }, viewer: Viewer) => !!viewer && (viewer.id === row.user_id || mayActOn(viewer, row.site_area_id, 'review'));

/** A name reduced to its surname and a star: `张伟` → `张*`, `Nguyễn Văn An` → `Nguyễn *`. */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '*';
  const words = trimmed.split(/\s+/);
  if (words.length > 1) return `${words[0]} *`;
  // One word: a Chinese name's surname is its first character; any other single word keeps its first letter.
  return `${[...trimmed][0]}*`;
}

/** Evidence of the exposures on a page, in order, with whether each is public. */
export async function evidenceOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, Array<{ url: string; is_public: boolean }>>();
  const rows = await db.selectFrom('exposure_evidence').select(['exposure_id', 'url', 'is_public']).where('exposure_id', 'in', ids).orderBy('exposure_id').orderBy('sort').execute();
  const out = new Map<number, Array<{ url: string; is_public: boolean }>>();
  for (const r of rows) out.set(r.exposure_id, [...(out.get(r.exposure_id) ?? []), { url: r.url, is_public: r.is_public }]);
  return out;
}

/**
 * Rows as the API shows them to `viewer`: whole for the author and the area's reviewers; for everyone else the
 * party's name and phone masked, only the evidence the admin made public (of an approved exposure), only an
 * approved answer (its own author sees theirs in any state). Evidence links are signed here for the reader, or for
 * the author (who may always read it) when nobody is signed in: a bearer link of a few minutes to a public item.
 */
export async function presentExposures(db: Db, rows: ExposureView[], viewer: Viewer, media: PrivateMedia): Promise<Exposure[]> {
  const evidence = await evidenceOf(db, rows.map((r) => r.id));
  return rows.map((r) => presentOne(r, evidence.get(r.id) ?? [], viewer, media));
}

function presentOne(r: ExposureView, items: Array<{ url: string; is_public: boolean }>, viewer: Viewer, media: PrivateMedia): Exposure {
  const whole = seesWhole(r, viewer);
  const mine = viewer?.id === r.user_id;
  const reviewer = !!viewer && mayActOn(viewer, r.site_area_id, 'review');
  const shown = whole ? items : r.status === 'approved' ? items.filter((i) => i.is_public) : [];
  const readerId = viewer?.id ?? r.user_id;
  const hash = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const asker = mine ? nextStates(exposureFlow, r.status, 'asker') : new Set();
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    title: r.title,
    story: r.story,
    amount: Number(r.amount),
    currency: r.currency.trim(),
    happened_on: r.happened_day,
    party: {
      name: whole ? r.party_name : maskName(r.party_name),
      phone: r.party_e164 ? (whole ? r.party_e164 : maskPhone(r.party_e164)) : null,
      company: r.party_company_id && r.company_title !== null ? { id: r.party_company_id, title: r.company_title } : null,
      company_name: r.party_company_name,
      listing: r.party_listing_id && r.listing_title !== null ? { id: r.party_listing_id, title: r.listing_title } : null,
      user: r.party_user_id && r.party_nickname !== null ? { id: r.party_user_id, nickname: whole ? r.party_nickname : maskName(r.party_nickname) } : null,
    },
    evidence: shown.map((i) => ({ url: i.url, link: media.signFor(readerId, hash(i.url)), public: i.is_public })),
    masked: !whole,
    status: r.status,
    review_reason: whole ? r.review_reason : null,
    author: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    reply: presentReply(r, viewer, reviewer),
    expires_at: epochSecondsOrNull(r.expires_at),
    fee: Number(r.fee) > 0 && whole ? { amount: Number(r.fee), currency: r.currency.trim() } : null,
    is_mine: mine,
    can: {
      edit: mine && ['unpaid', 'pending', 'rejected'].includes(r.status),
      pay: mine && r.status === 'unpaid',
      renew: mine && (r.status === 'approved' || r.status === 'expired'),
      withdraw: asker.has('withdrawn'),
      reply: !!viewer && !mine && r.status === 'approved' && (r.reply_id === null || (r.reply_user_id === viewer.id && r.reply_status === 'rejected')),
      review: reviewer && r.status === 'pending',
      review_reply: reviewer && r.reply_status === 'pending',
    },
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

function presentReply(r: ExposureView, viewer: Viewer, reviewer: boolean): Exposure['reply'] {
  if (r.reply_id === null || r.reply_status === null) return null;
  const own = viewer?.id === r.reply_user_id;
  if (r.reply_status !== 'approved' && !own && !reviewer) return null;
  return {
    id: r.reply_id,
    body: r.reply_body ?? '',
    proof: r.reply_proof ?? 'sms',
    status: r.reply_status,
    review_reason: own || reviewer ? r.reply_reason : null,
    is_mine: own,
    created_at: epochSeconds(r.reply_created_at ?? r.created_at),
    updated_at: epochSeconds(r.reply_updated_at ?? r.updated_at),
  };
}
