import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiName } from '@haiwai/contracts';
import { cursorCodec } from '../../src/core/paging/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf, type World } from '../listings/support/fixtures.js';

/**
 * Cursors that pass the signature (made with the server's own codec, as a leaked key or an encoder bug would
 * make them) but carry a field past what its query takes: every decoded field is range-checked
 * (core/paging/fields.ts), so each is a 400 naming `query.cursor`. Before: a 20-digit time key overflowed
 * `::bigint`, a view count past int4 overflowed the `integer` comparison (both 500s).
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  for (let n = 0; n < 3; n++) await w.live(w.member, 'housing', w.danang, n);
  await t.call('collect', { token: w.member.token, body: { kind: 'housing', id: (await t.db.selectFrom('listing').select('id').executeTakeFirstOrThrow()).id, collect: true } });
}, 120_000);
afterAll(() => t.close());

const signed = (list: string, body: unknown) => cursorCodec(list, z.unknown()).encode(body);
const good = { ph: 'n', k: '1700000000000000', id: 5, at: 1_700_000_000_000, n: 3 };
type Fields = { fields?: Record<string, string> };

async function expectRefused(name: ApiName, query: Record<string, string>, token?: string) {
  const r = await t.call<Fields>(name, { token, query, lang: 'en' });
  expect({ status: r.status, field: r.data?.fields?.['query.cursor'] }).toEqual({ status: 400, field: 'Invalid page cursor' });
}

describe('every decoded cursor field is range-checked', () => {
  const newest = 'listing:t1000:newest';
  const cases: Array<[string, string, Record<string, unknown>, Record<string, string>?]> = [
    ['a 20-digit time key (bigint out of range)', newest, { ...good, k: '99999999999999999999' }],
    ['a 19-digit time key past bigint', newest, { ...good, k: '9999999999999999999' }],
    ['a time key past year 9999', newest, { ...good, k: '999999999999999999' }],
    ['a top-phase key of 20 digits', newest, { ...good, ph: 't', k: '99999999999999999999' }],
    ['at = 1e20 (Invalid time value)', newest, { ...good, at: 1e20 }],
    ['at = -1e20', newest, { ...good, at: -1e20 }],
    ['at past year 9999', newest, { ...good, at: 253_402_300_800_000 }],
    ['n = 1e300 (the reply total)', newest, { ...good, n: 1e300 }],
    ['n past int4', newest, { ...good, n: 2147483648 }],
    ['a view count past int4 (popular)', 'listing:t1000:popular', { ...good, k: 2147483648 }, { sort: 'popular' }],
    ['a price past numeric(16,2) (price_asc)', 'listing:t1000:price_asc', { ...good, k: '99999999999999999999.5' }, { sort: 'price_asc' }],
    ['a negative price', 'listing:t1000:price_desc', { ...good, k: '-1' }, { sort: 'price_desc' }],
    ['an id past int4', newest, { ...good, id: 2147483648 }],
  ];
  for (const [what, list, body, query] of cases) {
    it(`housingList: ${what}`, () => expectRefused('housingList', { ...query, cursor: signed(list, body) }));
  }

  it('favourites and history: a 20-digit time key, a total of 1e300', async () => {
    for (const [name, list] of [['collectList', 'listing:favourites'], ['userVestigeList', 'listing:history']] as const) {
      await expectRefused(name, { cursor: signed(list, { t: '99999999999999999999', id: 1, n: 0 }) }, w.member.token);
      await expectRefused(name, { cursor: signed(list, { t: '1700000000000000', id: 1, n: 1e300 }) }, w.member.token);
    }
  });

  it('id-only lists: an id past int4', async () => {
    await expectRefused('noteList', { cursor: signed('notice.area:desc', { id: 2147483648 }) });
  });

  it('real cursors of every sort still page through', async () => {
    for (const sort of ['newest', 'popular', 'price_asc', 'price_desc']) {
      const first = await t.call<{ list: Array<{ id: number }>; next_cursor: string | null }>('housingList', { siteAreaId: w.danang, query: { sort, limit: 1 } });
      expect(first.status).toBe(200);
      expect(first.data.next_cursor).not.toBeNull();
      const second = await t.call<{ list: Array<{ id: number }> }>('housingList', { siteAreaId: w.danang, query: { sort, limit: 1, cursor: first.data.next_cursor! } });
      expect([sort, second.status, second.data.list.length]).toEqual([sort, 200, 1]);
      expect(second.data.list[0]!.id).not.toBe(first.data.list[0]!.id);
    }
  });
});
