import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { audit, ReportService } from '../../src/modules/notices/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Report {
  id: number;
  target_type: string;
  target_id: number;
  reason: string;
  detail: string;
  site_area_id: number;
  status: string;
}
interface AdminReport extends Report {
  user_id: number;
  reporter_name: string;
  open_on_target: number;
  handled_by: number | null;
  handled_at: number | null;
  handle_note: string | null;
}
interface AuditRow {
  id: number;
  admin_id: number;
  admin_name: string;
  site_area_id: number | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  detail: Record<string, unknown>;
}
interface Page<T> {
  list: T[];
  next_cursor: string | null;
  total?: number;
}

let t: TestApp;
let hcm: number;
let bangkok: number;
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let superAdmin: { token: string; id: number };
let member: { token: string; id: number };
beforeAll(async () => {
  t = await startTestApp();
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  bangkok = areas.find((a) => a.code === 'bangkok')!.id;
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  superAdmin = await t.login('superadmin');
  member = await t.login('member');
  // Reports resolve their target through the listing table (its area; 404 when missing): the listings reported below exist.
  const currency = { [hcm]: 'VND', [bangkok]: 'THB' };
  for (const [id, kind, area] of [[101, 'housing', hcm], [7, 'car', hcm], [900, 'shGoods', hcm], [901, 'shGoods', bangkok]] as const) {
    await t.db.insertInto('listing').values({ id, kind, site_area_id: area, user_id: member.id, title: `${kind} ${id}`, currency: currency[area]!, images: '[]', attrs: '{}', status: 'online', review_status: 'passed' }).execute();
  }
});
afterAll(() => t.close());

const report = (token: string, body: Record<string, unknown>, lang = 'zh') => t.call<Report>('report', { token, body, lang });

describe('reporting a listing', () => {
  it('files a report, and the same reason twice is a 409 with a clear message', async () => {
    const u = await t.newUser();
    const r = await report(u.token, { target_type: 'housing', target_id: 101, reason: 'fraud', detail: '要求先转账定金', site_area_id: hcm });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ target_type: 'housing', target_id: 101, reason: 'fraud', detail: '要求先转账定金', site_area_id: hcm, status: 'open' });
    const again = await report(u.token, { target_type: 'housing', target_id: 101, reason: 'fraud', site_area_id: hcm }, 'en');
    expect(again.status).toBe(409);
    expect(again.message).toBe('You have already reported this for the same reason; we will look into it soon, no need to report it again');
    const other = await report(u.token, { target_type: 'housing', target_id: 101, reason: 'wrong_info', site_area_id: hcm });
    expect(other.status).toBe(200);
  });

  it('validates every field', async () => {
    const u = await t.newUser();
    const base = { target_type: 'car', target_id: 7, reason: 'sold', site_area_id: hcm };
    const fieldsOf = async (body: Record<string, unknown>) => {
      const r = await t.call<{ fields: Record<string, string> }>('report', { token: u.token, body });
      expect(r.status).toBe(400);
      return Object.keys(r.data.fields);
    };
    expect(await fieldsOf({ ...base, reason: 'boring' })).toContain('body.reason');
    expect(await fieldsOf({ ...base, detail: 'x'.repeat(501) })).toContain('body.detail');
    expect(await fieldsOf({ ...base, target_type: 'Housing!' })).toContain('body.target_type');
    expect(await fieldsOf({ ...base, target_id: -3 })).toContain('body.target_id');
    expect(await fieldsOf({ ...base, reason: 'other' })).toContain('body.detail');
    // The area comes from the listing itself; a listing that does not exist is a 404.
    expect((await t.call('report', { token: u.token, body: { ...base, target_id: 8 } })).status).toBe(404);
    const other = await t.call('report', { token: u.token, body: { ...base, reason: 'other', detail: '联系电话是空号' } });
    expect(other.status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await t.call('report', { body: { target_type: 'car', target_id: 7, reason: 'sold', site_area_id: hcm } })).status).toBe(401);
  });

  it('asks the resolveTarget hook for the area; an unknown target is 404', async () => {
    const u = await t.newUser();
    const service = new ReportService(t.db, { resolveTarget: async (type, id) => (type === 'job' && id === 5 ? { siteAreaId: bangkok } : null) });
    const r = await service.report(u.id, { targetType: 'job', targetId: 5, reason: 'duplicate', siteAreaId: hcm });
    expect(r.site_area_id).toBe(bangkok);
    const missing = await service.report(u.id, { targetType: 'job', targetId: 6, reason: 'duplicate' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).code).toBe(404);
    expect(await service.openCount('job', 5)).toBe(1);
  });
});

describe('the admin report queue', () => {
  let hcmReport: Report;
  let bkkReport: Report;
  let reporter: Awaited<ReturnType<TestApp['newUser']>>;
  beforeAll(async () => {
    reporter = await t.newUser({ nickname: '热心邻居' });
    hcmReport = (await report(reporter.token, { target_type: 'second-hand', target_id: 900, reason: 'offensive', detail: '图片不雅', site_area_id: hcm })).data;
    bkkReport = (await report(reporter.token, { target_type: 'second-hand', target_id: 901, reason: 'fraud', site_area_id: bangkok })).data;
    await report(member.token, { target_type: 'second-hand', target_id: 900, reason: 'fraud', site_area_id: hcm });
  });

  it('a regional admin sees its own areas only; another area is 403; members are 403; no token is 401', async () => {
    const mine = await t.call<Page<AdminReport>>('adminReportList', { token: adminHcm.token, query: { status: 'open', limit: 50 } });
    expect(mine.status).toBe(200);
    const ids = mine.data.list.map((r) => r.id);
    expect(ids).toContain(hcmReport.id);
    expect(ids).not.toContain(bkkReport.id);
    expect(mine.data.list.every((r) => r.site_area_id === hcm)).toBe(true);
    const row = mine.data.list.find((r) => r.id === hcmReport.id)!;
    expect(row).toMatchObject({ reporter_name: '热心邻居', open_on_target: 2, handled_by: null });
    // Open reports come oldest first.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    expect((await t.call('adminReportList', { token: adminHcm.token, query: { site_area_id: bangkok } })).status).toBe(403);
    expect((await t.call('adminReportList', { token: member.token })).status).toBe(403);
    expect((await t.call('adminReportList')).status).toBe(401);
    expect((await t.call('adminReportList', { token: adminHcm.token, query: { status: 'closed' } })).status).toBe(400);

    const all = await t.call<Page<AdminReport>>('adminReportList', { token: superAdmin.token, query: { limit: 50 } });
    expect(all.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([hcmReport.id, bkkReport.id]));
    const filtered = await t.call<Page<AdminReport>>('adminReportList', { token: superAdmin.token, query: { target_type: 'second-hand', target_id: 900 } });
    expect(filtered.data.total).toBe(2);
  });

  it('another area’s admin cannot handle a report (403) and nothing changes', async () => {
    const r = await t.call('adminReportHandle', { token: adminBkk.token, params: { id: hcmReport.id }, body: { status: 'resolved' } });
    expect(r.status).toBe(403);
    const row = await t.db.selectFrom('listing_report').select('status').where('id', '=', hcmReport.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect((await t.call('adminReportHandle', { token: member.token, params: { id: hcmReport.id }, body: { status: 'resolved' } })).status).toBe(403);
    expect((await t.call('adminReportHandle', { params: { id: hcmReport.id }, body: { status: 'resolved' } })).status).toBe(401);
  });

  it('the area’s admin resolves it: audited, the reporter is told, a second handling is 409', async () => {
    expect((await t.call('adminReportHandle', { token: adminHcm.token, params: { id: hcmReport.id }, body: { status: 'open' } })).status).toBe(400);
    expect((await t.call('adminReportHandle', { token: adminHcm.token, params: { id: 99_999_999 }, body: { status: 'resolved' } })).status).toBe(404);
    const r = await t.call<AdminReport>('adminReportHandle', { token: adminHcm.token, params: { id: hcmReport.id }, body: { status: 'resolved', note: '已下架该商品' } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'resolved', handled_by: adminHcm.id, handle_note: '已下架该商品' });
    expect(r.data.handled_at).toBeGreaterThan(0);

    const rows = await t.db.selectFrom('admin_audit').selectAll().where('target_type', '=', 'listing_report').where('target_id', '=', hcmReport.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: adminHcm.id, site_area_id: hcm, action: 'report.resolve' });
    expect(rows[0]!.detail).toMatchObject({ note: '已下架该商品', reason: 'offensive', target_type: 'second-hand', target_id: 900 });

    const notes = await t.call<Page<{ kind: string; title: string; body: string; ref_id: number }>>('userNoteList', { token: reporter.token });
    expect(notes.data.list[0]).toMatchObject({ kind: 'report', title: '举报已处理', ref_id: hcmReport.id });
    expect(notes.data.list[0]!.body).toContain('second-hand #900');

    const twice = await t.call('adminReportHandle', { token: adminHcm.token, params: { id: hcmReport.id }, body: { status: 'dismissed' } });
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('该举报已处理过，不能再次处理');
  });
});

describe('the audit log', () => {
  it('audit() writes inside a transaction and disappears with its rollback', async () => {
    await t.db.transaction().execute((trx) => audit(trx, { adminId: adminHcm.id, siteAreaId: hcm, action: 'listing.adopt', targetType: 'housing', targetId: 42, detail: { from: 'reviewing', to: 'online' } }));
    await t
      .db.transaction()
      .execute(async (trx) => {
        await audit(trx, { adminId: adminHcm.id, siteAreaId: hcm, action: 'listing.reject', targetType: 'housing', targetId: 43 });
        throw new Error('abort');
      })
      .catch(() => undefined);
    const rows = await t.db.selectFrom('admin_audit').select(['action', 'target_id']).where('target_type', '=', 'housing').execute();
    expect(rows.map((r) => [r.action, Number(r.target_id)])).toEqual([['listing.adopt', 42]]);
    await expect(audit(t.db, { adminId: adminHcm.id, siteAreaId: hcm, action: 'Bad Action' })).rejects.toThrow(/action/);
  });

  it('lists rows of the admin’s own areas, filtered and paged; super admins see every row', async () => {
    await audit(t.db, { adminId: adminBkk.id, siteAreaId: bangkok, action: 'listing.adopt', targetType: 'car', targetId: 1 });
    await audit(t.db, { adminId: superAdmin.id, siteAreaId: null, action: 'site.edit', detail: { key: 'app_version' } });
    for (let i = 0; i < 5; i += 1) await audit(t.db, { adminId: adminHcm.id, siteAreaId: hcm, action: 'listing.offline', targetType: 'job', targetId: 100 + i });

    const mine = await t.call<Page<AuditRow>>('adminAuditList', { token: adminHcm.token, query: { limit: 50 } });
    expect(mine.status).toBe(200);
    expect(mine.data.list.length).toBeGreaterThanOrEqual(7);
    expect(mine.data.list.every((r) => r.site_area_id === hcm)).toBe(true);
    expect(mine.data.list[0]).toMatchObject({ admin_id: adminHcm.id, admin_name: 'admin_hcm', action: 'listing.offline', target_id: 104 });

    const byAction = await t.call<Page<AuditRow>>('adminAuditList', { token: adminHcm.token, query: { action: 'listing.offline', limit: 2 } });
    expect(byAction.data.total).toBe(5);
    expect(byAction.data.list).toHaveLength(2);
    const next = await t.call<Page<AuditRow>>('adminAuditList', { token: adminHcm.token, query: { action: 'listing.offline', limit: 2, cursor: byAction.data.next_cursor! } });
    expect(next.data.list.map((r) => r.target_id)).toEqual([102, 101]);
    const byTarget = await t.call<Page<AuditRow>>('adminAuditList', { token: adminHcm.token, query: { target_type: 'housing', target_id: 42 } });
    expect(byTarget.data.list.map((r) => r.action)).toEqual(['listing.adopt']);

    expect((await t.call('adminAuditList', { token: adminHcm.token, query: { site_area_id: bangkok } })).status).toBe(403);
    const bkk = await t.call<Page<AuditRow>>('adminAuditList', { token: adminBkk.token, query: { limit: 50 } });
    expect(bkk.data.list.every((r) => r.site_area_id === bangkok)).toBe(true);
    expect(bkk.data.list.map((r) => r.target_type)).not.toContain('housing');

    const all = await t.call<Page<AuditRow>>('adminAuditList', { token: superAdmin.token, query: { limit: 50 } });
    expect(all.data.list.map((r) => r.action)).toEqual(expect.arrayContaining(['site.edit', 'listing.adopt', 'report.resolve']));
    const superFiltered = await t.call<Page<AuditRow>>('adminAuditList', { token: superAdmin.token, query: { site_area_id: bangkok } });
    expect(superFiltered.data.list.every((r) => r.site_area_id === bangkok)).toBe(true);

    expect((await t.call('adminAuditList', { token: member.token })).status).toBe(403);
    expect((await t.call('adminAuditList')).status).toBe(401);
    expect((await t.call('adminAuditList', { token: adminHcm.token, query: { action: 'DROP TABLE' } })).status).toBe(400);
  });
});
