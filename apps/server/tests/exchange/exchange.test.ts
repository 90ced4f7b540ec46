import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

type Rates = ApiData<'exchangeRates'>;
type Conversion = ApiData<'exchange'>;
type Fields = { fields: Record<string, string> };

let t: TestApp;
let hcm = 0;
let bangkok = 0;
let member: { token: string; id: number };
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let superAdmin: { token: string; id: number };

const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const audits = (areaId: number) => t.db.selectFrom('admin_audit').selectAll().where('action', '=', 'exchange.put').where('site_area_id', '=', areaId).orderBy('id').execute();
const put = (token: string | null, body: unknown) => t.call<Rates>('putExchange', { token, body });

beforeAll(async () => {
  t = await startTestApp();
  hcm = await idOf('hcm');
  bangkok = await idOf('bangkok');
  member = await t.login('member');
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  superAdmin = await t.login('superadmin');
});
afterAll(() => t.close());

describe('GET exchange/rates', () => {
  it('lists the area’s currency against CNY, USD and the other areas’ currencies, from the seed’s snapshot', async () => {
    const r = await t.call<Rates>('exchangeRates', { siteAreaId: hcm });
    expect(r.status).toBe(200);
    expect(r.data.area_currency).toBe('VND');
    expect(r.data.currencies.map((c) => c.currency).slice(0, 3)).toEqual(['VND', 'CNY', 'USD']);
    expect(r.data.currencies.map((c) => c.currency)).toEqual(expect.arrayContaining(['THB', 'MYR', 'PHP', 'AED', 'SGD', 'IDR']));
    const cny = r.data.rows.find((row) => row.currency === 'CNY')!;
    // 26350 VND/USD ÷ 7.12 CNY/USD: 1 CNY = 3700.842697 VND
    expect(cny).toMatchObject({ rate: '3700.842697', inverse: '0.0002702087287', source: 'seed', stale: false });
    expect(r.data.rows.find((row) => row.currency === 'USD')).toMatchObject({ rate: '26350', inverse: '0.00003795066414' });
    expect(r.data.rows.some((row) => row.currency === 'VND')).toBe(false);
    expect(r.data.currencies.every((c) => c.set_by === null)).toBe(true);
  });

  it('takes another area by id, and says so when it does not exist', async () => {
    const r = await t.call<Rates>('exchangeRates', { query: { site_area_id: bangkok } });
    expect(r.data.area_currency).toBe('THB');
    const missing = await t.call('exchangeRates', { query: { site_area_id: 999_999 } });
    expect(missing.status).toBe(404);
    for (const junk of ['abc', '-1', '1e99']) expect((await t.call('exchangeRates', { query: { site_area_id: junk } })).status).toBe(400);
  });
});

describe('POST exchange', () => {
  it('converts minor units to minor units, rounded half away from zero, with the rate used', async () => {
    const r = await t.call<Conversion>('exchange', { siteAreaId: hcm, body: { from: 'USD', to: 'VND', amount: 12_345 } });
    expect(r.status).toBe(200);
    // 123.45 USD × 26350 = 3,252,907.5 VND → 3,252,908
    expect(r.data).toMatchObject({ from: 'USD', to: 'VND', amount: 12_345, result: 3_252_908, exponent: 0, rate: '26350', source: 'seed', stale: false });
    const back = await t.call<Conversion>('exchange', { siteAreaId: hcm, body: { from: 'VND', to: 'CNY', amount: 1_000_000 } });
    // 1,000,000 VND ÷ 3700.8427 = 270.208 CNY = 27020.8 fen → 27021
    expect(back.data).toMatchObject({ result: 27_021, exponent: 2 });
    const same = await t.call<Conversion>('exchange', { body: { from: 'THB', to: 'THB', amount: 777 } });
    expect(same.data.result).toBe(777);
  });

  it('refuses unknown currencies, negative, fractional, huge and junk amounts with the field named', async () => {
    const unknown = await t.call<Fields>('exchange', { lang: 'en', body: { from: 'XYZ', to: 'VND', amount: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.data.fields['body.from']).toBe('There is no rate for this currency yet');
    const bad = [
      [{ from: 'usd', to: 'VND', amount: 1 }, 'body.from'],
      [{ from: 'USD', to: 'VND', amount: -5 }, 'body.amount'],
      [{ from: 'USD', to: 'VND', amount: 1.5 }, 'body.amount'],
      [{ from: 'USD', to: 'VND', amount: 1e300 }, 'body.amount'],
      [{ from: 'USD', to: 'VND', amount: 'lots' }, 'body.amount'],
      [{ from: 'USD', amount: 1 }, 'body.to'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await t.call<Fields>('exchange', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.data.fields)).toContain(field);
    }
    // 10^15 cents of USD in IDR is past what an integer answer can hold: a 400 naming the amount, never a 500.
    const huge = await t.call<Fields>('exchange', { lang: 'vi', body: { from: 'USD', to: 'IDR', amount: 1e15 } });
    expect(huge.status).toBe(400);
    expect(huge.data.fields['body.amount']).toMatch(/quá lớn/);
  });
});

describe('POST admin/siteArea/putExchange', () => {
  it('refuses callers without a token, members and another area’s admin', async () => {
    const body = { site_area_id: hcm, rates: [{ currency: 'VND', per_usd: '25000' }] };
    expect((await put(null, body)).status).toBe(401);
    expect((await put(member.token, body)).status).toBe(403);
    const other = await put(adminBkk.token, body);
    expect(other.status).toBe(403);
    expect((await put(adminBkk.token, { ...body, site_area_id: 999_999 })).status).toBe(403);
    expect(await audits(hcm)).toHaveLength(0);
  });

  it('validates the rates: decimal strings above 0, known currencies, not the USD base, each once', async () => {
    const cases: Array<[unknown, string]> = [
      [[{ currency: 'VND', per_usd: '0' }], 'body.rates.0.per_usd'],
      [[{ currency: 'VND', per_usd: '-3' }], 'body.rates.0.per_usd'],
      [[{ currency: 'VND', per_usd: 25000 }], 'body.rates.0.per_usd'],
      [[{ currency: 'VND', per_usd: '1e5' }], 'body.rates.0.per_usd'],
      [[{ currency: 'VND', per_usd: '9999999999999' }], 'body.rates.0.per_usd'],
      [[{ currency: 'vnd', per_usd: '1' }], 'body.rates.0.currency'],
      [[{ currency: 'USD', per_usd: '2' }], 'body.rates.0.currency'],
      [[{ currency: 'JPY', per_usd: '150' }], 'body.rates.0.currency'],
      [[], 'body.rates'],
      [[{ currency: 'VND', per_usd: '1' }, { currency: 'VND', per_usd: '2' }], 'body.rates'],
    ];
    for (const [rates, field] of cases) {
      const r = await t.call<Fields>('putExchange', { token: adminHcm.token, body: { site_area_id: hcm, rates } });
      expect(r.status, JSON.stringify(rates)).toBe(400);
      expect(Object.keys(r.data.fields), JSON.stringify(rates)).toContain(field);
    }
    expect((await put(superAdmin.token, { site_area_id: 999_999, rates: [{ currency: 'VND', per_usd: '1' }] })).status).toBe(404);
  });

  it('sets the area’s own rate: it wins there only, shows who set it to admins, converts with it, and is audited', async () => {
    const r = await put(adminHcm.token, { site_area_id: hcm, rates: [{ currency: 'VND', per_usd: '25000.5' }] });
    expect(r.status).toBe(200);
    const vnd = r.data.currencies.find((c) => c.currency === 'VND')!;
    expect(vnd).toMatchObject({ per_usd: '25000.5', source: 'admin', feed_per_usd: '26350', stale: false, set_by: { id: adminHcm.id, name: 'admin_hcm' } });
    expect(r.data.rows.find((row) => row.currency === 'USD')).toMatchObject({ rate: '25000.5', source: 'admin' });

    const conv = await t.call<Conversion>('exchange', { siteAreaId: hcm, body: { from: 'USD', to: 'VND', amount: 100 } });
    expect(conv.data).toMatchObject({ result: 25_001, source: 'admin' }); // 25000.5 → up
    // Da Nang (also VND) keeps the feed's rate; a visitor does not see who set Ho Chi Minh City's.
    const danang = await t.call<Conversion>('exchange', { siteAreaId: await idOf('danang'), body: { from: 'USD', to: 'VND', amount: 100 } });
    expect(danang.data.result).toBe(26_350);
    const visitor = await t.call<Rates>('exchangeRates', { siteAreaId: hcm });
    expect(visitor.data.currencies.find((c) => c.currency === 'VND')!.set_by).toBeNull();
    const admin = await t.call<Rates>('exchangeRates', { siteAreaId: hcm, token: adminHcm.token });
    expect(admin.data.currencies.find((c) => c.currency === 'VND')!.set_by?.id).toBe(adminHcm.id);

    const rows = await audits(hcm);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: adminHcm.id, target_type: 'site_area' });
    expect(Number(rows[0]!.target_id)).toBe(hcm); // bigint: a string on PostgreSQL
    expect(rows[0]!.detail).toEqual({ rates: [{ currency: 'VND', before: { per_usd: '26350', source: 'seed' }, after: '25000.5' }] });
  });

  it('a super admin sets another currency; null gives the area the feed’s rate back', async () => {
    const set = await put(superAdmin.token, { site_area_id: hcm, rates: [{ currency: 'CNY', per_usd: '7' }, { currency: 'VND', per_usd: null }] });
    expect(set.status).toBe(200);
    expect(set.data.currencies.find((c) => c.currency === 'VND')).toMatchObject({ per_usd: '26350', source: 'seed', set_by: null });
    expect(set.data.rows.find((row) => row.currency === 'CNY')).toMatchObject({ rate: '3764.285714', source: 'admin' });
    expect(await audits(hcm)).toHaveLength(2);
  });
});
