import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiName } from '@haiwai/contracts';
import { computeSign } from '../../src/core/signing.js';
import { startTestApp, type CallOptions, type TestApp } from '../support/harness.js';
import { worldOf, type Detail, type World } from '../listings/support/fixtures.js';
import { chatSocket } from './socket-client.js';

/**
 * A NUL byte (or another control character) in any text is a 400 naming the field, in the request's
 * language, checked in one place for every HTTP input (core/validation.ts) and every socket frame
 * (chat/socket-frames.ts through the same check). Before, PostgreSQL answered "invalid byte sequence for
 * encoding UTF8: 0x00" and the caller got a 500. Line breaks and tabs stay in multi-line texts.
 */
let t: TestApp;
let w: World;
let listing: Detail;
let convId: number;
beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  listing = await w.live(w.member, 'housing', w.danang);
  convId = (await t.call<{ id: number }>('chatCreateSingle', { token: w.member.token, body: { target_id: w.superAdmin.id } })).data.id;
}, 120_000);
afterAll(() => t.close());

type Fields = { fields?: Record<string, string> };
const refused = { en: 'Must not contain control characters (such as NUL)', zh: '不能包含控制字符（如 NUL）', vi: 'Không được chứa ký tự điều khiển (như NUL)' };

describe('a NUL byte in any text is a 400 naming the field', () => {
  const cases: Array<[string, ApiName, () => CallOptions, string]> = [
    ['a search keyword (?keyword=a%00b)', 'hotKeywordData', () => ({ query: { keyword: 'a\u0000b' } }), 'query.keyword'],
    ['a listing list keyword', 'housingList', () => ({ query: { keyword: 'a\u0000b' } }), 'query.keyword'],
    ['a title in fieldUpdate', 'housingFieldUpdate', () => ({ token: w.member.token, params: { id: listing.id }, body: { title: 'Flat\u0000 in District 1' } }), 'body.title'],
    ['a group name in create-temp', 'chatCreateTemp', () => ({ token: w.member.token, body: { target_id: w.superAdmin.id, name: 'a\u0000b' } }), 'body.name'],
    ['a carousel position', 'carousel', () => ({ query: { position: 'home\u0000' } }), 'query.position'],
    ['chat text', 'chatSend', () => ({ token: w.member.token, body: { conversation_id: convId, content: { text: 'hi\u0000there' } } }), 'body.content.text'],
    ['a key of free-form content', 'chatSend', () => ({ token: w.member.token, body: { conversation_id: convId, content: { text: 'hi', ['k\u0000']: 1 } } }), 'body.content.k\u0000'],
    ['a nickname', 'putUser', () => ({ token: w.member.token, body: { nickname: 'N\u0000' } }), 'body.nickname'],
    ['a password on login', 'login', () => ({ body: { account: 'member', password: 'pass\u0000word' } }), 'body.password'],
    ['an FAQ answer', 'customerAdminSave', () => ({ token: w.superAdmin.token, body: { site_area_id: 0, lang: 'en', category_id: 1, title: 'Title', answer: '<p>a\u0000</p>' } }), 'body.answer'],
  ];
  for (const [what, name, opts, field] of cases) {
    it(what, async () => {
      const r = await t.call<Fields>(name, { lang: 'en', ...opts() });
      expect({ status: r.status, field: r.data?.fields?.[field] }).toEqual({ status: 400, field: refused.en });
    });
  }

  it('answers in the request language', async () => {
    for (const lang of ['zh', 'en', 'vi'] as const) {
      const r = await t.call<Fields>('hotKeywordData', { query: { keyword: 'a\u0000b' }, lang });
      expect(r.data.fields?.['query.keyword']).toBe(refused[lang]);
    }
  });

  it('refuses the other control characters too (bell, escape, delete, vertical tab)', async () => {
    for (const ch of ['\u0007', '\u001b', '\u007f', '\u000b']) {
      const r = await t.call<Fields>('hotKeywordData', { query: { keyword: `a${ch}b` }, lang: 'en' });
      expect([JSON.stringify(ch), r.status, r.data.fields?.['query.keyword']]).toEqual([JSON.stringify(ch), 400, refused.en]);
    }
  });

  it('keeps line breaks and tabs in multi-line texts', async () => {
    const description = 'Line one\nLine two\r\n\tindented';
    const r = await t.call<Detail>('housingFieldUpdate', { token: w.member.token, params: { id: listing.id }, body: { description } });
    expect(r.status).toBe(200);
    expect(r.data.description).toBe(description);
    const sent = await t.call<{ content: { text: string } }>('chatSend', { token: w.member.token, body: { conversation_id: convId, content: { text: 'a\nb\tc' } } });
    expect([sent.status, sent.data.content.text]).toEqual([200, 'a\nb\tc']);
  });

  it('refuses free-form values nested past 32 levels before anything recurses into them', async () => {
    const deep = JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) as unknown;
    const r = await t.call<Fields>('chatSend', { token: w.member.token, lang: 'en', body: { conversation_id: convId, content: { text: 'x', extra: deep } } });
    expect(r.status).toBe(400);
    expect(Object.values(r.data.fields ?? {})).toContain('Nested too deeply');
  });

  it('a query parameter read before validation (lang) given twice is ignored, not a crash', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const res = await t.app.inject({ method: 'GET', url: `/api/lang?lang=en&lang=vi&_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}` });
    expect([res.statusCode, res.json().message]).toEqual([200, '成功']);
  });

  it('unknown fields are dropped by the schema, whatever they hold', async () => {
    const r = await t.call('putUser', { token: w.member.token, body: { bio: 'ok', junk: 'a\u0000b' } });
    expect(r.status).toBe(200);
  });
});

describe('the chat socket checks frames the same way', () => {
  it('a NUL in a message text is answered 400 naming the field, in the socket language', async () => {
    const s = await chatSocket(t, w.member.token, 'vi');
    try {
      const ack = await s.ask({ type: 'send_message', data: { conversation_id: convId, content: { text: 'a\u0000b' }, temp_id: 'nul-1' } });
      expect(ack).toMatchObject({ type: 'message_ack', temp_id: 'nul-1', code: 400, data: { fields: { 'data.content.text': refused.vi } } });
      const file = await s.ask({ type: 'send_message', data: { conversation_id: convId, type: 'file', content: { url: `/api/media/${'0'.repeat(32)}`, name: 'x\u0000.pdf' } } });
      expect(file).toMatchObject({ code: 400, data: { fields: { 'data.content.name': refused.vi } } });
      const ok = await s.ask({ type: 'send_message', data: { conversation_id: convId, content: { text: 'line\nbreak' } } });
      expect(ok).toMatchObject({ type: 'message_ack', code: 200, data: { content: { text: 'line\nbreak' } } });
    } finally {
      s.close();
    }
  });
});
