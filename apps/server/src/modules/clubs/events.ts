import type { ClubEvent, ClubSignup, clubEventSaveBody } from '@haiwai/contracts/clubs';
import { CLUB, CLUB_PAGES } from '@haiwai/contracts/clubs/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import { conflict, fieldError, forbidden, notFound } from '../../core/errors.js';
import { cursorCodec, idPager, keysetAfter, microsKey, rowId, takePage } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { NoticeService } from '../notices/index.js';
import { eventQuery, presentEvent, type Viewer } from './view.js';

type SaveBody = z.output<typeof clubEventSaveBody>;
export const REMIND_JOB = 'club_event.remind';
const HOUR = 3_600_000;
const signupPages = idPager('club_event_signup');
// (starts_at in microseconds, id): coming events soonest first, past ones latest first.
const timeShape = z.object({ t: microsKey, id: rowId }).strict();
const timeCursor = { asc: cursorCodec('club_event:asc', timeShape), desc: cursorCodec('club_event:desc', timeShape) };

/** When members hear of an event: a day before, or halfway to it when it is sooner than that. */
export function reminderAt(startsAt: Date, now = new Date()): Date {
  const dayBefore = startsAt.getTime() - CLUB.remindHours * HOUR;
  return new Date(dayBefore > now.getTime() ? dayBefore : now.getTime() + (startsAt.getTime() - now.getTime()) / 2);
}

/** "2026-12-20 19:30" in the area's time zone. */
function localTime(at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * The durable reminder (docs/timers.md): every member signed up when it fires gets a notice. Keyed by the event, moved
 * when its time changes; a reminder that fires after the event began (a late node) sends nothing.
 */
export async function sendReminder(trx: Transaction<DB>, eventId: number) {
  const e = await trx
    .selectFrom('club_event as e')
    .innerJoin('club as c', 'c.id', 'e.club_id')
    .innerJoin('site_area as a', 'a.id', 'c.site_area_id')
    .select(['e.id', 'e.title', 'e.starts_at', 'e.place', 'e.club_id', 'c.name', 'c.site_area_id', 'a.time_zone'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  if (!e || new Date(e.starts_at) <= new Date()) return 0;
  const people = await trx.selectFrom('club_event_signup').select('user_id').where('event_id', '=', eventId).orderBy('id').execute();
  const notices = new NoticeService(trx);
  for (const p of people) {
    await notices.notify(p.user_id, {
      kind: 'club',
      title: { key: 'notice.club.reminder.title' },
      body: { key: 'notice.club.reminder.body', params: { club: e.name, event: e.title, time: localTime(new Date(e.starts_at), e.time_zone), place: e.place } },
      link: `${CLUB_PAGES.detail}?id=${e.club_id}`,
      refType: 'clubEvent',
      refId: e.id,
      siteAreaId: e.site_area_id,
    });
  }
  return people.length;
}

/** Club events: the owner's, with sign-ups by approved members up to the capacity (docs/clubs-exhibitions.md). */
export class ClubEvents {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly timers: Timers,
  ) {}

  async save(user: AuthUser, body: SaveBody): Promise<ClubEvent> {
    const startsAt = new Date(body.starts_at * 1000);
    if (startsAt <= new Date()) throw fieldError('body.starts_at', 'club.starts_in_past');
    const id = await this.db.transaction().execute(async (trx) => {
      const club = await trx.selectFrom('club').select(['id', 'user_id', 'status']).where('id', '=', body.club_id).forUpdate().executeTakeFirst();
      if (!club) throw notFound('club.not_found');
      if (club.user_id !== user.id) throw forbidden('club.owner_only');
      if (club.status !== 'online') throw conflict('club.not_online');
      const values = { title: body.title, description: body.description, starts_at: startsAt, place: body.place, lat: body.lat ?? null, lng: body.lng ?? null, capacity: body.capacity, updated_at: new Date() };
      let eventId: number;
      if (body.id === undefined) {
        eventId = (await trx.insertInto('club_event').values({ ...values, club_id: club.id }).returning('id').executeTakeFirstOrThrow()).id;
      } else {
        const e = await trx.selectFrom('club_event').select(['id', 'club_id', 'starts_at']).where('id', '=', body.id).forUpdate().executeTakeFirst();
        if (!e || e.club_id !== club.id) throw notFound('club.event_not_found');
        if (new Date(e.starts_at) <= new Date()) throw conflict('club.event_over');
        const n = await this.signedUp(trx, e.id);
        if (body.capacity < n) throw fieldError('body.capacity', 'club.capacity_below_signups');
        await trx.updateTable('club_event').set(values).where('id', '=', e.id).execute();
        eventId = e.id;
      }
      await this.timers.schedule(REMIND_JOB, reminderAt(startsAt), { id: eventId }, { key: `${REMIND_JOB}:${eventId}`, replace: true, db: trx });
      return eventId;
    });
    return this.info(id, user);
  }

  async info(id: number, viewer: Viewer): Promise<ClubEvent> {
    const row = await eventQuery(this.db, viewer?.id ?? null).where('e.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('club.event_not_found');
    return presentEvent(row);
  }

  /** A club's events: coming ones soonest first, or past ones latest first (a listed club, or mine). */
  async list(viewer: Viewer, q: { club_id: number; past: number; cursor?: string; limit: number }) {
    const club = await this.db.selectFrom('club').select(['id', 'user_id', 'status']).where('id', '=', q.club_id).executeTakeFirst();
    if (!club || (club.status !== 'online' && club.user_id !== viewer?.id)) throw notFound('club.not_found');
    const dir = q.past ? 'desc' : 'asc';
    const codec = timeCursor[dir];
    const c = codec.decode(q.cursor);
    const when = q.past ? sql<boolean>`e.starts_at <= now()` : sql<boolean>`e.starts_at > now()`;
    const total = Number((await this.db.selectFrom('club_event as e').select(sql<string>`count(*)`.as('n')).where('e.club_id', '=', q.club_id).where(when).executeTakeFirstOrThrow()).n);
    let rows = eventQuery(this.db, viewer?.id ?? null)
      .select(sql<string>`(extract(epoch from e.starts_at) * 1000000)::bigint::text`.as('t_key'))
      .where('e.club_id', '=', q.club_id)
      .where(when);
    if (c) rows = rows.where(keysetAfter(sql`e.starts_at`, sql`e.id`, dir, { key: sql`to_timestamp(${c.t}::bigint / 1000000.0)`, id: c.id }));
    const page = takePage(await rows.orderBy('e.starts_at', dir).orderBy('e.id', dir).limit(q.limit + 1).execute(), q.limit, (last) => codec.encode({ t: last.t_key, id: last.id }));
    return { list: page.rows.map((r) => presentEvent(r)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  private async signedUp(trx: Transaction<DB>, eventId: number) {
    return Number((await trx.selectFrom('club_event_signup').select(sql<string>`count(*)`.as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow()).n);
  }

  /**
   * An approved member signs up for a coming event of a listed club. The event's row is locked first, so two last
   * sign-ups for one place queue and the second sees the first: refused past the capacity (409, with the capacity).
   */
  async signup(user: AuthUser, eventId: number): Promise<ClubEvent> {
    await this.db.transaction().execute(async (trx) => {
      const e = await trx.selectFrom('club_event').select(['id', 'club_id', 'starts_at', 'capacity']).where('id', '=', eventId).forUpdate().executeTakeFirst();
      if (!e) throw notFound('club.event_not_found');
      if (new Date(e.starts_at) <= new Date()) throw conflict('club.event_over');
      const member = await trx
        .selectFrom('club_member as m')
        .innerJoin('club as c', 'c.id', 'm.club_id')
        .select('m.id')
        .where('m.club_id', '=', e.club_id)
        .where('m.user_id', '=', user.id)
        .where('m.status', '=', 'approved')
        .where('c.status', '=', 'online')
        .executeTakeFirst();
      if (!member) throw forbidden('club.members_only');
      const already = await trx.selectFrom('club_event_signup').select('id').where('event_id', '=', eventId).where('user_id', '=', user.id).executeTakeFirst();
      if (already) throw conflict('club.already_signed_up');
      if ((await this.signedUp(trx, eventId)) >= e.capacity) throw conflict('club.event_full', { capacity: e.capacity });
      await trx.insertInto('club_event_signup').values({ event_id: eventId, user_id: user.id }).execute();
    });
    return this.info(eventId, user);
  }

  async withdraw(user: AuthUser, eventId: number): Promise<ClubEvent> {
    await this.db.transaction().execute(async (trx) => {
      const e = await trx.selectFrom('club_event').select(['id', 'starts_at']).where('id', '=', eventId).forUpdate().executeTakeFirst();
      if (!e) throw notFound('club.event_not_found');
      if (new Date(e.starts_at) <= new Date()) throw conflict('club.event_over');
      const gone = await trx.deleteFrom('club_event_signup').where('event_id', '=', eventId).where('user_id', '=', user.id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw conflict('club.not_signed_up');
    });
    return this.info(eventId, user);
  }

  /** The owner's list of an event's sign-ups, in order of signing up. */
  async signups(user: AuthUser, q: { event_id: number; cursor?: string; limit: number }) {
    const e = await this.db.selectFrom('club_event as e').innerJoin('club as c', 'c.id', 'e.club_id').select(['e.id', 'c.user_id']).where('e.id', '=', q.event_id).executeTakeFirst();
    if (!e) throw notFound('club.event_not_found');
    if (e.user_id !== user.id) throw forbidden('club.owner_only');
    const after = signupPages.after(q.cursor, 's.id', 'asc');
    const total = Number((await this.db.selectFrom('club_event_signup').select(sql<string>`count(*)`.as('n')).where('event_id', '=', q.event_id).executeTakeFirstOrThrow()).n);
    let rows = this.db
      .selectFrom('club_event_signup as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select(['s.id', 's.event_id', 's.user_id', 's.created_at', 'u.nickname', 'u.avatar'])
      .where('s.event_id', '=', q.event_id);
    if (after) rows = rows.where(after);
    const page = signupPages.take(await rows.orderBy('s.id', 'asc').limit(q.limit + 1).execute(), q.limit, 'asc');
    const list: ClubSignup[] = page.rows.map((r) => ({ id: r.id, event_id: r.event_id, user: { id: r.user_id, nickname: r.nickname, avatar: r.avatar }, created_at: epochSeconds(r.created_at) }));
    return { list, total, next_cursor: page.next_cursor, has_more: page.has_more };
  }
}
