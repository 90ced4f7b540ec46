import { normalizeLang, type ApiData, type Lang } from '@haiwai/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { renderText, storeText, type NoticeText, type StoredText } from './notice-text.js';
import { idPager } from '../../core/paging/index.js';
import { noticeCreated } from './notice-push.js';
import type { NoticeRow } from './schema.js';

/** A notice as the API shows it (`notice` of contracts/notices.ts). */
export type Notice = ApiData<'userNoteInfo'>;

/** Anything queries run on: the database, or a transaction of it (notices then commit with the caller's change). */
export type Db = Kysely<DB> | Transaction<DB>;

export interface NoticeInput {
  /** `review_passed`, `review_failed`, `application`, `appointment`, `system`, `report`, `topic`… */
  kind: string;
  title: NoticeText;
  body?: NoticeText;
  /** An app path (`/pages/house/detail?id=5`) or a full https URL; opened when the notice is tapped. */
  link?: string | null;
  refType?: string | null;
  refId?: number | null;
  /** The area the notice is about (personal notices: informative; announcements: who sees it, 0 = all). */
  siteAreaId?: number | null;
}

/** Who reads: their language, their area and when they joined (older announcements count as read). */
export interface Reader {
  id: number;
  lang: Lang;
  siteAreaId: number;
  joinedAt: Date;
}

const KIND = /^[a-z][a-z0-9_]{1,31}$/;
const LINK = /^(\/[^\s]{0,499}|https:\/\/[^\s]{1,492})$/;
const epoch = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const num = (v: string | number | bigint | null) => (v === null ? null : Number(v));

/** Keyset pages by id, newest first: a reader's notices and an area's announcements are separate lists. */
const mine = idPager('notice.mine');
const areaNotices = idPager('notice.area');
function page<R extends { id: number }>(pager: ReturnType<typeof idPager>, rows: R[], limit: number, present: (r: R) => Notice) {
  const p = pager.take(rows, limit);
  return { list: p.rows.map(present), next_cursor: p.next_cursor };
}

function check(input: NoticeInput) {
  if (!KIND.test(input.kind)) throw new Error(`notice: invalid kind ${input.kind}`);
  if (input.link && !LINK.test(input.link)) throw new Error(`notice: link must be an app path or https URL: ${input.link}`);
  if (input.refType && !/^[a-zA-Z][a-zA-Z0-9_-]{1,31}$/.test(input.refType)) throw new Error(`notice: invalid refType ${input.refType}`);
}

export function presentNotice(row: NoticeRow, lang: Lang, isRead: boolean): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: renderText(row.title as StoredText, lang),
    body: renderText(row.body as StoredText, lang),
    link: row.link,
    ref_type: row.ref_type,
    ref_id: num(row.ref_id),
    is_broadcast: row.user_id === null,
    site_area_id: row.site_area_id,
    is_read: isRead,
    created_at: epoch(row.created_at),
  };
}

/**
 * The notice centre. Other modules send with it: `await new NoticeService(db).notify(ownerId, {...})`, or
 * with a transaction (`new NoticeService(trx)`) so the notice exists exactly when their change commits.
 * Each new notice is pushed live (`notice_unread`, see notice-push.ts) once it is committed.
 */
export class NoticeService {
  constructor(private readonly db: Db) {}

  /**
   * A personal notice to one user. Texts given as message keys are rendered in the reader's language
   * (`app_user.lang`) whenever they are read; the returned copy is rendered in it now (for a push or a log).
   */
  async notify(userId: number, input: NoticeInput): Promise<Notice> {
    check(input);
    const user = await this.db.selectFrom('app_user').select(['id', 'lang', 'site_area_id']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new Error(`notice: no user ${userId}`);
    const row = await this.db
      .insertInto('notice')
      .values({
        user_id: userId,
        site_area_id: input.siteAreaId ?? user.site_area_id,
        ...this.#values(input),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The owner's badge, live (once committed, when `db` is a transaction).
    await noticeCreated(this.db, { id: row.id, userId, siteAreaId: row.site_area_id ?? 0 });
    return presentNotice(row, normalizeLang(user.lang), false);
  }

  /** An announcement to everyone in a site area (0: every area). Returned rendered in `lang` (default zh). */
  async broadcast(siteAreaId: number, input: NoticeInput, lang: Lang = 'zh'): Promise<Notice> {
    check(input);
    if (!Number.isInteger(siteAreaId) || siteAreaId < 0) throw new Error(`notice: invalid site area ${siteAreaId}`);
    const row = await this.db
      .insertInto('notice')
      .values({ user_id: null, site_area_id: siteAreaId, ...this.#values(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await noticeCreated(this.db, { id: row.id, userId: null, siteAreaId });
    return presentNotice(row, lang, false);
  }

  #values(input: NoticeInput) {
    return {
      kind: input.kind,
      title: JSON.stringify(storeText(input.title)),
      body: JSON.stringify(storeText(input.body ?? '')),
      link: input.link ?? null,
      ref_type: input.refType ?? null,
      ref_id: input.refId ?? null,
    };
  }

  /** The reader of a user-scoped call; `headerArea` is the area the client browses (0: the profile's). */
  async reader(userId: number, headerArea: number, fallbackArea: () => Promise<number>): Promise<Reader> {
    const u = await this.db.selectFrom('app_user').select(['id', 'lang', 'site_area_id', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    return { id: u.id, lang: normalizeLang(u.lang), siteAreaId: headerArea || u.site_area_id || (await fallbackArea()), joinedAt: new Date(u.created_at) };
  }

  /** Personal notices and announcements of the reader's area, newest first, with read state. */
  async listFor(reader: Reader, opts: { cursor?: string; limit: number; unreadOnly?: boolean }) {
    const after = mine.after(opts.cursor, 'n.id');
    const isRead = this.#isRead(reader);
    let q = this.db
      .selectFrom('notice as n')
      .leftJoin('notice_read as r', (j) => j.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', reader.id))
      .selectAll('n')
      .select(isRead.as('is_read'))
      .where((eb) => eb.or([eb('n.user_id', '=', reader.id), eb.and([eb('n.user_id', 'is', null), eb('n.site_area_id', 'in', [0, reader.siteAreaId])])]));
    if (after) q = q.where(after);
    if (opts.unreadOnly) q = q.where(sql<SqlBool>`not (${isRead})`);
    const rows = await q.orderBy('n.id', 'desc').limit(opts.limit + 1).execute();
    return page(mine, rows, opts.limit, (r) => presentNotice(r, reader.lang, Boolean(r.is_read)));
  }

  /** Announcements of an area (for everyone); read state only when a reader is known. */
  async announcements(siteAreaId: number, lang: Lang, reader: Reader | null, opts: { cursor?: string; limit: number }) {
    const after = areaNotices.after(opts.cursor, 'n.id');
    let q = this.db
      .selectFrom('notice as n')
      .leftJoin('notice_read as r', (j) => j.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', reader?.id ?? 0))
      .selectAll('n')
      .select((reader ? this.#isRead(reader) : sql<boolean>`false`).as('is_read'))
      .where('n.user_id', 'is', null)
      .where('n.site_area_id', 'in', [0, siteAreaId]);
    if (after) q = q.where(after);
    const rows = await q.orderBy('n.id', 'desc').limit(opts.limit + 1).execute();
    return page(areaNotices, rows, opts.limit, (r) => presentNotice(r, lang, Boolean(r.is_read)));
  }

  /**
   * One notice the reader may see (their own, or any announcement), marked read. Another user's notice is
   * simply not found: the reply is the same as for an id that never existed.
   */
  async open(reader: Reader, id: number): Promise<Notice | null> {
    const row = await this.db
      .selectFrom('notice')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('user_id', '=', reader.id), eb('user_id', 'is', null)]))
      .executeTakeFirst();
    if (!row) return null;
    if (row.user_id === null) {
      await this.db.insertInto('notice_read').values({ user_id: reader.id, notice_id: row.id }).onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing()).execute();
    } else if (!row.read_at) {
      await this.db.updateTable('notice').set({ read_at: new Date() }).where('id', '=', row.id).where('read_at', 'is', null).execute();
    }
    return presentNotice(row, reader.lang, true);
  }

  /** Unread personal notices plus unread announcements of the reader's area (those since they joined). */
  async unreadCount(reader: Reader): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
      select
        (select count(*) from notice where user_id = ${reader.id} and read_at is null)
        + (select count(*) from notice n
            where n.user_id is null and n.site_area_id in (0, ${reader.siteAreaId}) and n.created_at >= ${reader.joinedAt}
              and not exists (select 1 from notice_read r where r.notice_id = n.id and r.user_id = ${reader.id}))
        as n`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** Unread personal notices of one kind (`topic` for the social feature's badge). */
  async unreadOfKind(userId: number, kind: string): Promise<number> {
    const r = await this.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Marks every personal notice and every announcement of the reader's area read; returns how many changed. */
  async readAll(reader: Reader): Promise<number> {
    const personal = await this.db.updateTable('notice').set({ read_at: new Date() }).where('user_id', '=', reader.id).where('read_at', 'is', null).executeTakeFirst();
    const broadcasts = await this.db
      .insertInto('notice_read')
      .columns(['user_id', 'notice_id'])
      .expression((eb) =>
        eb
          .selectFrom('notice as n')
          .select([sql<number>`${reader.id}::integer`.as('user_id'), 'n.id as notice_id'])
          .where('n.user_id', 'is', null)
          .where('n.site_area_id', 'in', [0, reader.siteAreaId])
          .where('n.created_at', '>=', reader.joinedAt)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notice_read as r').select('r.notice_id').whereRef('r.notice_id', '=', 'n.id').where('r.user_id', '=', reader.id)))),
      )
      .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
      .executeTakeFirst();
    return Number(personal.numUpdatedRows) + Number(broadcasts.numInsertedOrUpdatedRows ?? 0);
  }

  #isRead(reader: Reader): RawBuilder<boolean> {
    return sql<boolean>`case when n.user_id is not null then n.read_at is not null else (r.notice_id is not null or n.created_at < ${reader.joinedAt}) end`;
  }
}
