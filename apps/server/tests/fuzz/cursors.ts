import fc from 'fast-check';
import { z } from 'zod';
import type { ApiName } from '@haiwai/contracts';
import { cursorCodec } from '../../src/core/paging/index.js';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS } from './hostile.js';
import type { Who } from './requests.js';

/**
 * Cursors that pass the signature (signed here with the server's own codec: same process, same key) but
 * carry hostile values in each field: every decoded field must be range-checked, so each is a 400.
 * List names are the pagers' (core/paging; listings: `listing:<scope>:<sort>`), as in tests/paging.
 */
interface CursorList {
  name: ApiName;
  who: Who;
  list: string;
  query?: Record<string, string>;
  /** A body of the list's shape; each run replaces some of its fields. */
  shape: Record<string, unknown>;
}

const listing = { ph: 'n', k: '1700000000000000', id: 5, at: 1_700_000_000_000, n: 3 };
const personal = { t: '1700000000000000', id: 5, n: 3 };
const byId = { id: 5 };

export const CURSOR_LISTS: CursorList[] = [
  { name: 'housingList' as ApiName, who: 'anon', list: 'listing:t1000:newest', shape: listing },
  { name: 'housingList' as ApiName, who: 'anon', list: 'listing:t1000:newest', shape: { ...listing, ph: 't' } },
  { name: 'housingList' as ApiName, who: 'anon', list: 'listing:t1000:popular', query: { sort: 'popular' }, shape: { ...listing, k: 12 } },
  { name: 'housingList' as ApiName, who: 'anon', list: 'listing:t1000:price_asc', query: { sort: 'price_asc' }, shape: { ...listing, k: '150.00' } },
  { name: 'housingList' as ApiName, who: 'anon', list: 'listing:t1000:price_desc', query: { sort: 'price_desc' }, shape: { ...listing, k: null } },
  { name: 'housingListUser' as ApiName, who: 'member', list: 'listing:o:newest', shape: listing },
  { name: 'housingAdminList' as ApiName, who: 'admin', list: 'listing::oldest', query: { sort: 'oldest' }, shape: listing },
  { name: 'hotKeywordData', who: 'anon', list: 'listing:t1000:newest', query: { keyword: 'room' }, shape: listing },
  { name: 'collectList', who: 'member', list: 'listing:favourites', shape: personal },
  { name: 'userVestigeList', who: 'member', list: 'listing:history', shape: personal },
  { name: 'noteList', who: 'anon', list: 'notice.area:desc', shape: byId },
  { name: 'adminReportList', who: 'admin', list: 'report:desc', shape: byId },
  { name: 'adminAuditList', who: 'admin', list: 'audit:desc', shape: byId },
  { name: 'carAppointmentListUser', who: 'member', list: 'car_appointment.user:desc', shape: byId },
  { name: 'jobHuntSendListUser', who: 'member', list: 'job_application.sent:desc', shape: byId },
  { name: 'customerQuestions', who: 'anon', list: 'faq:list', shape: { s: 100, id: 5 } },
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS.map(Number)),
  // Short ones: a cursor body is at most 120 bytes of JSON (longer ones never reach the decoder).
  fc.constantFrom(...HOSTILE_STRINGS.filter((v) => v.length <= 40)),
  fc.constantFrom(null, true, [], {}, [1], { a: 1 }, '1e20', '-1', '0', 'abc', '1.5', '12345678901234567890', '9223372036854775808'),
  fc.double(),
  fc.integer(),
);

/** `runs` signed cursors per list, each with one to three fields replaced (or one added, or one missing). */
export function signedCursorCases(seed: number, runs: number): Array<{ name: ApiName; who: Who; query: Record<string, string>; what: string }> {
  return CURSOR_LISTS.flatMap((c, i) => {
    const keys = Object.keys(c.shape);
    const change = fc.array(fc.tuple(fc.constantFrom(...keys, 'extra'), fc.oneof(hostileValue, fc.constant(undefined))), { minLength: 1, maxLength: 3 });
    return fc.sample(change, { seed: seed + i, numRuns: runs }).map((changes) => {
      const body: Record<string, unknown> = { ...c.shape };
      for (const [k, v] of changes) {
        if (v === undefined) delete body[k];
        else body[k] = v;
      }
      const cursor = cursorCodec(c.list, z.unknown()).encode(body);
      return { name: c.name, who: c.who, query: { ...c.query, cursor }, what: `signed cursor ${c.list} ${JSON.stringify(body).slice(0, 120)}` };
    });
  });
}
