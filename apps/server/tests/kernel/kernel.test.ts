import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('envelope', () => {
  it('wraps success as {code: 200, message, data}', async () => {
    const r = await t.call('lang');
    expect(r.status).toBe(200);
    expect(r.code).toBe(200);
    expect(r.message).toBe('成功');
    expect((r.data as Array<{ code: string }>).map((l) => l.code)).toEqual(['zh', 'en', 'vi']);
  });

  it('answers an unknown API route with a 404 envelope in the request language', async () => {
    const zh = await t.request('GET', '/api/no/such/thing');
    expect(zh.status).toBe(404);
    expect(zh.code).toBe(404);
    expect(zh.message).toContain('接口不存在');
    const en = await t.request('GET', '/api/no/such/thing', { lang: 'en' });
    expect(en.message).toBe('No such API: GET /api/no/such/thing');
  });

  it('answers malformed JSON with a 400 envelope, not a stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json', lang: 'en' }, payload: '{"account": ' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ code: 400, message: 'The request body is not valid JSON', data: null });
    expect(res.body).not.toContain('at ');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json', lang: 'en' }, payload: JSON.stringify({ account: 'x'.repeat(2_000_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });

  it('refuses a multipart form outside the upload calls with 415 (only uploads read multipart)', async () => {
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\ncontent-disposition: form-data; name="account"\r\n\r\n13800000001\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'en' }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, data: null });
    expect(res.json().message).toMatch(/\S/);
  });

  it('gives per-field messages for invalid input, in the caller’s language', async () => {
    const r = await t.call('smsCode', { body: { area_code: 'abc', mobile: '12' }, lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.code).toBe(400);
    const fields = (r.data as { fields: Record<string, string> }).fields;
    expect(fields['body.mobile']).toBe('Invalid mobile number');
    expect(fields['body.area_code']).toBe('Invalid area code');
    const vi = await t.call('smsCode', { body: { area_code: '86' }, lang: 'vi' });
    expect((vi.data as { fields: Record<string, string> }).fields['body.mobile']).toBe('Bắt buộc');
  });

  it('sets a request id header on every reply', async () => {
    const r = await t.call('lang');
    expect(r.headers['x-request-id']).toBeTruthy();
  });
});

describe('signature', () => {
  it('refuses a call without _timestamp/_sign', async () => {
    const r = await t.call('lang', { sign: 'none', lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/missing its _timestamp and _sign/);
  });
  it('refuses a wrong signature', async () => {
    const r = await t.call('lang', { sign: 'bad', lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/signature is not valid/);
  });
  it('refuses a signature older than 300 s', async () => {
    const r = await t.call('lang', { sign: 'stale', lang: 'en' });
    expect(r.status).toBe(400);
    // The server rounds the seconds between the signed time and its own clock: 600 s, or a second or two more on a busy machine.
    expect(r.message).toMatch(/out of date \(clock off by 60\d s\)/);
  });
  it('accepts signing fields in a POST body and keeps them out of validation', async () => {
    const r = await t.call('smsCode', { body: { area_code: '86', mobile: '13911112222', purpose: 'login' }, ip: '10.1.1.1' });
    expect(r.code).toBe(200);
  });
});

describe('request context', () => {
  it('reads lang, siteareaid and terminal headers', async () => {
    const areas = await t.call<Array<{ id: number; code: string }>>('siteAreaAll');
    const bangkok = areas.data.find((a) => a.code === 'bangkok')!;
    const r = await t.call<{ site_area: { id: number; name: string; currency: string } }>('basisConfig', { siteAreaId: bangkok.id, lang: 'en' });
    expect(r.data.site_area).toMatchObject({ id: bangkok.id, name: 'Bangkok', currency: 'THB' });
    const zero = await t.call<{ site_area: { code: string } }>('basisConfig', { siteAreaId: 0 });
    expect(zero.data.site_area.code).toBe('hcm');
  });
});

describe('docs', () => {
  it('serves an OpenAPI document generated from the shared schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/account/register']?.post?.requestBody).toBeTruthy();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/siteArea/ipData', '/api/basis/config', '/api/media/upload']));
    const upload = doc.paths['/api/media/upload']?.post as { requestBody?: { content: Record<string, { schema: { properties: Record<string, { format: string }> } }> } };
    expect(upload.requestBody?.content['multipart/form-data']?.schema.properties.file?.format).toBe('binary');
  });
  it('serves the browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
