import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiName } from '@haiwai/contracts';
import { cursorCodec } from '../../src/core/paging/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Every list that takes a cursor refuses a crafted one with a 400 naming `query.cursor` in the caller's
 * language, never a 500 and never a silently wrong page. Cursors are made here with the server's own codec
 * (same process, same key), so bodies that pass the signature still meet each list's schema.
 */
let t: TestApp;
let member: { token: string };
let admin: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login('member');
  admin = await t.login('superadmin');
});
afterAll(() => t.close());

const signedAs = (list: string, body: unknown) => cursorCodec(list, z.unknown()).encode(body);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const fakeSig = 'A'.repeat(22);

const listingBody = { ph: 'n', k: '1700000000000000', id: 5, at: 1_700_000_000_000, n: 3 };
const idBody = { id: 5 };

interface Endpoint {
  name: ApiName;
  who?: 'member' | 'admin';
  query?: Record<string, string>;
  /** The cursor list name the endpoint signs with (core/paging; listings: `listing:<scope>:<sort>`). */
  list: string;
  /** Bodies that pass the signature but not the list's schema. */
  bad: unknown[];
  /** A well-formed body of this list's shape, signed for another list. */
  foreign: string;
}

const listingBad = [
  { ...listingBody, id: -1 },
  { ...listingBody, id: 0 },
  { ...listingBody, id: 1e20 },
  { ...listingBody, id: '5' },
  { ...listingBody, k: 'abc' },
  { ...listingBody, k: 1e30 },
  { ...listingBody, k: 12 }, // newest keys are microsecond digit strings
  { ...listingBody, ph: 'x' },
  { ...listingBody, at: 1e300 },
  { ...listingBody, n: -4 },
  { ...listingBody, extra: true },
  { id: 5 },
  [1, 2],
  'text',
  null,
];
const idBad = [{ id: -1 }, { id: 0 }, { id: 1e20 }, { id: 2 ** 31 }, { id: 1.5 }, { id: '5' }, {}, { id: 5, more: 1 }, [5], null, 7];
const personalBad = [{ t: '-1', id: 1, n: 0 }, { t: '1', id: -1, n: 0 }, { t: 1, id: 1, n: 0 }, { t: '9'.repeat(30), id: 1, n: 0 }, { t: '1', id: 1, n: 1e300 }, { t: '1', id: 1 }];

const endpoints: Endpoint[] = [
  { name: 'housingList' as ApiName, list: 'listing:t1000:newest', bad: listingBad, foreign: signedAs('listing:o:newest', listingBody) },
  { name: 'housingList' as ApiName, query: { sort: 'price_asc' }, list: 'listing:t1000:price_asc', bad: [{ ...listingBody, k: 'x1' }], foreign: signedAs('listing:t1000:newest', listingBody) },
  { name: 'housingListUser' as ApiName, who: 'member', list: 'listing:o:newest', bad: [...listingBad, { ...listingBody, ph: 't' }], foreign: signedAs('listing:t1000:newest', listingBody) },
  { name: 'housingAdminList' as ApiName, who: 'admin', list: 'listing::newest', bad: listingBad, foreign: signedAs('listing::oldest', listingBody) },
  { name: 'hotKeywordData', query: { keyword: 'room' }, list: 'listing:t1000:newest', bad: listingBad, foreign: signedAs('listing:favourites', { t: '1', id: 5, n: 1 }) },
  { name: 'jobPostMy', who: 'member', list: 'listing:o:newest', bad: listingBad, foreign: signedAs('listing::newest', listingBody) },
  { name: 'collectList', who: 'member', list: 'listing:favourites', bad: personalBad, foreign: signedAs('listing:history', { t: '1', id: 5, n: 1 }) },
  { name: 'userVestigeList', who: 'member', list: 'listing:history', bad: personalBad, foreign: signedAs('listing:favourites', { t: '1', id: 5, n: 1 }) },
  { name: 'noteList', list: 'notice.area:desc', bad: idBad, foreign: signedAs('notice.mine:desc', idBody) },
  { name: 'userNoteList', who: 'member', list: 'notice.mine:desc', bad: idBad, foreign: signedAs('notice.area:desc', idBody) },
  { name: 'adminReportList', who: 'admin', list: 'report:desc', bad: idBad, foreign: signedAs('audit:desc', idBody) },
  { name: 'adminReportList', who: 'admin', query: { status: 'open' }, list: 'report:asc', bad: idBad, foreign: signedAs('report:desc', idBody) },
  { name: 'adminAuditList', who: 'admin', list: 'audit:desc', bad: idBad, foreign: signedAs('report:desc', idBody) },
  { name: 'carAppointmentListUser', who: 'member', list: 'car_appointment.user:desc', bad: idBad, foreign: signedAs('car_appointment.owner:desc', idBody) },
  { name: 'carAppointmentListOwner', who: 'member', list: 'car_appointment.owner:desc', bad: idBad, foreign: signedAs('car_appointment.user:desc', idBody) },
  { name: 'jobHuntSendListUser', who: 'member', list: 'job_application.sent:desc', bad: idBad, foreign: signedAs('job_application.received:desc', idBody) },
  { name: 'jobHuntSendListCompany', who: 'member', list: 'job_application.received:desc', bad: idBad, foreign: signedAs('job_application.sent:desc', idBody) },
];

/** Crafted whatever the list: garbage, not base64, cut short, unsigned, a forged signature, too long. */
function generic(e: Endpoint): Array<[string, string]> {
  const real = signedAs(e.list, e.list.startsWith('listing:') && !e.list.endsWith('favourites') && !e.list.endsWith('history') ? listingBody : idBody);
  const [body, sig] = real.split('.') as [string, string];
  return [
    ['garbage', 'garbage'],
    ['not base64', 'a b.c+d/e='],
    ['a dot only', '.'],
    ['truncated', real.slice(0, -3)],
    ['body only', body],
    ['signature of another body', `${b64({ id: 6 })}.${sig}`],
    ['unsigned JSON', `${b64(idBody)}.${fakeSig}`],
    ['unsigned listing JSON', `${b64(listingBody)}.${fakeSig}`],
    ['another list kind', e.foreign],
  ];
}

describe('crafted cursors are a 400 naming query.cursor', () => {
  for (const e of endpoints) {
    it(`${e.name}${e.query ? ` ${JSON.stringify(e.query)}` : ''}`, async () => {
      const token = e.who === 'admin' ? admin.token : e.who === 'member' ? member.token : undefined;
      const cases: Array<[string, string]> = [...generic(e), ...e.bad.map((b, i): [string, string] => [`signed, wrong shape #${i}: ${JSON.stringify(b)}`, signedAs(e.list, b)])];
      // The endpoint answers a request without a cursor (so a 400 below is the cursor's doing).
      expect((await t.call(e.name, { token, query: { ...e.query } })).status).toBe(200);
      const long = await t.call<{ fields?: Record<string, string> }>(e.name, { token, query: { ...e.query, cursor: `${'A'.repeat(300)}.${fakeSig}` }, lang: 'en' });
      expect([long.status, long.data?.fields?.['query.cursor']]).toEqual([400, 'At most 200 characters']);
      for (const [what, cursor] of cases) {
        const r = await t.call<{ fields?: Record<string, string> }>(e.name, { token, query: { ...e.query, cursor }, lang: 'en' });
        expect({ what, status: r.status, field: r.data?.fields?.['query.cursor'] }).toEqual({ what, status: 400, field: 'Invalid page cursor' });
      }
    });
  }

  it('answers in the caller’s language', async () => {
    const cursor = `${b64(idBody)}.${fakeSig}`;
    const zh = await t.call<{ fields: Record<string, string> }>('noteList', { query: { cursor }, lang: 'zh' });
    const vi = await t.call<{ fields: Record<string, string> }>('noteList', { query: { cursor }, lang: 'vi' });
    expect([zh.status, zh.message, zh.data.fields['query.cursor']]).toEqual([400, '分页参数无效，请刷新后重试', '分页参数无效']);
    expect([vi.status, vi.message, vi.data.fields['query.cursor']]).toEqual([400, 'Tham số phân trang không hợp lệ; hãy tải lại', 'Tham số phân trang không hợp lệ']);
  });
});
