import { DEFAULT_AREA_CODE } from '@haiwai/contracts';
import type { StaffRole } from '@haiwai/contracts/staff';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { DEMO_PASSWORD, hashPassword } from '../../auth/index.js';

const MARK = 'seed.demo-staff';

/** The demo staff of the first area (README: demo accounts): one per narrower role, password DEMO_PASSWORD. */
export const DEMO_STAFF: ReadonlyArray<{ username: string; mobile: string; nickname: string; role: StaffRole }> = [
  { username: 'reviewer', mobile: '13800000200', nickname: '审核员 小周', role: 'reviewer' },
  { username: 'finance', mobile: '13800000201', nickname: '财务 陈姐', role: 'finance' },
  { username: 'service', mobile: '13800000202', nickname: '客服 阿美', role: 'service' },
];

export async function seedDemoStaff({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const area = await db.selectFrom('site_area').select('id').orderBy('sort').orderBy('id').limit(1).executeTakeFirst();
  if (!area) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const s of DEMO_STAFF) {
      const user = await trx
        .insertInto('app_user')
        .values({ username: s.username, area_code: DEFAULT_AREA_CODE, mobile: s.mobile, email: null, password_hash: passwordHash, nickname: s.nickname, avatar: null, bio: '', role: 'admin', site_area_id: area.id, lang: 'zh', openid: null, birthday: null })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (user) await trx.insertInto('staff_grant').values({ user_id: user.id, site_area_id: area.id, role_key: s.role, granted_by: null }).execute();
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${DEMO_STAFF.length} demo staff`);
  return true;
}
