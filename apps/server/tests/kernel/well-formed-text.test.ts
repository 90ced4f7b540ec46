import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@haiwai/contracts';
import type { z } from 'zod';
import { computeSign } from '../../src/core/signing.js';
import { fieldMessages, zodValidatorCompiler, ZodValidationError } from '../../src/core/validation.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Post, type Who } from '../social/support.js';
import { checkoutEvent, stripeSignature } from '../support/stripe-standin.js';
import { ipnFields, signedCallback } from '../support/vnpay-standin.js';
import { chatSocket } from './socket-client.js';

/**
 * Issue 26: text that is not well-formed Unicode (a lone UTF-16 surrogate, `"x\ud800y"` in JSON) is refused
 * at the edge with a 400 naming the field, in the request's language, wherever it comes in: HTTP body, query,
 * path, chat socket frames (core/validation.ts, one check for all of them). Before, an admin's hide reason
 * with one reached the audit row's jsonb column and PostgreSQL's 22P02 became a 500. Emoji (surrogate pairs),
 * Chinese and Vietnamese keep working. Routes outside the API table: the Stripe webhook refuses such signed
 * text (400, not 500), VNPay's callbacks and uploads cannot receive it over the wire.
 */
const WHSEC = 'whsec_wellformedtext';
const TMN = 'HWWELL01';
const VN_SECRET = 'WELLFORMEDSECRET0123456789ABCDEF';
let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let author: Who;
let admin: Who;
let member: Who;
let convId: number;
beforeAll(async () => {
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_wellformed', STRIPE_WEBHOOK_SECRET: WHSEC, VNPAY_TMN_CODE: TMN, VNPAY_HASH_SECRET: VN_SECRET });
  w = await socialWorld(t);
  [author] = (await w.people(['作者'])) as [Who];
  admin = await t.login('admin_hcm');
  member = await t.login('member');
  const superAdmin = await t.login('superadmin');
  convId = (await t.call<{ id: number }>('chatCreateSingle', { token: member.token, body: { target_id: superAdmin.id } })).data.id;
}, 120_000);
afterAll(() => t?.close());

type Fields = { fields?: Record<string, string> };
const refused = {
  zh: '含有无效字符（不成对的代理项，如残缺的表情符号），请重新输入',
  en: 'Contains an invalid character (an unpaired surrogate, such as half of an emoji); please retype it',
  vi: 'Chứa ký tự không hợp lệ (ký tự đại diện surrogate không ghép cặp, như nửa biểu tượng cảm xúc); vui lòng nhập lại',
};
const LONE = ['x\ud800y', '\ud800', 'a\udfffb', '\udc00\ud800', '😀'.slice(0, 1)];
const WELL_FORMED = '😀 表情 👨‍👩‍👧 广告内容 Quảng cáo không phù hợp ✅';

function signed() {
  const ts = Math.floor(Date.now() / 1000);
  return `_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`;
}
/** A GET with its URL as given (harness calls go through URLSearchParams, which turns a lone surrogate into U+FFFD). */
async function rawGet(pathAndQuery: string, lang: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${signed()}`, headers: { lang, ...(token ? { token } : {}) } });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: Fields | null } };
}

describe('HTTP: a lone surrogate is a 400 naming the field, never a 500', () => {
  for (const [call, target] of [
    ['adminSocialPostHide', 'post'],
    ['adminSocialCommentHide', 'comment'],
  ] as const) {
    it(`${call}: the reason "x\\ud800y" is refused in zh, en and vi, and nothing is hidden`, async () => {
      const p = await w.post(author);
      const id = target === 'post' ? p.id : (await w.comment(author, { post_id: p.id })).id;
      for (const lang of ['zh', 'en', 'vi'] as const) {
        const r = await t.call<Fields>(call, { token: admin.token, params: { id }, body: { hidden: true, reason: 'x\ud800y' }, lang });
        expect({ status: r.status, code: r.code, field: r.data?.fields?.['body.reason'] }).toEqual({ status: 400, code: 400, field: refused[lang] });
        expect(r.message).toContain('reason');
      }
      for (const reason of LONE) {
        const r = await t.call<Fields>(call, { token: admin.token, params: { id }, body: { hidden: true, reason }, lang: 'en' });
        expect([JSON.stringify(reason), r.status, r.data?.fields?.['body.reason']]).toEqual([JSON.stringify(reason), 400, refused.en]);
      }
      const seen = await t.call<Post>('socialPostInfo', { token: author.token, params: { id: p.id } });
      expect(seen.data.is_hidden).toBe(false);
    });
  }

  it('a field the schema refuses anyway is named for its lone surrogate (body.hidden = "\\ud800")', async () => {
    const r = await t.call<Fields>('adminSocialPostHide', { token: admin.token, params: { id: (await w.post(author)).id }, body: { hidden: '\ud800', reason: 'x' }, lang: 'en' });
    expect([r.status, r.data?.fields?.['body.hidden']]).toEqual([400, refused.en]);
  });

  it('query and path: the same check covers both parts (a query parameter, a path parameter)', () => {
    // The validator every route of the API table gets (app.ts setValidatorCompiler), as Fastify calls it per part.
    const validate = (schema: z.ZodTypeAny, httpPart: string, data: unknown) => (zodValidatorCompiler({ schema, httpPart, method: 'GET', url: '/' })(data) as { error?: ZodValidationError }).error!;
    expect(fieldMessages('zh', validate(api.hotKeywordData.query, 'querystring', { keyword: 'a\ud800b' }))).toEqual({ 'query.keyword': refused.zh });
    expect(fieldMessages('en', validate(api.adminSocialPostHide.params, 'params', { id: '1\udc00' }))).toEqual({ 'params.id': refused.en });
  });

  it('no transport delivers one in a query or path: the URL is bytes (raw ones: 400 from the HTTP parser), a JS string with one becomes U+FFFD, %ED%A0%80 stays literal text in a query', async () => {
    for (const query of ['keyword=a\ud800b', 'keyword=%ED%A0%80']) expect((await rawGet(`/api/hotKeywordData?${query}`, 'en')).status).toBe(200);
    const page = await rawGet('/api/singlePage/info/\ud800', 'en');
    expect([page.status, page.body.data?.fields?.['params.key']]).toEqual([400, 'Invalid format']);
  });

  it('%ED%A0%80 in a path (a lone surrogate spelled in UTF-8) does not decode: a 400 in the envelope, in the caller’s language', async () => {
    const zh = await rawGet('/api/singlePage/info/%ED%A0%80', 'zh');
    expect(zh).toEqual({ status: 400, body: { code: 400, message: '请求地址无效：路径中有无法解码的 % 编码（如不成对的代理项）', data: null } });
    const en = await rawGet('/api/admin/social/post/hide/%ED%A0%80', 'en');
    expect(en).toEqual({ status: 400, body: { code: 400, message: expect.stringContaining('The request address is not valid') as unknown, data: null } });
  });

  it('a key of free-form content, and a lone surrogate beside a NUL is named once per field', async () => {
    const key = await t.call<Fields>('chatSend', { token: member.token, lang: 'en', body: { conversation_id: convId, content: { text: 'hi', ['k\ud800']: 1 } } });
    expect([key.status, key.data.fields?.['body.content.k\ud800']]).toEqual([400, refused.en]);
    const both = await t.call<Fields>('chatSend', { token: member.token, lang: 'en', body: { conversation_id: convId, content: { text: 'a\u0000\ud800' } } });
    expect([both.status, both.data.fields?.['body.content.text']]).toEqual([400, refused.en]);
  });
});

describe('well-formed text keeps working: emoji (surrogate pairs), Chinese, Vietnamese', () => {
  it('a hide reason with emoji is stored and shown as written', async () => {
    const p = await w.post(author, { content: '正常的帖子 😀 Bài viết bình thường' });
    const r = await t.call('adminSocialPostHide', { token: admin.token, params: { id: p.id }, body: { hidden: true, reason: WELL_FORMED } });
    expect(r.status).toBe(200);
    const own = await t.call<Post>('socialPostInfo', { token: author.token, params: { id: p.id } });
    expect(own.data).toMatchObject({ is_hidden: true, hidden_reason: WELL_FORMED, content: '正常的帖子 😀 Bài viết bình thường' });
    const c = await w.comment(author, { post_id: (await w.post(author)).id });
    expect((await t.call('adminSocialCommentHide', { token: admin.token, params: { id: c.id }, body: { hidden: true, reason: WELL_FORMED } })).status).toBe(200);
  });

  it('chat text and keys with emoji; a search keyword with emoji; a path with an emoji (its own format says no)', async () => {
    const sent = await t.call<{ content: { text: string } }>('chatSend', { token: member.token, body: { conversation_id: convId, content: { text: WELL_FORMED, ['😀']: 'ý' } } });
    expect([sent.status, sent.data.content.text]).toEqual([200, WELL_FORMED]);
    expect((await rawGet(`/api/hotKeywordData?keyword=${encodeURIComponent('😀 租房 Nhà')}`, 'en')).status).toBe(200);
    const page = await rawGet(`/api/singlePage/info/${encodeURIComponent('😀')}`, 'en');
    expect([page.status, page.body.data?.fields?.['params.key']]).toEqual([400, 'Invalid format']);
  });
});

describe('chat socket frames', () => {
  it('a lone surrogate is answered 400 naming the field (send: its message_ack; other frames: an error frame); the socket stays usable', async () => {
    const s = await chatSocket(t, member.token, 'vi');
    try {
      const ack = await s.ask({ type: 'send_message', data: { conversation_id: convId, content: { text: 'x\ud800y' }, temp_id: 'lone-1' } });
      expect(ack).toMatchObject({ type: 'message_ack', temp_id: 'lone-1', code: 400, data: { fields: { 'data.content.text': refused.vi } } });
      const auth = await s.ask({ type: 'auth', token: 'wst_\udfff' });
      expect(auth).toMatchObject({ type: 'error', code: 400, data: { fields: { token: refused.vi } } });
      const ok = await s.ask({ type: 'send_message', data: { conversation_id: convId, content: { text: WELL_FORMED }, temp_id: 'emoji-1' } });
      expect(ok).toMatchObject({ type: 'message_ack', temp_id: 'emoji-1', code: 200, data: { content: { text: WELL_FORMED } } });
    } finally {
      s.close();
    }
  });
});

describe('routes outside the API table', () => {
  const events = async () => Number((await t.db.selectFrom('pay_event').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const deliver = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/pay/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, WHSEC) }, payload });
  const session = (name: string) => ({ client_reference_id: 'P20261128999999', payment_status: 'paid', amount_total: 1999, currency: 'usd', payment_intent: 'pi_wellformed', customer_details: { name } });

  it('Stripe webhook: a signed event holding a lone surrogate is a 400 (was the 500 of a failed jsonb insert); emoji settle as usual', async () => {
    const before = await events();
    const bad = await deliver(JSON.stringify(checkoutEvent('checkout.session.completed', session('x\ud800y'))));
    expect([bad.statusCode, bad.json().code]).toEqual([400, 400]);
    expect(bad.json().message).toContain('data.object.customer_details.name');
    expect(await events()).toBe(before);
    const good = await deliver(JSON.stringify(checkoutEvent('checkout.session.completed', session('Nguyễn 😀 阿明'))));
    expect(good.statusCode).toBe(200);
    expect(await events()).toBe(before + 1);
  });

  it('VNPay callbacks: over the wire a query holds no lone surrogate (raw bytes: 400 from the HTTP parser; %ED%A0%80 stays literal text)', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const rawStatus = (target: Buffer) =>
      new Promise<string>((resolve, reject) => {
        let out = '';
        const sock = net.connect(port, '127.0.0.1', () => sock.end(Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')])));
        sock.on('data', (d: Buffer) => (out += d.toString('latin1')));
        sock.on('close', () => resolve(out.split('\r\n')[0]!));
        sock.on('error', reject);
      });
    expect(await rawStatus(Buffer.concat([Buffer.from('/api/pay/vnpay/ipn?vnp_OrderInfo='), Buffer.from([0xed, 0xa0, 0x80])]))).toBe('HTTP/1.1 400 Bad Request');
    // Signed by the test with the secret, so the text reaches settle and the jsonb payload: an unknown order (01), no 500.
    for (const [i, info] of ['%ED%A0%80', 'Thanh toán 😀'].entries()) {
      const qs = signedCallback(ipnFields(TMN, { vnp_TxnRef: `P2026112899999${i}`, vnp_OrderInfo: info }), VN_SECRET);
      const res = await fetch(`http://127.0.0.1:${port}/api/pay/vnpay/ipn?${qs}`);
      expect([info, res.status, ((await res.json()) as { RspCode: string }).RspCode]).toEqual([info, 200, '01']);
    }
  });

  it('uploads: a file name is read as UTF-8 bytes (a lone surrogate arrives as U+FFFD) and not stored; a download name is cut by characters, not halves of an emoji', async () => {
    const boundary = 'wellformed';
    const upload = (disposition: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/media/file?${signed()}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: member.token, lang: 'en' },
        payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `), disposition, Buffer.from(`\r\nContent-Type: text/plain\r\n\r\nhello well-formed\r\n--${boundary}--\r\n`)]),
      });
    const names = [Buffer.concat([Buffer.from('filename="a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('.txt"')]), Buffer.from("filename*=UTF-8''a%ED%A0%80.txt"), Buffer.from('filename="a\ud800.txt"')];
    let url = '';
    for (const name of names) {
      const res = await upload(name);
      expect([name.toString('latin1'), res.statusCode]).toEqual([name.toString('latin1'), 200]);
      url = (res.json() as { data: { url: string } }).data.url;
    }
    // 99 letters and an emoji: cutting at 100 UTF-16 units split the emoji and the header's encoding threw (a 500).
    const res = await t.app.inject({ method: 'GET', url: `${url}?name=${'a'.repeat(99)}${encodeURIComponent('😀')}.txt`, headers: { lang: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${'a'.repeat(99)}%F0%9F%98%80.txt`);
  });
});
