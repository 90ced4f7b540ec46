import type { ApiData } from '@haiwai/contracts';
import type { AuthUser } from '../../core/routes.js';
import { adminAreas } from './admin-scope.js';
import type { Db } from './notice-service.js';
import { idPager } from '../../core/paging/index.js';

export interface AuditInput {
  adminId: number;
  /** The area the action concerns; null for actions not tied to one (visible to super admins only). */
  siteAreaId: number | null;
  /** Dotted verb, lower case: `report.resolve`, `listing.adopt`, `listing.reject`, `user.verify`… */
  action: string;
  targetType?: string | null;
  targetId?: number | null;
  /** What changed and why (reason, note, before/after of a status): kept as JSON. */
  detail?: Record<string, unknown>;
}

export type AuditEntry = ApiData<'adminAuditList'>['list'][number];

const auditPages = idPager('audit');
const ACTION = /^[a-z][a-z0-9_.-]{1,63}$/;

/**
 * Writes one audit row. Pass the transaction that makes the change (`audit(trx, …)`), so the row exists
 * exactly when the change commits. Returns the row id.
 */
export async function audit(db: Db, input: AuditInput): Promise<number> {
  if (!ACTION.test(input.action)) throw new Error(`audit: invalid action ${input.action}`);
  const row = await db
    .insertInto('admin_audit')
    .values({
      admin_id: input.adminId,
      site_area_id: input.siteAreaId,
      action: input.action,
      target_type: input.targetType ?? null,
      target_id: input.targetId ?? null,
      detail: JSON.stringify(input.detail ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit log's filters (the list's and the CSV export's): `from` / `to` in unix seconds, inclusive. */
export interface AuditFilters {
  site_area_id?: number;
  action?: string;
  admin_id?: number;
  target_type?: string;
  target_id?: number;
  from?: number;
  to?: number;
}

export interface AuditQuery extends AuditFilters {
  cursor?: string;
  limit: number;
}

/** The audit rows `user` may see (own areas for a regional admin) matching `q`; null when that is nothing. */
export function auditRows(db: Db, user: AuthUser, q: AuditFilters) {
  const areas = adminAreas(user, q.site_area_id);
  if (areas && areas.length === 0) return null;
  let base = db.selectFrom('admin_audit as a');
  if (areas) base = base.where('a.site_area_id', 'in', areas);
  if (q.action) base = base.where('a.action', '=', q.action);
  if (q.admin_id) base = base.where('a.admin_id', '=', q.admin_id);
  if (q.target_type) base = base.where('a.target_type', '=', q.target_type);
  if (q.target_id) base = base.where('a.target_id', '=', q.target_id);
  if (q.from !== undefined) base = base.where('a.created_at', '>=', new Date(q.from * 1000));
  if (q.to !== undefined) base = base.where('a.created_at', '<', new Date((q.to + 1) * 1000));
  return base;
}

/** The audit log as `user` may see it (own areas for a regional admin), newest first. */
export async function listAudit(db: Db, user: AuthUser, q: AuditQuery): Promise<ApiData<'adminAuditList'>> {
  const before = auditPages.after(q.cursor, 'a.id');
  const base = auditRows(db, user, q);
  if (!base) return { list: [], next_cursor: null, total: 0 };
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await (before ? base.where(before) : base)
    .innerJoin('app_user as u', 'u.id', 'a.admin_id')
    .select(['a.id', 'a.admin_id', 'u.nickname', 'u.username', 'a.site_area_id', 'a.action', 'a.target_type', 'a.target_id', 'a.detail', 'a.created_at'])
    .orderBy('a.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const p = auditPages.take(rows, q.limit);
  return { list: p.rows.map(presentAudit), next_cursor: p.next_cursor, total: Number(total.n) };
}

/** One audit row as the API shows it. */
export function presentAudit(r: { id: number; admin_id: number; nickname: string; username: string | null; site_area_id: number | null; action: string; target_type: string | null; target_id: number | string | bigint | null; detail: Record<string, unknown>; created_at: Date }): AuditEntry {
  return {
    id: r.id,
    admin_id: r.admin_id,
    admin_name: r.username ?? r.nickname,
    site_area_id: r.site_area_id,
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id === null ? null : Number(r.target_id),
    detail: r.detail,
    created_at: Math.floor(new Date(r.created_at).getTime() / 1000),
  };
}
