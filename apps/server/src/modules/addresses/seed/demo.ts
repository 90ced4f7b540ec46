import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.addresses-demo';

/** The demo member's address book: home in Ho Chi Minh City (the default), the office, and family in Guangzhou. */
export const DEMO_ADDRESSES = [
  { recipient: '林小姐', area_code: '84', mobile: '909123456', area: '胡志明市 第七郡 富美兴', street: '阮良鹏路 88 号 天空花园 3 栋 1205 室', lat: 10.7295, lng: 106.7187, is_default: true },
  { recipient: 'Lin Xiaoyu', area_code: '84', mobile: '909123456', area: 'District 1, Ho Chi Minh City', street: '15 Le Thanh Ton, Floor 9, Office 902', lat: 10.7797, lng: 106.7042, is_default: false },
  { recipient: '林建国', area_code: '86', mobile: '13912345678', area: '广东省 广州市 天河区', street: '体育西路 103 号 维多利广场 B 座 2101', lat: 23.1357, lng: 113.3218, is_default: false },
] as const;

export async function seedAddressDemo({ db }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const member = await db.selectFrom('app_user').select('id').where('username', '=', 'member').executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    if (member) await trx.insertInto('user_address').values(DEMO_ADDRESSES.map((a) => ({ ...a, user_id: member.id }))).execute();
    await markSeeded(trx, MARK);
  });
  return !!member;
}
