import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => t?.close());

describe('the FAQ on an empty site (SEED_DEMO=false)', () => {
  it('is reference data: categories and questions in three languages, found by a Chinese word; no admin, so no chat contact', async () => {
    const hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
    for (const lang of ['zh', 'en', 'vi']) {
      const cats = await t.call<ApiData<'customerCategories'>>('customerCategories', { siteAreaId: hcm, lang });
      expect(cats.data.length).toBeGreaterThanOrEqual(4);
      expect(cats.data.reduce((n, c) => n + c.question_count, 0)).toBeGreaterThanOrEqual(12);
    }
    const found = await t.call<ApiData<'customerQuestions'>>('customerQuestions', { siteAreaId: hcm, query: { keyword: '退款' } });
    expect(found.data.list.map((q) => q.title)).toContain('如何申请退款？');
    const contact = await t.call<ApiData<'customerContact'>>('customerContact', { siteAreaId: hcm });
    expect(contact.data.service).toBeNull();
    expect(contact.data.phone).not.toBe('');
    const settings = (await t.db.selectFrom('setting').select('key').where('site_area_id', '=', 0).execute()).map((s) => s.key);
    expect(settings).toContain('seed.customer-reference');
  });
});
