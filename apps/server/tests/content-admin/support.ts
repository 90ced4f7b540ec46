import { expect } from 'vitest';
import type { ApiName } from '@haiwai/contracts';
import { startTestApp, type TestApp } from '../support/harness.js';

export interface Who {
  token: string;
  id: number;
}
/** One app with the demo accounts: the HCM and Bangkok area admins, the super admin, a member. */
export async function contentApp() {
  const t = await startTestApp();
  const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  return {
    t,
    hcm: await idOf('hcm'),
    bangkok: await idOf('bangkok'),
    member: await t.login('member'),
    adminHcm: await t.login('admin_hcm'),
    adminBkk: await t.login('admin_bangkok'),
    superAdmin: await t.login('superadmin'),
  };
}

/** A stored picture of the seed (any carousel image): what an upload through the public media pipeline gives. */
export async function storedImage(t: TestApp): Promise<string> {
  return (await t.db.selectFrom('carousel').select('image').orderBy('id').executeTakeFirstOrThrow()).image;
}

export async function auditRows(t: TestApp, targetType: string) {
  return t.db.selectFrom('admin_audit').select(['action', 'admin_id', 'site_area_id', 'target_id', 'detail']).where('target_type', '=', targetType).orderBy('id').execute();
}

/** A member is refused with 403 and a caller without a token with 401, for each call given. */
export async function refusesOutsiders(t: TestApp, member: Who, calls: Array<[ApiName, Record<string, unknown>]>) {
  for (const [name, opts] of calls) {
    expect((await t.call(name, { ...opts, token: member.token })).status, `${name} member`).toBe(403);
    expect((await t.call(name, { ...opts })).status, `${name} no token`).toBe(401);
  }
}
