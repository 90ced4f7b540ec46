import type { ApiData } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds, epochSecondsOrNull } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn, NoticeService } from '../notices/index.js';
import type { FeedbackRow } from './schema.js';

type Feedback = ApiData<'feedbackSave'>;
type AdminFeedback = ApiData<'adminFeedbackHandle'>;
const pages = idPager('feedback');

function present(r: FeedbackRow): Feedback {
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    images: r.images,
    contact: r.contact,
    site_area_id: r.site_area_id,
    status: r.status,
    reply: r.reply,
    created_at: epochSeconds(r.created_at),
  };
}
const presentAdmin = (r: FeedbackRow & { nickname: string }): AdminFeedback => ({
  ...present(r),
  user_id: r.user_id,
  nickname: r.nickname,
  handled_by: r.handled_by,
  handled_at: epochSecondsOrNull(r.handled_at),
});

/** People's feedback to the admins of their area, and the admins' queue (newest first) with a reply by notice. */
export class FeedbackService {
  constructor(private readonly db: Kysely<DB>) {}

  async save(userId: number, siteAreaId: number, input: { content: string; images: string[]; contact: string; type: Feedback['type'] }): Promise<Feedback> {
    const row = await this.db
      .insertInto('feedback')
      .values({ user_id: userId, site_area_id: siteAreaId, type: input.type, content: input.content, images: JSON.stringify(input.images), contact: input.contact, reply: null, handled_by: null, handled_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return present(row);
  }

  async list(admin: AuthUser, q: { status?: 'open' | 'handled'; site_area_id?: number; cursor?: string; limit: number }): Promise<ApiData<'adminFeedbackList'>> {
    const areas = adminAreas(admin, q.site_area_id);
    if (areas && areas.length === 0) return { list: [], next_cursor: null };
    const after = pages.after(q.cursor, 'f.id');
    let sel = this.#detailed();
    if (areas) sel = sel.where('f.site_area_id', 'in', areas);
    if (q.status) sel = sel.where('f.status', '=', q.status);
    if (after) sel = sel.where(after);
    const rows = await sel.orderBy('f.id', 'desc').limit(q.limit + 1).execute();
    const page = pages.take(rows, q.limit);
    return { list: page.rows.map(presentAdmin), next_cursor: page.next_cursor };
  }

  /** Marks open feedback handled; the person gets a notice with the reply. Another area's: 403; handled: 409. */
  async handle(admin: AuthUser, id: number, reply: string): Promise<AdminFeedback> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('feedback').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (!mayActOn(admin, row.site_area_id)) throw forbidden('admin.area_forbidden');
      if (row.status !== 'open') throw conflict('feedback.already_handled');
      await trx.updateTable('feedback').set({ status: 'handled', reply: reply || null, handled_by: admin.id, handled_at: new Date() }).where('id', '=', id).execute();
      await audit(trx, { adminId: admin.id, siteAreaId: row.site_area_id, action: 'feedback.handle', targetType: 'feedback', targetId: id, detail: { reply } });
      await new NoticeService(trx).notify(row.user_id, {
        kind: 'feedback',
        title: { key: 'notice.feedback_handled.title' },
        body: reply ? { key: 'notice.feedback_handled.body', params: { reply } } : { key: 'notice.feedback_handled_silent.body' },
        refType: 'feedback',
        refId: id,
        siteAreaId: row.site_area_id,
      });
    });
    return presentAdmin(await this.#detailed().where('f.id', '=', id).executeTakeFirstOrThrow());
  }

  #detailed() {
    return this.db.selectFrom('feedback as f').innerJoin('app_user as u', 'u.id', 'f.user_id').selectAll('f').select('u.nickname');
  }
}
