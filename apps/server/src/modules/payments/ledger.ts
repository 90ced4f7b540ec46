import type { LedgerReport } from '@haiwai/contracts/payments';
import { sql, type Kysely, type Transaction } from 'kysely';
import { notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';

export interface LedgerMovement {
  siteAreaId: number;
  orderId: number;
  provider: string;
  type: 'payment' | 'refund';
  /** Positive, minor units; `type` says which way it went. */
  amount: number;
  currency: string;
  providerRef: string;
}

/** Money moved at a provider: written in the transaction that learns of it (a settled payment, a refund the provider made). */
export async function recordMovement(trx: Transaction<DB>, m: LedgerMovement): Promise<void> {
  await trx
    .insertInto('ledger_entry')
    .values({ site_area_id: m.siteAreaId, order_id: m.orderId, provider: m.provider, type: m.type, amount: m.amount, currency: m.currency, provider_ref: m.providerRef })
    .execute();
}

/**
 * One day of an area's ledger (the day in the area's time zone), per provider and currency, with every
 * entry: what an admin reconciles against the provider's own report of that day.
 */
export async function dailyReport(db: Kysely<DB>, siteAreaId: number, date: string, provider?: string): Promise<LedgerReport> {
  const area = await db.selectFrom('site_area').select(['time_zone']).where('id', '=', siteAreaId).executeTakeFirst();
  if (!area) throw notFound('pay.area_unknown');
  const zone = area.time_zone || 'UTC';
  const inDay = sql<boolean>`(l.created_at at time zone ${zone})::date = ${date}::date`;
  let q = db
    .selectFrom('ledger_entry as l')
    .innerJoin('pay_order as o', 'o.id', 'l.order_id')
    .select(['l.id', 'o.order_no', 'o.kind', 'l.provider', 'l.type', 'l.amount', 'l.currency', 'l.provider_ref', 'l.created_at'])
    .where('l.site_area_id', '=', siteAreaId)
    .where(inDay);
  if (provider) q = q.where('l.provider', '=', provider);
  const rows = await q.orderBy('l.created_at').orderBy('l.id').execute();
  const lines = new Map<string, LedgerReport['lines'][number]>();
  const entries = rows.map((r) => {
    const amount = Number(r.amount);
    const currency = r.currency.trim();
    const key = `${r.provider}|${currency}`;
    const line = lines.get(key) ?? { provider: r.provider, currency, payments: 0, payment_total: 0, refunds: 0, refund_total: 0, net: 0 };
    if (r.type === 'payment') {
      line.payments += 1;
      line.payment_total += amount;
      line.net += amount;
    } else {
      line.refunds += 1;
      line.refund_total += amount;
      line.net -= amount;
    }
    lines.set(key, line);
    return { id: Number(r.id), order_no: r.order_no, kind: r.kind, provider: r.provider, type: r.type, amount, currency, provider_ref: r.provider_ref, at: Math.floor(new Date(r.created_at).getTime() / 1000) };
  });
  return { site_area_id: siteAreaId, date, time_zone: zone, lines: [...lines.values()], entries };
}

/** The report as CSV (RFC 4180; amounts also as decimals for spreadsheets): one row per entry, then the totals. */
export function reportCsv(report: LedgerReport, decimal: (amount: number, currency: string) => string): string {
  const cell = (v: string | number) => {
    const s = String(v);
    // A leading = + - @ would be a formula in a spreadsheet: quote it as text.
    const safe = /^[=+\-@]/.test(s) && !/^-?\d/.test(s) ? `'${s}` : s;
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const head = ['time_utc', 'order_no', 'kind', 'provider', 'type', 'amount_minor', 'amount', 'currency', 'provider_ref'];
  const rows = report.entries.map((e) => [new Date(e.at * 1000).toISOString(), e.order_no, e.kind, e.provider, e.type, e.amount, decimal(e.amount, e.currency), e.currency, e.provider_ref]);
  const totals = report.lines.map((l) => [`total ${report.date} ${report.time_zone}`, '', '', l.provider, `payments ${l.payments} / refunds ${l.refunds}`, l.net, decimal(l.net, l.currency), l.currency, '']);
  return [head, ...rows, ...totals].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
