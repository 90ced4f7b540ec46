import { worldOf, type Who } from '../cars/support.js';
import type { TestApp } from '../support/harness.js';

export type { Who };
export type Detail = { id: number; status: string; review_status: string; user_id?: number };

/** Ho Chi Minh City's world (cars' support) plus guides: a registered, approved guide with free days. */
export async function guideWorld(t: TestApp) {
  const w = await worldOf(t);
  const bangkok = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'bangkok').executeTakeFirstOrThrow()).id;
  const bangkokAdmin = await t.login((await t.db.selectFrom('app_user').select('mobile').where('username', '=', 'admin_bangkok').executeTakeFirstOrThrow()).mobile!);
  const category = await w.categoryOf('guide');
  const body = (title = '测试导游·胡志明市') => ({
    title,
    category_id: category,
    description: '持证导游，熟悉胡志明市。',
    price: 300000,
    images: [w.image],
    roles: ['guide', 'translator'],
    languages: ['zh', 'vi'],
    cities: '胡志明市',
    services: ['tour'],
    rate_day: 2000000,
    contact_phone: '+84 901234567',
  });
  async function register(who: Who, title?: string) {
    const r = await t.call<Detail>('guideSave', { token: who.token, siteAreaId: w.hcm, body: body(title) });
    if (r.status !== 200) throw new Error(`guideSave ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    return r.data;
  }
  /** A live guide of `who` with `days` marked free. */
  async function liveGuide(who: Who, days: string[], title?: string) {
    const g = await register(who, title);
    await w.approve('guide', g.id);
    const u = await t.call('guideProfileUpdate', { token: who.token, siteAreaId: w.hcm, body: { free_days: days } });
    if (u.status !== 200) throw new Error(`guideProfileUpdate ${u.status} ${u.message}`);
    return g;
  }
  return { ...w, bangkok, bangkokAdmin, body, register, liveGuide };
}

/** Today and the following days in Ho Chi Minh City (UTC+7), YYYY-MM-DD. */
export function hcmDay(offset: number): string {
  const d = new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}
