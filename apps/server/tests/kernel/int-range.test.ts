import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '@haiwai/contracts';
import { startTestApp, type CallOptions, type TestApp } from '../support/harness.js';
import { worldOf, type World } from '../listings/support/fixtures.js';
import { chatSocket } from './socket-client.js';

/**
 * Integers past their column's range (int4: 1..2147483647 for ids) are a 400 naming the field, in a path, a
 * query, a body or a socket frame, never a 500 from PostgreSQL ("value out of range for type integer").
 * Every id goes through one schema (contracts entities.ts idSchema).
 */
let t: TestApp;
let w: World;
let convId: number;
const TOO_BIG = 2147483648;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  const conv = await t.call<{ id: number }>('chatCreateSingle', { token: w.member.token, body: { target_id: w.superAdmin.id } });
  convId = conv.data.id;
}, 120_000);
afterAll(() => t.close());

type Fields = { fields?: Record<string, string> };
const atMost = 'Must be at most 2147483647';

describe('an id past int4 is a 400 naming the field', () => {
  const cases: Array<[string, ApiName, () => CallOptions, string, string?]> = [
    ['a path id (GET /housing/info/2147483648)', 'housingInfo', () => ({ params: { id: TOO_BIG } }), 'params.id'],
    ['a path id of an admin call', 'housingAdminRemove', () => ({ token: w.superAdmin.token, params: { id: TOO_BIG } }), 'params.id'],
    ['a body id (POST /collect)', 'collect', () => ({ token: w.member.token, body: { kind: 'housing', id: TOO_BIG } }), 'body.id'],
    ['a body id (POST /message/send)', 'chatSend', () => ({ token: w.member.token, body: { conversation_id: TOO_BIG, content: { text: 'hi' } } }), 'body.conversation_id'],
    ['a sequence number in a query (GET /message/sync after_seq)', 'chatSync', () => ({ token: w.member.token, query: { conversation_id: convId, after_seq: TOO_BIG } }), 'query.after_seq'],
    ['a read mark (POST /message/read seq)', 'chatRead', () => ({ token: w.member.token, body: { conversation_id: convId, seq: TOO_BIG } }), 'body.seq'],
    ['a member id in a list', 'chatCreateGroup', () => ({ token: w.member.token, body: { name: 'g', memberIds: [w.superAdmin.id, TOO_BIG] } }), 'body.memberIds.1'],
    ['a query id written with 20 digits', 'shGoodsFindUser', () => ({ query: { user_id: '99999999999999999999' } }), 'query.user_id', 'Must be at most 2147483647'],
    ['a parent id (GET /area parent_id)', 'area', () => ({ query: { parent_id: TOO_BIG } }), 'query.parent_id'],
    ['a site area in a profile', 'putUser', () => ({ token: w.member.token, body: { site_area_id: TOO_BIG } }), 'body.site_area_id'],
    ['a listing filter', 'housingList', () => ({ query: { category_id: TOO_BIG } }), 'query.category_id'],
    ['a listing save', 'housingSave', () => ({ token: w.member.token, body: { id: TOO_BIG } }), 'body.id'],
    ['an audit filter on an int4 column', 'adminAuditList', () => ({ token: w.superAdmin.token, query: { admin_id: TOO_BIG } }), 'query.admin_id'],
    ['a company to follow', 'companyFollow', () => ({ token: w.member.token, body: { company_id: TOO_BIG } }), 'body.company_id'],
    ['a job application', 'jobSend', () => ({ token: w.member.token, body: { job_id: TOO_BIG } }), 'body.job_id'],
    ['a car booking', 'carAppointmentSave', () => ({ token: w.member.token, body: { car_id: TOO_BIG, time: 2_000_000_000, phone: '+84 901 234 567' } }), 'body.car_id'],
    ['a single page id', 'singlePageInfo', () => ({ params: { key: String(TOO_BIG) } }), 'params.key', 'Invalid format'],
    ['a list of ids in a string', 'jobHuntUnlockState', () => ({ token: w.member.token, query: { ids: `1,${TOO_BIG}` } }), 'query.ids', 'Invalid ids'],
    ['a time past what a timestamp holds (car booking)', 'carAppointmentSave', () => ({ token: w.member.token, body: { car_id: 1, time: 1e20, phone: '+84 901 234 567' } }), 'body.time', 'Must be at most 253402300799'],
    ['a top placement past what a timestamp holds', 'housingAdminFieldUpdate', () => ({ token: w.superAdmin.token, params: { id: 1 }, body: { top_until: 1e15 } }), 'body.top_until', 'Must be at most 253402300799'],
  ];
  for (const [what, name, opts, field, message] of cases) {
    it(what, async () => {
      const r = await t.call<Fields>(name, { lang: 'en', ...opts() });
      expect({ status: r.status, field: r.data?.fields?.[field] }).toEqual({ status: 400, field: message ?? atMost });
    });
  }

  it('1e300 and -0 are told the same range, not a database error', async () => {
    const huge = await t.request<Fields>('GET', '/api/housing/info/1e300', { lang: 'en' });
    expect([huge.status, huge.data.fields?.['params.id']]).toEqual([400, atMost]);
    const zero = await t.request<Fields>('GET', '/api/housing/info/-0', { lang: 'en' });
    expect([zero.status, zero.data.fields?.['params.id']]).toEqual([400, 'Must be at least 1']);
  });

  it('answers in the request language', async () => {
    const zh = await t.call<Fields>('housingInfo', { params: { id: TOO_BIG }, lang: 'zh' });
    const vi = await t.call<Fields>('housingInfo', { params: { id: TOO_BIG }, lang: 'vi' });
    expect(zh.data.fields?.['params.id']).toBe('不能大于 2147483647');
    expect(vi.data.fields?.['params.id']).toBe('Không được lớn hơn 2147483647');
  });

  it('the largest id is valid (a 404, not a 400)', async () => {
    expect((await t.call('housingInfo', { params: { id: 2147483647 } })).status).toBe(404);
    expect((await t.call('collect', { token: w.member.token, body: { kind: 'housing', id: 2147483647 } })).status).toBe(404);
  });

  it('a report target is a bigint column: a huge id is no listing (404), not a database error', async () => {
    const r = await t.call('report', { token: w.member.token, body: { target_type: 'housing', target_id: TOO_BIG, reason: 'fraud' } });
    expect(r.status).toBe(404);
  });

  it('a site area header past int4 is no area, not a database error', async () => {
    const r = await t.call('basisConfig', { headers: { siteareaid: String(TOO_BIG) } });
    expect(r.status).toBe(200);
  });
});

describe('the chat socket checks the same ranges', () => {
  it('send_message, read and sync with an id or seq past int4 are answered 400 naming the field', async () => {
    const s = await chatSocket(t, w.member.token);
    try {
      const send = await s.ask({ type: 'send_message', data: { conversation_id: TOO_BIG, content: { text: 'hi' }, temp_id: 'big-1' } });
      expect(send).toMatchObject({ type: 'message_ack', code: 400, data: { fields: { 'data.conversation_id': atMost } } });
      const read = await s.ask({ type: 'read', conversation_id: convId, seq: TOO_BIG });
      expect(read).toMatchObject({ type: 'error', code: 400, data: { fields: { seq: atMost } } });
      const sync = await s.ask({ type: 'sync', conversation_id: convId, after_seq: TOO_BIG });
      expect(sync).toMatchObject({ type: 'error', code: 400, data: { fields: { after_seq: atMost } } });
      // The socket still works after.
      expect(await s.ask({ type: 'sync', conversation_id: convId, after_seq: 0 })).toMatchObject({ type: 'sync_result', code: 200 });
    } finally {
      s.close();
    }
  });
});
