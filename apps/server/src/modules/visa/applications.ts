import type { Lang } from '@haiwai/contracts';
import type { VisaApplication } from '@haiwai/contracts/visa';
import type { VisaAgencyMove, VisaApplicationStatus, VisaDocument } from '@haiwai/contracts/visa/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import type { Payments } from '../payments/index.js';
import { moveApplication } from './moves.js';
import type { VisaDocumentRef } from './schema.js';
import { applicationQuery, mayOpen, presentApplications } from './view.js';

interface ListQuery {
  status?: VisaApplicationStatus;
  package_id?: number;
  cursor?: string;
  limit: number;
}
const minePages = idPager('visa_application.mine');
const customerPages = idPager('visa_application.agency');

/**
 * Applications (docs/visa.md): the applicant's own list, the agency's customers, one application with signed
 * links to its documents, the agency's moves (a refusal refunds the package's share through the payment
 * engine, in the move's transaction) and the applicant supplying requested documents.
 */
export class VisaApplications {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly media: PrivateMedia,
    private readonly payments: Payments,
  ) {}

  async list(user: AuthUser, side: 'mine' | 'agency', q: ListQuery, lang: Lang) {
    const pager = side === 'mine' ? minePages : customerPages;
    const col = side === 'mine' ? 'a.user_id' : 'a.agency_id';
    const after = pager.after(q.cursor, 'a.id');
    let base = this.db.selectFrom('visa_application as a').where(col, '=', user.id);
    // The agency sees paid applications only: an unpaid or never-paid one is not a customer yet.
    if (side === 'agency') base = base.where('a.status', 'not in', ['unpaid', 'cancelled']);
    if (q.status) base = base.where('a.status', '=', q.status);
    if (q.package_id) base = base.where('a.package_id', '=', q.package_id);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = applicationQuery(this.db).where(col, '=', user.id);
    if (side === 'agency') rows = rows.where('a.status', 'not in', ['unpaid', 'cancelled']);
    if (q.status) rows = rows.where('a.status', '=', q.status);
    if (q.package_id) rows = rows.where('a.package_id', '=', q.package_id);
    if (after) rows = rows.where(after);
    const page = pager.take(await rows.orderBy('a.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: await presentApplications(page.rows, lang, user, this.media), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  async info(user: AuthUser, id: number, lang: Lang): Promise<VisaApplication> {
    const row = await applicationQuery(this.db).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('visa.application_not_found');
    if (!mayOpen(row, user)) throw forbidden();
    return (await presentApplications([row], lang, user, this.media))[0]!;
  }

  /** The agency's move; a refusal refunds the package's share of what was paid, in the same transaction. */
  async move(user: AuthUser, id: number, body: { status: VisaAgencyMove; requested?: VisaDocument[]; reason?: string }, lang: Lang): Promise<VisaApplication> {
    await this.db.transaction().execute(async (trx) => {
      const head = await this.party(trx, id, user);
      const role = head.agency_id === user.id ? 'owner' : 'asker';
      const moved = await moveApplication(trx, id, { role, userId: user.id }, body.status, { reason: body.reason, requested: body.requested, lang });
      if (body.status === 'refused') await this.refundShare(trx, Number(moved.row.order_id), moved.row.refund_percent, user.id);
    });
    return this.info(user, id, lang);
  }

  /** The applicant supplies what was requested (private files of purpose `visa`, checked by the route): submitted again. */
  async supply(user: AuthUser, id: number, documents: VisaDocumentRef[], lang: Lang): Promise<VisaApplication> {
    await this.db.transaction().execute(async (trx) => {
      await this.party(trx, id, user);
      await moveApplication(trx, id, { role: 'asker', userId: user.id }, 'submitted', { supplied: documents, lang });
      const urls = [...new Set(documents.map((d) => d.url))];
      await trx.insertInto('visa_application_file').values(urls.map((url) => ({ url, application_id: id }))).onConflict((oc) => oc.doNothing()).execute();
    });
    return this.info(user, id, lang);
  }

  /** Strangers get a 403 before any move is judged (the workflow then says which side may do what). */
  async party(db: Kysely<DB> | Transaction<DB>, id: number, user: AuthUser) {
    const head = await db.selectFrom('visa_application').select(['user_id', 'agency_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!head) throw notFound('visa.application_not_found');
    if (head.user_id !== user.id && head.agency_id !== user.id) throw forbidden();
    return head;
  }

  /** The same check before the transaction (a route's checks through the plain handle come first). */
  checkParty(id: number, user: AuthUser) {
    return this.party(this.db, id, user);
  }

  private async refundShare(trx: Transaction<DB>, orderId: number, percent: number, agencyId: number) {
    if (percent <= 0) return;
    const order = await trx.selectFrom('pay_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    const paid = Number(order.paid_amount) - Number(order.refunded_amount);
    const amount = Math.floor((Number(order.paid_amount) * percent) / 100);
    if (amount <= 0 || paid <= 0) return;
    // Stored as a message key: the receipt shows it in the reader's language.
    await this.payments.refunds.refundIn(trx, order, Math.min(amount, paid), 'visa.refund_reason', { role: 'system', userId: agencyId });
  }
}
