import { DEFAULT_AREA_CODE, type LocalizedText } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { hashPassword } from '../passwords.js';
import { DEMO_PASSWORD, demoUsers } from './demo-users.js';

const MARK = 'seed.demo-users';
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The demo accounts of the README (member, publisher, superadmin, an admin per area), after the areas exist. */
export async function seedDemoUsers({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK, ['seed.version'])) return false;
  const areas = (await db.selectFrom('site_area').select(['id', 'code', 'names']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: parsed<LocalizedText>(a.names) }));
  const areaId = new Map(areas.map((a) => [a.code, a.id]));
  const users = demoUsers(areas);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const u of users) {
      const user = await trx
        .insertInto('app_user')
        .values({
          username: u.username, area_code: DEFAULT_AREA_CODE, mobile: u.mobile, email: null, password_hash: passwordHash, nickname: u.nickname,
          avatar: null, bio: u.bio, role: u.role, site_area_id: areaId.get(u.homeArea) ?? null, lang: 'zh', openid: null, birthday: null,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      const adminArea = u.adminOf && areaId.get(u.adminOf);
      if (user && adminArea) await trx.insertInto('admin_site_area').values({ user_id: user.id, site_area_id: adminArea }).execute();
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${users.length} demo accounts`);
  return true;
}
