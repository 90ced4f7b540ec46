import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/core/module.js';
import { seedExposureDemo } from '../../src/modules/exposures/seed/demo.js';
import { seedListingDemo } from '../../src/modules/listings/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The exposure board's demo on a fresh database after the listings' (the answering company is theirs). */
let t: TestApp;
const seedContext = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
  await seedListingDemo(seedContext());
}, 240_000);
afterAll(() => t.close());

describe('exposure demo seed', () => {
  it('writes every area’s board: approved ones (zh, en, vi) masked in public, one answered by the named company’s owner, one pending; evidence private', async () => {
    expect(await seedExposureDemo(seedContext())).toBe(true);
    const hcm = await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow();
    const list = await t.call<{ list: Array<{ id: number; title: string; party: { phone: string | null; name: string }; reply: { status: string } | null; evidence: Array<{ public: boolean }> }>; total: number }>('exposureList', { siteAreaId: hcm.id });
    expect(list.data.total).toBe(4);
    expect(list.data.list.map((e) => e.title)).toContain('Fake visa agent kept my passport fee');
    const deposit = list.data.list.find((e) => e.title === '房东扣押押金两个月不退')!;
    expect([deposit.party.phone, deposit.party.name, deposit.evidence.length]).toEqual(['+84 90*****96', '王*', 1]);
    expect(list.data.list.filter((e) => e.reply?.status === 'approved')).toHaveLength(1);
    const pending = await t.db.selectFrom('exposure').select('id').where('site_area_id', '=', hcm.id).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(1);
    const areas = await t.db.selectFrom('exposure').select('site_area_id').distinct().execute();
    expect(areas.length).toBe((await t.db.selectFrom('site_area').select('id').execute()).length);
    const media = await t.db.selectFrom('media as m').innerJoin('exposure_evidence as v', (j) => j.on(sql<boolean>`v.url = '/api/media/' || m.hash`)).select(['m.visibility', 'm.purpose']).distinct().execute();
    expect(media).toEqual([{ visibility: 'private', purpose: 'evidence' }]);
    expect(await seedExposureDemo(seedContext())).toBe(false);
  });
});
