import type { Club, ClubMember } from '@haiwai/contracts/clubs';
import { CLUB_PAGES, type ClubMemberStatus, type ClubOwnerMove } from '@haiwai/contracts/clubs/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { Lang } from '@haiwai/contracts';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { Clubs } from './clubs.js';
import { clubJoinFlow } from './flow.js';
import { memberQuery, presentMember, type MemberView } from './view.js';

type Move = Change<ClubMemberStatus, MemberView>;
const pagesAsc = idPager('club_member.asc');

/** Refusals in the caller's language (the state named). */
const refuser = (lang: Lang) => (refusal: Refusal<ClubMemberStatus>) => {
  if (refusal.why === 'missing') return notFound('club.request_not_found');
  if (refusal.why === 'actor') return forbidden('club.owner_only');
  return conflict('club.bad_transition', { status: t(lang, `club.status.${refusal.from}`) });
};

/** The other side hears of every move (notice centre, pushed live once committed). */
async function notify({ trx, id, to, row, reason }: Move) {
  const notices = new NoticeService(trx);
  const base = { kind: 'club', refType: 'clubMember', refId: id, siteAreaId: row.site_area_id } as const;
  const club = row.club_name;
  if (to === 'approved' || to === 'refused') {
    await notices.notify(row.user_id, {
      ...base,
      title: { key: `notice.club.${to}.title` },
      body: { key: `notice.club.${to}.body`, params: { club, reason: reason ?? '' } },
      link: `${CLUB_PAGES.detail}?id=${row.club_id}`,
    });
  } else if (to === 'left') {
    await notices.notify(row.owner_id, { ...base, title: { key: 'notice.club.left.title' }, body: { key: 'notice.club.left.body', params: { club, name: row.nickname } }, link: `${CLUB_PAGES.customer}?club=${row.club_id}` });
  }
}

/** Moves membership `id` on the `club_join` workflow for `actor`: one audit row and the other side's notice, in `trx`. */
function move(trx: Transaction<DB>, id: number, actor: Actor, to: ClubMemberStatus, lang: Lang, reason?: string) {
  return transition(trx, clubJoinFlow, { table: 'club_member', stamp: 'updated_at', view: (t, key) => memberQuery(t).where('m.id', '=', key).executeTakeFirst() }, id, actor, to, {
    reason,
    set: (m) => (m.to === 'refused' ? { reason: m.reason } : {}),
    refuse: refuser(lang),
    audit: (m) => audit(m.trx, { adminId: m.actor.userId ?? m.row.owner_id, siteAreaId: m.row.site_area_id, targetType: 'clubMember', ...auditDetail(clubJoinFlow, m) }),
    notify,
  });
}

/**
 * Membership (docs/clubs-exhibitions.md): asking to join, the owner's answer, leaving. The owner is a member from the
 * club's creation and cannot leave; leaving withdraws the member's sign-ups to coming events.
 */
export class ClubMembers {
  private readonly clubs: Clubs;
  constructor(private readonly db: Kysely<DB>) {
    this.clubs = new Clubs(db);
  }

  async join(user: AuthUser, clubId: number, note: string): Promise<Club> {
    await this.db.transaction().execute(async (trx) => {
      const club = await trx.selectFrom('club').select(['id', 'user_id', 'status', 'name', 'site_area_id']).where('id', '=', clubId).forUpdate().executeTakeFirst();
      if (!club) throw notFound('club.not_found');
      if (club.status !== 'online') throw conflict('club.not_online');
      const existing = await trx.selectFrom('club_member').select(['id', 'status']).where('club_id', '=', clubId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
      if (existing?.status === 'approved') throw conflict('club.already_member');
      if (existing?.status === 'pending') throw conflict('club.already_asked');
      // A new request (the module's insert, not a move): a refused or departed member asks anew on the same row.
      const row = existing
        ? await trx.updateTable('club_member').set({ status: clubJoinFlow.initial, note, reason: null, updated_at: new Date() }).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()
        : await trx.insertInto('club_member').values({ club_id: clubId, user_id: user.id, note }).returning('id').executeTakeFirstOrThrow();
      const me = await trx.selectFrom('app_user').select('nickname').where('id', '=', user.id).executeTakeFirstOrThrow();
      await new NoticeService(trx).notify(club.user_id, {
        kind: 'club',
        title: { key: 'notice.club.asked.title' },
        body: { key: 'notice.club.asked.body', params: { name: me.nickname, club: club.name } },
        link: `${CLUB_PAGES.customer}?club=${clubId}`,
        refType: 'clubMember',
        refId: row.id,
        siteAreaId: club.site_area_id,
      });
    });
    return this.clubs.info(clubId, user);
  }

  async leave(user: AuthUser, clubId: number, lang: Lang): Promise<Club> {
    await this.db.transaction().execute(async (trx) => {
      const club = await trx.selectFrom('club').select(['id', 'user_id']).where('id', '=', clubId).forUpdate().executeTakeFirst();
      if (!club) throw notFound('club.not_found');
      if (club.user_id === user.id) throw conflict('club.owner_cannot_leave');
      const mine = await trx.selectFrom('club_member').select('id').where('club_id', '=', clubId).where('user_id', '=', user.id).executeTakeFirst();
      if (!mine) throw conflict('club.not_member');
      await move(trx, mine.id, { role: 'asker', userId: user.id }, 'left', lang);
      await trx
        .deleteFrom('club_event_signup')
        .where('user_id', '=', user.id)
        .where('event_id', 'in', (eb) => eb.selectFrom('club_event').select('id').where('club_id', '=', clubId).where('starts_at', '>', sql<Date>`now()`))
        .execute();
    });
    return this.clubs.info(clubId, user);
  }

  /** The owner approves or refuses a request. Anyone else: 403, before any move. */
  async answer(user: AuthUser, memberId: number, to: ClubOwnerMove, lang: Lang, reason?: string): Promise<ClubMember> {
    await this.db.transaction().execute(async (trx) => {
      const row = await memberQuery(trx).where('m.id', '=', memberId).executeTakeFirst();
      if (!row) throw notFound('club.request_not_found');
      if (row.owner_id !== user.id) throw forbidden('club.owner_only');
      if (row.user_id === user.id) throw conflict('club.bad_transition', { status: t(lang, 'club.status.approved') });
      await move(trx, memberId, { role: 'owner', userId: user.id }, to, lang, reason);
    });
    return presentMember(await memberQuery(this.db).where('m.id', '=', memberId).executeTakeFirstOrThrow());
  }

  /** The owner's list of a club's members in one state: requests oldest first, the rest newest first. */
  async list(user: AuthUser, q: { club_id: number; status: ClubMemberStatus; cursor?: string; limit: number }) {
    const club = await this.db.selectFrom('club').select(['id', 'user_id']).where('id', '=', q.club_id).executeTakeFirst();
    if (!club) throw notFound('club.not_found');
    if (club.user_id !== user.id) throw forbidden('club.owner_only');
    const dir = q.status === 'pending' ? 'asc' : 'desc';
    const after = pagesAsc.after(q.cursor, 'm.id', dir);
    const total = Number(
      (await this.db.selectFrom('club_member').select(sql<string>`count(*)`.as('n')).where('club_id', '=', q.club_id).where('status', '=', q.status).executeTakeFirstOrThrow()).n,
    );
    let rows = memberQuery(this.db).where('m.club_id', '=', q.club_id).where('m.status', '=', q.status);
    if (after) rows = rows.where(after);
    const page = pagesAsc.take(await rows.orderBy('m.id', dir).limit(q.limit + 1).execute(), q.limit, dir);
    return { list: page.rows.map(presentMember), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }
}
