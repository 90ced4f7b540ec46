import type { Lang } from '@haiwai/contracts';
import type { Order } from '@haiwai/contracts/payments';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import { isMessageKey, t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import type { OrderRecord } from './kinds.js';
import type { PayOrderRow } from './schema.js';
import { epochSecondsOrNull } from '../../core/time.js';


export const readOrder = (r: PayOrderRow): OrderRecord => ({
  id: Number(r.id),
  orderNo: r.order_no,
  userId: r.user_id,
  siteAreaId: r.site_area_id,
  kind: r.kind,
  subject: r.subject,
  amount: Number(r.amount),
  currency: r.currency.trim(),
  state: r.state,
  paidAmount: Number(r.paid_amount),
  refundedAmount: Number(r.refunded_amount),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
  fulfilledAt: r.fulfilled_at ? new Date(r.fulfilled_at) : null,
  expiresAt: new Date(r.expires_at),
});

/** The row locked for the rest of the transaction (`for update`): every engine move starts here. */
export async function lockOrder(trx: Transaction<DB>, where: { id: number } | { orderNo: string }): Promise<PayOrderRow | undefined> {
  const q = trx.selectFrom('pay_order').selectAll();
  const found = 'id' in where ? q.where('id', '=', where.id) : q.where('order_no', '=', where.orderNo);
  return found.forUpdate().executeTakeFirst();
}

export async function lockOrderOrThrow(trx: Transaction<DB>, id: number): Promise<PayOrderRow> {
  const row = await lockOrder(trx, { id });
  if (!row) throw notFound('pay.order_not_found');
  return row;
}

/** An order as its buyer sees it. */
export function presentOrder(r: PayOrderRow, lang: Lang, now = new Date()): Order {
  const open = r.state === 'created' || r.state === 'awaiting_payment';
  return {
    id: Number(r.id),
    order_no: r.order_no,
    kind: r.kind,
    title: pick(r.title, lang),
    subject: r.subject,
    amount: Number(r.amount),
    currency: r.currency.trim(),
    state: r.state,
    provider: r.provider,
    paid_amount: Number(r.paid_amount),
    refunded_amount: Number(r.refunded_amount),
    failure: storedText(r.failure, lang),
    created_at: epochSecondsOrNull(r.created_at) ?? 0,
    expires_at: epochSecondsOrNull(r.expires_at) ?? 0,
    paid_at: epochSecondsOrNull(r.paid_at),
    fulfilled_at: epochSecondsOrNull(r.fulfilled_at),
    closed_at: epochSecondsOrNull(r.closed_at),
    can_pay: open && new Date(r.expires_at) > now && r.provider !== null,
    can_cancel: open,
  };
}

/** Failures and refund reasons are stored as message keys (`pay.failure.*`, `pay.refund.*`) or a provider's or admin's own words: shown in the reader's language. */
export function storedText(text: string | null, lang: Lang): string | null {
  return text && isMessageKey(text) ? t(lang, text) : text;
}

/** Order numbers: the day (UTC) and 10 random digits; unique by the table's index, retried on the rare clash. */
export function newOrderNo(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const digits = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => String(n % 100_000).padStart(5, '0')).join('');
  return `HW${day}${digits}`;
}

export const nowSql = sql<Date>`now()`;
