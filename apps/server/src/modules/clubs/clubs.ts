import type { Club, clubSaveBody } from '@haiwai/contracts/clubs';
import { CLUB_PAGES, type ClubCategory, type ClubStatus } from '@haiwai/contracts/clubs/constants';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { forbidden, notFound } from '../../core/errors.js';
import { inEveryLanguage } from '../../core/messages.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, reviewInArea } from '../notices/index.js';
import { clubQuery, presentClub, reviewerOf, type Viewer } from './view.js';

type SaveBody = z.output<typeof clubSaveBody>;
interface PageQuery {
  cursor?: string;
  limit: number;
}
const livePages = idPager('club.live');
const minePages = idPager('club.mine');
const adminPages = idPager('club.admin');

/**
 * Clubs (docs/clubs-exhibitions.md): a member creates a club in the area, which waits for the area's review (a new
 * one, and every edit); listed clubs are public; the owner is its first approved member.
 */
export class Clubs {
  constructor(private readonly db: Kysely<DB>) {}

  async list(siteAreaId: number, q: PageQuery & { category?: ClubCategory }, viewer: Viewer) {
    const after = livePages.after(q.cursor, 'c.id');
    let base = this.db.selectFrom('club as c').where('c.site_area_id', '=', siteAreaId).where('c.status', '=', 'online');
    if (q.category) base = base.where('c.category', '=', q.category);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = clubQuery(this.db, viewer?.id ?? null).where('c.site_area_id', '=', siteAreaId).where('c.status', '=', 'online');
    if (q.category) rows = rows.where('c.category', '=', q.category);
    if (after) rows = rows.where(after);
    const page = livePages.take(await rows.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentClub(r, viewer)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** A listed club for anyone; one in review or refused only for its owner and the area's reviewers (else 404). */
  async info(id: number, viewer: Viewer): Promise<Club> {
    const row = await clubQuery(this.db, viewer?.id ?? null).where('c.id', '=', id).executeTakeFirst();
    if (!row || (row.status !== 'online' && row.user_id !== viewer?.id && !reviewerOf(viewer, row.site_area_id))) throw notFound('club.not_found');
    return presentClub(row, viewer);
  }

  /** Clubs I own (every state), or (`joined`) clubs where I am an approved member but not the owner. */
  async mine(user: AuthUser, q: PageQuery & { joined: number }) {
    const after = minePages.after(q.cursor, 'c.id');
    const joined = sql<boolean>`exists (select 1 from club_member m where m.club_id = c.id and m.user_id = ${user.id} and m.status = 'approved') and c.user_id <> ${user.id}`;
    const own = q.joined ? joined : sql<boolean>`c.user_id = ${user.id}`;
    const total = Number((await this.db.selectFrom('club as c').where(own).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = clubQuery(this.db, user.id).where(own);
    if (after) rows = rows.where(after);
    const page = minePages.take(await rows.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentClub(r, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Creates (in the header's area) or edits a club of mine; either way it (re)enters the area's review. */
  async save(user: AuthUser, siteAreaId: number, body: SaveBody): Promise<Club> {
    const id = await this.db.transaction().execute(async (trx) => {
      const values = { category: body.category, name: body.name, intro: body.intro, photos: JSON.stringify(body.photos), status: 'reviewing' as const, review_reason: null, updated_at: new Date() };
      if (body.id === undefined) {
        const row = await trx.insertInto('club').values({ ...values, site_area_id: siteAreaId, user_id: user.id }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('club_member').values({ club_id: row.id, user_id: user.id, status: 'approved' }).execute();
        return row.id;
      }
      const existing = await trx.selectFrom('club').select(['id', 'user_id']).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!existing) throw notFound('club.not_found');
      if (existing.user_id !== user.id) throw forbidden('club.not_yours');
      await trx.updateTable('club').set(values).where('id', '=', existing.id).execute();
      return existing.id;
    });
    return this.info(id, user);
  }

  /** The admins' list of their areas' clubs; the review queue (`reviewing`) oldest first. */
  async adminList(user: AuthUser, q: PageQuery & { status?: ClubStatus; site_area_id?: number }) {
    const areas = adminAreas(user, q.site_area_id);
    const dir = q.status === 'reviewing' ? 'asc' : 'desc';
    const after = adminPages.after(q.cursor, 'c.id', dir);
    let base = this.db.selectFrom('club as c');
    if (areas) base = base.where('c.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) base = base.where('c.status', '=', q.status);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = clubQuery(this.db, user.id);
    if (areas) rows = rows.where('c.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) rows = rows.where('c.status', '=', q.status);
    if (after) rows = rows.where(after);
    const page = adminPages.take(await rows.orderBy('c.id', dir).limit(q.limit + 1).execute(), q.limit, dir);
    return { list: page.rows.map((r) => presentClub(r, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** The area's review: lists the club or refuses it with a reason; one audit row and the owner's notice, with the change. */
  async review(user: AuthUser, id: number, pass: boolean, reason: string | undefined): Promise<Club> {
    await reviewInArea(this.db, user, {
      table: 'club', id, pass, reason,
      messages: { notFound: 'club.not_found', alreadyReviewed: 'club.already_reviewed' },
      auditAs: 'club', targetType: 'club',
      kind: inEveryLanguage('notice.club.kind'),
      title: (row) => String(row.name),
      links: { passed: `${CLUB_PAGES.detail}?id=${id}`, failed: CLUB_PAGES.customer },
    });
    return this.info(id, user);
  }
}
