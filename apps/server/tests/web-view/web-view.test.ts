import type { ApiData } from '@haiwai/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScriptNonce } from '../../src/http-security.js';
import { FrameHosts } from '../../src/modules/web-view/frame-hosts.js';
import { startTestApp, type TestApp } from '../support/harness.js';

type Host = ApiData<'adminWebViewHostSave'>;
type Check = ApiData<'webViewCheck'>;
type Fields = { fields: Record<string, string> };

let t: TestApp;
let hcm = 0;
let bangkok = 0;
let member: { token: string; id: number };
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };

const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const add = (token: string | null, body: unknown) => t.call<Host>('adminWebViewHostSave', { token, body });
const check = (url: string, siteAreaId = hcm) => t.call<Check>('webViewCheck', { siteAreaId, query: { url } });

beforeAll(async () => {
  t = await startTestApp();
  [hcm, bangkok] = await Promise.all([idOf('hcm'), idOf('bangkok')]);
  [member, adminHcm, adminBkk] = await Promise.all([t.login('member'), t.login('admin_hcm'), t.login('admin_bangkok')]);
});
afterAll(() => t.close());

describe('admin web view hosts', () => {
  it('adds an https host to an area (a path and case are dropped), audited; listed for that area’s admins only', async () => {
    const r = await add(adminHcm.token, { site_area_id: hcm, url: 'https://Docs.Example.COM/guide?x=1', note: '办事指南' });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ site_area_id: hcm, host: 'docs.example.com', note: '办事指南' });
    const audit = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'web_view_host').where('target_id', '=', r.data.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['web_view_host.add']);
    const mine = await t.call<ApiData<'adminWebViewHostList'>>('adminWebViewHostList', { token: adminHcm.token });
    expect(mine.data.list.map((h) => h.host)).toContain('docs.example.com');
    const theirs = await t.call<ApiData<'adminWebViewHostList'>>('adminWebViewHostList', { token: adminBkk.token });
    expect(theirs.data.list.map((h) => h.id)).not.toContain(r.data.id);
    expect((await t.call('adminWebViewHostList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await add(adminHcm.token, { site_area_id: hcm, url: 'docs.example.com' })).status).toBe(409);
  });

  it('refuses http, other schemes, IP literals, ports and bad names, saying why in the request’s language', async () => {
    const cases: Array<[string, RegExp]> = [
      ['http://plain.example.com', /https/],
      ['ftp://files.example.com', /https/],
      ['https://203.0.113.7/', /IP/],
      ['https://[2001:db8::1]/', /IP/],
      ['https://docs.example.com:8443/', /https/],
      ['https://user:pw@docs.example.com/', /https/],
      ['https://localhost/', /域名/],
    ];
    for (const [url, msg] of cases) {
      const r = await add(adminHcm.token, { site_area_id: hcm, url });
      expect(r.status, url).toBe(400);
      expect((r.data as unknown as Fields).fields['body.url'], url).toMatch(msg);
    }
    const en = await t.call('adminWebViewHostSave', { token: adminHcm.token, lang: 'en', body: { site_area_id: hcm, url: 'http://x.example.com' } });
    expect((en.data as unknown as Fields).fields['body.url']).toMatch(/Only https/);
    expect((await add(adminHcm.token, { site_area_id: hcm })).status).toBe(400);
  });

  it('keeps an admin to their areas; members and visitors are refused', async () => {
    expect((await add(adminBkk.token, { site_area_id: hcm, url: 'https://bkk.example.com' })).status).toBe(403);
    expect((await add(member.token, { site_area_id: hcm, url: 'https://m.example.com' })).status).toBe(403);
    expect((await add(null, { site_area_id: hcm, url: 'https://m.example.com' })).status).toBe(401);
    const row = await t.db.selectFrom('web_view_host').select('id').where('host', '=', 'docs.example.com').executeTakeFirstOrThrow();
    expect((await t.call('adminWebViewHostDelete', { token: adminBkk.token, params: { id: row.id } })).status).toBe(403);
    expect((await t.call('adminWebViewHostDelete', { token: member.token, params: { id: row.id } })).status).toBe(403);
    expect((await t.call('adminWebViewHostDelete', { params: { id: row.id } })).status).toBe(401);
  });
});

describe('webView/check', () => {
  it('allows a listed https host in its area only; http, IPs and unlisted hosts are not framed', async () => {
    expect((await check('https://docs.example.com/a/b')).data).toMatchObject({ allowed: true, host: 'docs.example.com', reason: 'ok' });
    expect((await check('https://docs.example.com/', bangkok)).data).toMatchObject({ allowed: false, reason: 'not_listed' });
    expect((await check('http://docs.example.com/')).data).toMatchObject({ allowed: false, host: 'docs.example.com', reason: 'not_https' });
    expect((await check('https://evil.example.net/login')).data).toMatchObject({ allowed: false, host: 'evil.example.net', reason: 'not_listed' });
    expect((await check('https://203.0.113.7/')).data).toMatchObject({ allowed: false, reason: 'not_https' });
    expect((await check('javascript:alert(1)')).data).toMatchObject({ allowed: false });
    expect((await check('not a url')).data).toMatchObject({ allowed: false, reason: 'invalid' });
    expect((await t.call('webViewCheck', { siteAreaId: hcm, query: {} })).status).toBe(400);
  });
});

describe('the app shell’s frame-src', () => {
  it('names exactly the listed hosts, and drops a removed one', async () => {
    const frames = new FrameHosts(t.db);
    await frames.refresh();
    expect(frames.origins()).toContain('https://docs.example.com');
    const probe = Fastify();
    probe.get('/', withScriptNonce(t.config, (_req, reply) => reply.send('ok'), () => frames.origins()));
    const csp = (await probe.inject({ url: '/' })).headers['content-security-policy'] as string;
    const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src'))!;
    expect(frameSrc.split(' ').slice(1).sort()).toEqual(["'self'", ...frames.origins()].sort());
    const row = await t.db.selectFrom('web_view_host').select('id').where('host', '=', 'docs.example.com').executeTakeFirstOrThrow();
    expect((await t.call('adminWebViewHostDelete', { token: adminHcm.token, params: { id: row.id } })).status).toBe(200);
    await frames.refresh();
    expect(frames.origins()).not.toContain('https://docs.example.com');
    const after = (await probe.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(after).not.toContain('docs.example.com');
    await probe.close();
    expect((await check('https://docs.example.com/')).data.allowed).toBe(false);
  });
});
