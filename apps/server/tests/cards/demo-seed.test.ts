import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/core/module.js';
import { seedCardsDemo } from '../../src/modules/cards/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The cards' demo stage on the demo accounts: each area's admin has its card in zh, en and vi; the publisher's card is saved by the member. */
let t: TestApp;
const seedContext = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

describe('cards demo seed', () => {
  it('writes three cards per area (zh, en, vi), the publisher’s card at /c/anjuwang saved by the member; a second run writes nothing', async () => {
    expect(await seedCardsDemo(seedContext())).toBe(true);
    const areas = await t.db.selectFrom('site_area').select(['id', 'code']).execute();
    for (const area of areas) {
      const rows = await t.db
        .selectFrom('card as c')
        .innerJoin('app_user as u', 'u.id', 'c.user_id')
        .select(['c.name', 'c.company', 'c.phone', 'u.username'])
        .where('c.site_area_id', '=', area.id)
        .where('u.username', '=', `admin_${area.code}`)
        .orderBy('c.id')
        .execute();
      expect(rows.map((r) => r.name)).toEqual(['陈思远', 'Chen Siyuan', 'Trần Tư Viễn']);
      expect(rows.every((r) => r.phone.startsWith('+') && !r.company.includes('{area}'))).toBe(true);
    }
    const hcm = await t.db.selectFrom('card').select(['company']).where('name', '=', 'Trần Tư Viễn').where('site_area_id', '=', areas.find((a) => a.code === 'hcm')!.id).executeTakeFirstOrThrow();
    expect(hcm.company).toBe('Trung tâm dịch vụ người Hoa TP. Hồ Chí Minh');
    const publisher = await t.call<{ name: string; collect_count: number }>('cardInfo', { query: { code: 'anjuwang' } });
    expect([publisher.data.name, publisher.data.collect_count]).toEqual(['王志强', 1]);
    const member = await t.login('13800000001');
    const saved = await t.call<{ total: number; list: Array<{ code: string }> }>('cardCollectList', { token: member.token });
    expect([saved.data.total, saved.data.list[0]!.code]).toEqual([2, 'anjuwang']);
    expect(await seedCardsDemo(seedContext())).toBe(false);
  });
});
