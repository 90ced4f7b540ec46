import type { Lang } from '@haiwai/contracts';
import { STAFF } from '@haiwai/contracts/staff';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { auditRows, type AuditFilters } from '../notices/index.js';

/**
 * The audit log as CSV (docs/roles.md, "Audit"), with the list's filters, streamed a batch at a time (newest first,
 * at most STAFF.csvMaxRows rows). A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at its
 * start) is prefixed with `'`, so an admin's typed reason never runs on the reader's machine.
 */

const HEADERS: Record<Lang, string[]> = {
  zh: ['编号', '时间（UTC）', '管理员编号', '管理员', '站点', '操作', '对象类型', '对象编号', '详情'],
  en: ['id', 'time (UTC)', 'admin id', 'admin', 'site area', 'action', 'target type', 'target id', 'detail'],
  vi: ['mã', 'thời gian (UTC)', 'mã quản trị viên', 'quản trị viên', 'khu vực', 'thao tác', 'loại đối tượng', 'mã đối tượng', 'chi tiết'],
};
const BATCH = 500;

/** One CSV cell: formula starts neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

type Rows = NonNullable<ReturnType<typeof auditRows>>;

async function* rows(base: Rows | null, lang: Lang): AsyncGenerator<string> {
  yield `\uFEFF${line(HEADERS[lang])}`;
  if (!base) return;
  let before: number | null = null;
  for (let sent = 0; sent < STAFF.csvMaxRows; ) {
    const batch = await (before === null ? base : base.where('a.id', '<', before))
      .innerJoin('app_user as u', 'u.id', 'a.admin_id')
      .select(['a.id', 'a.admin_id', 'u.nickname', 'u.username', 'a.site_area_id', 'a.action', 'a.target_type', 'a.target_id', 'a.detail', 'a.created_at'])
      .orderBy('a.id', 'desc')
      .limit(Math.min(BATCH, STAFF.csvMaxRows - sent))
      .execute();
    if (!batch.length) return;
    yield batch
      .map((r) => line([r.id, new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19), r.admin_id, r.username ?? r.nickname, r.site_area_id, r.action, r.target_type, r.target_id, JSON.stringify(r.detail)]))
      .join('');
    sent += batch.length;
    before = batch[batch.length - 1]!.id;
    if (batch.length < BATCH) return;
  }
}

/** The CSV as a stream and its file name; the area check (a 403) comes before any byte is sent. */
export function auditCsv(db: Kysely<DB>, user: AuthUser, q: AuditFilters, lang: Lang): { stream: Readable; name: string } {
  const base = auditRows(db, user, q);
  const day = new Date().toISOString().slice(0, 10);
  return { stream: Readable.from(rows(base, lang)), name: `audit-${q.site_area_id ?? 'all'}-${day}.csv` };
}
