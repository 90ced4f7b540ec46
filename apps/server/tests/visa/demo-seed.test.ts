import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/core/module.js';
import { seedListingDemo } from '../../src/modules/listings/seed/demo.js';
import { seedVisaDemo } from '../../src/modules/visa/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The visa demo stage on a fresh database after the listings' (its agencies are their companies): five listed packages per area. */
let t: TestApp;
const seedContext = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
  await seedListingDemo(seedContext());
}, 240_000);
afterAll(() => t.close());

describe('visa demo seed', () => {
  it('writes five listed packages per area by its live companies, over its types, priced in its currency; a second run writes nothing', async () => {
    expect(await seedVisaDemo(seedContext())).toBe(true);
    const areas = await t.db.selectFrom('site_area').select(['id', 'currency']).execute();
    for (const area of areas) {
      const rows = await t.db
        .selectFrom('visa_package as p')
        .innerJoin('listing as c', 'c.id', 'p.company_id')
        .innerJoin('visa_type as vt', 'vt.id', 'p.type_id')
        .select(['p.status', 'p.currency', 'p.price', 'p.user_id', 'c.user_id as company_owner', 'c.kind', 'c.status as company_status', 'vt.code', 'vt.site_area_id as type_area', 'p.title'])
        .where('p.site_area_id', '=', area.id)
        .execute();
      expect(rows.length).toBe(5);
      expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['tourist', 'business', 'work_permit', 'residence', 'extension']));
      for (const r of rows) {
        expect([r.status, r.currency, r.kind, r.company_status, r.type_area, r.user_id]).toEqual(['online', area.currency.trim(), 'company', 'online', area.id, r.company_owner]);
        expect(Number(r.price)).toBeGreaterThan(0);
      }
    }
    const hcm = await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow();
    const tourist = await t.db.selectFrom('visa_package').select(['price', 'title']).where('site_area_id', '=', hcm.id).orderBy('id').executeTakeFirstOrThrow();
    expect([Number(tourist.price), tourist.title]).toEqual([1_500_000, '旅游签 30 天 单次 加急可办']);
    expect(await seedVisaDemo(seedContext())).toBe(false);
  });
});
