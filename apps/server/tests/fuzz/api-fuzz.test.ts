import { api, type ApiRoute } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf } from '../listings/support/fixtures.js';
import { signedCursorCases } from './cursors.js';
import { randomRequests, routeModel, targetedRequests, type FuzzRequest, type Who } from './requests.js';
import { fuzzSocket, fuzzUploads, type Finding } from './socket-and-uploads.js';

/**
 * Every call of the API table, fuzzed: requests made from its zod schemas by fast-check (fixed seed, a fixed
 * number per call), valid and with one hostile change each (numbers past int4, 1e309, -0, NUL and RTL
 * characters, lone surrogates, long and deeply nested values, `__proto__` keys, wrong types, missing fields,
 * hostile headers), plus for every field the cases of the hardening issues (2^31 in each number, NUL and a
 * lone surrogate in each text), sent
 * anonymously, as a member and as a super admin. No reply may be a 5xx or show a stack trace or SQL; the
 * chat socket answers hostile frames with error frames; multipart uploads get a small set of their own.
 */
const SEED = 20261124;
const RUNS_PER_ROUTE = 24;
const CURSORS_PER_LIST = 30;
/** What a reply must never show: stack frames, file paths, SQL and database errors. */
const LEAK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|syntax error|violates|relation "|out of range for type|invalid byte sequence|invalid input syntax|unsupported Unicode|Invalid time value|ZodError|TypeError|RangeError|SELECT |INSERT INTO/i;

let t: TestApp;
const tokens: Record<Who, string | null> = { anon: null, member: null, admin: null };
/** Sessions of their own for the calls that end one. */
const spare: Record<string, string> = {};
const findings: Finding[] = [];
let sent = 0;
/** Replies by status, per identity: most must get past access and validation, or the fuzz proves little. */
const statuses = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp();
  const w = await worldOf(t);
  tokens.member = w.member.token;
  tokens.admin = w.superAdmin.token;
  memberId = w.member.id;
  // Rows for the small ids the generator favours: listings, a conversation with a message, a booking.
  await w.live(w.member, 'housing', w.danang);
  await w.live(w.member, 'shGoods', w.danang);
  const conv = await t.call<{ id: number }>('chatCreateSingle', { token: w.member.token, body: { target_id: w.superAdmin.id } });
  await t.call('chatSend', { token: w.member.token, body: { conversation_id: conv.data.id, content: { text: 'hi' }, temp_id: 'fuzz-1' } });
  spare.logout = (await t.login('member')).token;
}, 120_000);
afterAll(() => t?.close());

/**
 * Calls that change who the test's own accounts are (the super admin's fuzz bans the small ids, the member among
 * them, and grants them roles): after each, bans are lifted, roles put back and the member logged in again, so the
 * calls after it still fuzz as a member.
 */
let memberId = 0;
const CHANGES_ACCOUNTS = new Set(['adminUserBan', 'staffGrant', 'staffWithdraw']);
async function restoreAccounts() {
  for (const b of await t.db.selectFrom('user_ban').select('user_id').where('lifted_at', 'is', null).execute()) {
    await t.call('adminUserUnban', { token: tokens.admin, params: { id: b.user_id }, body: {} });
  }
  // By id: the fuzz of the profile calls may have renamed the account.
  await t.db.deleteFrom('staff_grant').where('user_id', '=', memberId).execute();
  await t.db.updateTable('app_user').set({ role: 'member' }).where('id', '=', memberId).execute();
  // New sessions straight in the database: the fuzz may have changed the account's name or password.
  const session = async () => (await createSession(t.db, memberId, { terminal: 3, device: null, ip: '10.0.0.1' })).tokens.token;
  if ((await t.call('getUser', { token: tokens.member })).status !== 200) tokens.member = await session();
  if ((await t.call('getUser', { token: spare.logout })).status !== 200) spare.logout = await session();
}

function signedQuery(pairs: Array<[string, string]>) {
  const ts = Math.floor(Date.now() / 1000);
  const qs = new URLSearchParams([...pairs, ['_timestamp', String(ts)], ['_sign', computeSign(t.config.SIGN_KEY, ts)]]);
  return qs.toString();
}

async function send(r: FuzzRequest) {
  const token = r.name === 'logout' || r.name === 'logoutUser' ? (r.who === 'anon' ? null : spare.logout!) : tokens[r.who];
  sent += 1;
  const res = await t.app.inject({
    method: r.method as 'GET',
    url: `${r.path}?${signedQuery(r.query)}`,
    headers: {
      ...(r.omit?.includes('lang') ? {} : { lang: ['zh', 'en', 'vi'][sent % 3]! }),
      terminal: '3',
      'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      ...(token ? { token } : {}),
      ...(r.body !== undefined ? { 'content-type': r.contentType ?? 'application/json' } : {}),
      ...r.headers,
    },
    ...(r.body !== undefined ? { payload: r.body } : {}),
  });
  const key = `${r.who} ${res.statusCode}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  check(`${r.name} [${r.who}] ${r.method} ${r.path.slice(0, 120)} ${r.what}`, res.statusCode, res.body);
}

function check(what: string, status: number, body: string) {
  if (status >= 500) findings.push({ what, status, body: body.slice(0, 300) });
  else if (LEAK.test(body)) findings.push({ what, status, body: `leak: ${body.slice(0, 300)}` });
}

const routes = Object.entries(api as Record<string, ApiRoute>)
  .filter(([, def]) => !def.upload)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, def]) => routeModel(name, def));

const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

describe('API fuzz', () => {
  it(`every call of the API table (${routes.length}), ${RUNS_PER_ROUTE} random requests each plus the issue's cases per field, signed cursors with hostile fields, uploads: no 5xx, no stack or SQL in a reply`, async () => {
    const started = performance.now();
    for (const m of routes) {
      for (const r of [...targetedRequests(m, seedOf(m.name)), ...randomRequests(m, seedOf(m.name), RUNS_PER_ROUTE)]) await send(r);
      if (CHANGES_ACCOUNTS.has(m.name)) await restoreAccounts();
    }
    for (const c of signedCursorCases(SEED, CURSORS_PER_LIST)) {
      await send({ name: c.name, who: c.who, method: 'GET', path: `/api${(api as Record<string, ApiRoute>)[c.name]!.path}`, query: Object.entries(c.query), headers: {}, what: c.what });
    }
    const uploads = await fuzzUploads(t, tokens.member!, check);
    sent += uploads;
    const seconds = (performance.now() - started) / 1000;
    console.log(`API fuzz: ${sent} requests (${uploads} uploads) over ${routes.length} calls in ${seconds.toFixed(1)} s`);
    console.log(`Replies: ${[...statuses].sort().map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    expect(findings, findings.map((f) => `${f.status} ${f.what}\n    ${f.body}`).join('\n')).toEqual([]);
  }, 150_000);

  it('the chat socket answers hostile frames with error frames and keeps serving', async () => {
    const started = performance.now();
    const result = await fuzzSocket(t, tokens.member!, SEED, check);
    console.log(`Socket fuzz: ${result.frames} frames on ${result.connections} connections in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(findings, findings.map((f) => `${f.status} ${f.what}\n    ${f.body}`).join('\n')).toEqual([]);
    expect(result.unanswered).toEqual([]);
  }, 60_000);

  it('the server still answers after all of it', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect((await t.call('siteAreaAll')).status).toBe(200);
    expect((await t.call('getUser', { token: tokens.member })).status).toBe(200);
  });
});
