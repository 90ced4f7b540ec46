import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_KIND } from '../../src/modules/exchange/refresh.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { feedBody, startRatesStandIn, type RatesStandIn } from '../support/rates-standin.js';

type Rates = ApiData<'exchangeRates'>;

let t: TestApp;
let feed: RatesStandIn;
let hcm = 0;

const HOUR = 3_600_000;
const stored = async () => Object.fromEntries((await t.db.selectFrom('exchange_rate').select(['currency', 'per_usd', 'source']).execute()).map((r) => [r.currency, `${r.per_usd} ${r.source}`]));
const jobs = () => t.db.selectFrom('scheduled_job').select(['key', 'status', 'run_at', 'payload']).where('kind', '=', REFRESH_KIND).orderBy('run_at').execute();
/** Makes the next refresh due now, and runs the due jobs once. */
async function runRefresh() {
  await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000) }).where('kind', '=', REFRESH_KIND).where('status', '=', 'pending').execute();
  return t.app.timers.runDue();
}
const vnd = async () => (await t.call<Rates>('exchangeRates', { siteAreaId: hcm })).data.rows.find((r) => r.currency === 'USD')!;

beforeAll(async () => {
  feed = await startRatesStandIn();
  t = await startTestApp({ EXCHANGE_RATES_URL: feed.url, EXCHANGE_REFRESH_MINUTES: '60', EXCHANGE_STALE_HOURS: '48', EXCHANGE_FETCH_TIMEOUT_MS: '300' });
  hcm = (await t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
  await feed.close();
});

describe('the feed refresh on a durable timer', () => {
  it('is scheduled at start for the current hour, runs once, stores the rates and schedules the next hour', async () => {
    const before = await jobs();
    expect(before).toHaveLength(1);
    const slot = Math.floor(Date.now() / HOUR);
    expect(before[0]).toMatchObject({ key: `exchange-refresh:${slot}`, status: 'pending' });

    feed.answer({ json: feedBody({ USD: 1, CNY: 7.0512, VND: 25999.123456, THB: 33.1, JPY: 149.87, BTC: 0.0000105 }) });
    expect(await t.app.timers.runDue()).toBe(1);
    expect(feed.hits).toBe(1);
    expect(await stored()).toMatchObject({ VND: '25999.123456 feed', CNY: '7.0512 feed', JPY: '149.87 feed', BTC: '0.0000105 feed', MYR: '4.18 seed' });
    const after = await jobs();
    expect(after.map((j) => [j.key, j.status])).toEqual([[`exchange-refresh:${slot}`, 'done'], [`exchange-refresh:${slot + 1}`, 'pending']]);
    expect(new Date(after[1]!.run_at).getTime()).toBe((slot + 1) * HOUR);
    expect(await vnd()).toMatchObject({ rate: '25999.12346', source: 'feed', stale: false });

    // Scheduling the same slot again (a restart) keeps the one job.
    expect((await t.app.timers.schedule(REFRESH_KIND, new Date(), { slot: slot + 1 }, { key: `exchange-refresh:${slot + 1}` })).created).toBe(false);
  });

  it('rebases a feed whose base is not USD', async () => {
    // 1 CNY = 3700 VND and 1 CNY = 0.14 USD → 26428.57… VND per USD
    feed.answer({ json: feedBody({ CNY: 1, USD: 0.14, VND: 3700 }, { base: 'CNY' }) });
    await runRefresh();
    expect(await stored()).toMatchObject({ VND: '26428.5714285714 feed', CNY: '7.14285714285714 feed', USD: '1 feed' });
  });

  it('keeps the old rates when the answer is garbled, an error page, the wrong shape, or never comes', async () => {
    const kept = await stored();
    const bad = [
      { text: '{"result":"success","rates":{"VND":2' },
      { status: 502, text: '<html><body>502 Bad Gateway</body></html>' },
      { json: { result: 'error', 'error-type': 'quota-reached' } },
      { json: feedBody({ USD: 1, VND: -5 }) },
      { json: feedBody({ USD: 1, VND: 'lots' as unknown as number }) },
      { json: feedBody({ USD: 2, VND: 26000 }) },
      { json: feedBody({ VND: 3700 }, { base: 'CNY' }) },
      { hang: true as const },
    ];
    for (const answer of bad) {
      feed.answer(answer);
      expect(await runRefresh(), JSON.stringify(answer)).toBe(1);
      expect(await stored(), JSON.stringify(answer)).toEqual(kept);
    }
    // Every failed fetch still scheduled the next run: the chain goes on.
    expect((await jobs()).filter((j) => j.status === 'pending')).toHaveLength(1);
  });

  it('labels rates stale once the feed’s own time is older than EXCHANGE_STALE_HOURS', async () => {
    feed.answer({ json: feedBody({ USD: 1, CNY: 7.2, VND: 26100 }, { asOf: new Date(Date.now() + 10 * HOUR) }) }); // a clock ahead: read as now
    await runRefresh();
    expect(await vnd()).toMatchObject({ rate: '26100', stale: false });

    await t.db.updateTable('exchange_rate').set({ updated_at: new Date(Date.now() - 49 * HOUR) }).where('currency', '=', 'VND').execute();
    const rates = (await t.call<Rates>('exchangeRates', { siteAreaId: hcm })).data;
    expect(rates.currencies.find((c) => c.currency === 'VND')!.stale).toBe(true);
    expect(rates.rows.every((r) => r.stale)).toBe(true); // every row is against VND
    const conv = await t.call<ApiData<'exchange'>>('exchange', { siteAreaId: hcm, body: { from: 'USD', to: 'CNY', amount: 100 } });
    expect(conv.data.stale).toBe(false);

    // An old feed answer does not overwrite a newer feed rate.
    feed.answer({ json: feedBody({ USD: 1, CNY: 6.5 }, { asOf: new Date(Date.now() - 72 * HOUR) }) });
    await runRefresh();
    expect((await stored()).CNY).toBe('7.2 feed');
  });
});
