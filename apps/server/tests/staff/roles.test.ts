import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Grants and withdrawals (docs/roles.md): who may grant what where, the effect on the next call, and the audit. */
let t: TestApp;
let hcm = 0;
let bkk = 0;
let adminHcm: { token: string; id: number };
let superAdmin: { token: string; id: number };
let someone: Awaited<ReturnType<TestApp['newUser']>>;

beforeAll(async () => {
  t = await startTestApp();
  const area = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  hcm = await area('hcm');
  bkk = await area('bangkok');
  adminHcm = await t.login('admin_hcm');
  superAdmin = await t.login('superadmin');
  someone = await t.newUser({ nickname: '新审核员' });
});
afterAll(() => t.close());

describe('staff grants', () => {
  it('an area admin grants a reviewer in its area: the next call of theirs is a reviewer’s, audited', async () => {
    expect((await t.call('adminReportList', { token: someone.token })).status).toBe(403);
    const r = await t.call<ApiData<'staffGrant'>>('staffGrant', { token: adminHcm.token, body: { user_id: someone.id, site_area_id: hcm, role: 'reviewer' } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ user_id: someone.id, site_area_id: hcm, roles: ['reviewer'] });
    expect((await t.call('housingAdminList', { token: someone.token, siteAreaId: hcm })).status).toBe(200);
    expect((await t.call('adminReportList', { token: someone.token })).status).toBe(403);
    expect((await t.call('housingAdminList', { token: someone.token, query: { site_area_id: bkk } })).status).toBe(403);
    const self = await t.call<ApiData<'staffSelf'>>('staffSelf', { token: someone.token });
    expect(self.data.areas).toEqual([{ site_area_id: hcm, roles: ['reviewer'], permissions: ['review'] }]);
    const list = await t.call<ApiData<'staffList'>>('staffList', { token: adminHcm.token });
    expect(list.data.list.some((m) => m.user_id === someone.id && m.roles.includes('reviewer'))).toBe(true);
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'user').where('target_id', '=', someone.id).execute();
    expect(audit.map((a) => a.action)).toContain('staff.grant');
  });
  it('refuses another area, super admin, a missing user or area, members, no token and bad input', async () => {
    expect((await t.call('staffGrant', { token: adminHcm.token, body: { user_id: someone.id, site_area_id: bkk, role: 'reviewer' } })).status).toBe(403);
    expect((await t.call('staffGrant', { token: adminHcm.token, body: { user_id: someone.id, role: 'super_admin' } })).status).toBe(403);
    expect((await t.call('staffGrant', { token: superAdmin.token, body: { user_id: 2_000_000_000, site_area_id: hcm, role: 'reviewer' } })).status).toBe(404);
    expect((await t.call('staffGrant', { token: superAdmin.token, body: { user_id: someone.id, site_area_id: 2_000_000_000, role: 'reviewer' } })).status).toBe(404);
    expect((await t.call('staffGrant', { token: someone.token, body: { user_id: someone.id, site_area_id: hcm, role: 'area_admin' } })).status).toBe(403);
    expect((await t.call('staffGrant', { body: { user_id: someone.id, site_area_id: hcm, role: 'reviewer' } })).status).toBe(401);
    expect((await t.call('staffGrant', { token: adminHcm.token, body: { user_id: someone.id, site_area_id: hcm, role: 'king' } })).status).toBe(400);
    expect((await t.call('staffWithdraw', { token: adminHcm.token, body: { user_id: adminHcm.id, site_area_id: hcm, role: 'area_admin' } })).status).toBe(409);
  });
  it('withdrawing the last role makes them a member again (the next call is refused)', async () => {
    const r = await t.call<ApiData<'staffWithdraw'>>('staffWithdraw', { token: adminHcm.token, body: { user_id: someone.id, site_area_id: hcm, role: 'reviewer' } });
    expect(r.status).toBe(200);
    expect(r.data.roles).toEqual([]);
    expect((await t.call('housingAdminList', { token: someone.token })).status).toBe(403);
    expect((await t.db.selectFrom('app_user').select('role').where('id', '=', someone.id).executeTakeFirstOrThrow()).role).toBe('member');
    expect((await t.call('staffWithdraw', { token: adminHcm.token, body: { user_id: someone.id, site_area_id: hcm, role: 'reviewer' } })).status).toBe(409);
  });
  it('a super admin makes and unmakes a super admin', async () => {
    expect((await t.call('staffGrant', { token: superAdmin.token, body: { user_id: someone.id, role: 'super_admin' } })).status).toBe(200);
    expect((await t.call('adminReportList', { token: someone.token })).status).toBe(200);
    expect((await t.call('staffWithdraw', { token: superAdmin.token, body: { user_id: someone.id, role: 'super_admin' } })).status).toBe(200);
    expect((await t.call('adminReportList', { token: someone.token })).status).toBe(403);
  });
});
