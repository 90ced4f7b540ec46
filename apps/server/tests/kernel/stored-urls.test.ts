import { isStoredMediaUrl, LISTING_KINDS } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { upload } from '../media/helpers.js';
import { worldOf, type World } from '../listings/support/fixtures.js';
import { validBody } from '../listings/support/generator.js';

/**
 * A URL that is stored and loaded by other people's clients (avatars, verification photos, listing images and
 * company logos, group avatars, images in FAQ answers, chat media) is media of this store (`/api/media/<hash>`)
 * or an https URL on a host of MEDIA_URL_ALLOWLIST: one check (contracts isStoredMediaUrl / storedUrlSchema).
 * Before, `avatar` took any string, e.g. a tracking pixel or `javascript:`.
 */
let t: TestApp;
let w: World;
let mine: string;
beforeAll(async () => {
  t = await startTestApp({ MEDIA_URL_ALLOWLIST: 'cdn.example.com, Img.Example.net' });
  w = await worldOf(t);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } }).png().toBuffer();
  mine = (await upload(t, png, { token: w.member.token, type: 'image/png', filename: 'me.png' })).body.data.url;
}, 120_000);
afterAll(() => t.close());

type Fields = { fields?: Record<string, string> };
const REFUSED = 'Invalid image address; upload the image again';
const hostile = [
  'https://evil.example/track.gif',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://cdn.example.com/a.png',
  'https://cdn.example.com.evil.example/a.png',
  'https://user:pw@cdn.example.com/a.png',
  '//cdn.example.com/a.png',
  '/api/media/../../etc/passwd',
  `/api/media/${'a'.repeat(32)}?x=1`,
  `https://evil.example/api/media/${'a'.repeat(32)}`,
  ' https://cdn.example.com/a.png',
];

describe('stored URLs: this store or an allow-listed https host', () => {
  it('avatar (putUser and updateUser): every hostile URL is a 400 naming body.avatar', async () => {
    for (const name of ['putUser', 'updateUser'] as const) {
      for (const avatar of hostile) {
        const r = await t.call<Fields>(name, { token: w.member.token, lang: 'en', body: { avatar } });
        expect([name, avatar, r.status, r.data.fields?.['body.avatar']]).toEqual([name, avatar, 400, REFUSED]);
      }
    }
    const me = await t.call<{ avatar: string | null }>('getUser', { token: w.member.token });
    expect(me.data.avatar).toBeNull();
  });

  it('avatar: an upload of this store, an allow-listed https URL (host in any case), or none', async () => {
    for (const avatar of [mine, 'https://cdn.example.com/u/1.png', 'https://IMG.example.net/a.webp?w=2', null]) {
      const r = await t.call<{ avatar: string | null }>('putUser', { token: w.member.token, body: { avatar } });
      expect([avatar, r.status, r.data.avatar]).toEqual([avatar, 200, avatar]);
    }
  });

  it('verification photos', async () => {
    const u = await t.newUser();
    const body = { real_name: '王小明', id_type: 'passport', id_number: 'E12345678' };
    const bad = await t.call<Fields>('userVerifyPost', { token: u.token, lang: 'en', body: { ...body, photos: [mine, 'https://evil.example/id.jpg'] } });
    expect([bad.status, bad.data.fields?.['body.photos.1']]).toEqual([400, REFUSED]);
    expect((await t.call('userVerifyPost', { token: u.token, body: { ...body, photos: [mine, 'https://cdn.example.com/id.jpg'] } })).status).toBe(200);
  });

  it('listing images and company logos', async () => {
    for (const kind of ['housing', 'company'] as const) {
      const base = validBody(LISTING_KINDS[kind], w.refs(kind, w.danang), 0, {});
      const r = await t.call<Fields>(`${kind}Save`, { token: w.member.token, siteAreaId: w.danang, lang: 'en', body: { ...base, images: ['javascript:alert(1)'] } });
      expect([kind, r.status, r.data.fields?.['body.images.0']]).toEqual([kind, 400, REFUSED]);
    }
    const ok = await t.call('housingSave', { token: w.member.token, siteAreaId: w.danang, body: { ...validBody(LISTING_KINDS.housing, w.refs('housing', w.danang), 1, {}), images: [mine, 'https://cdn.example.com/flat.jpg'] } });
    expect(ok.status).toBe(200);
  });

  it('group avatars', async () => {
    const bad = await t.call<Fields>('chatCreateGroup', { token: w.member.token, lang: 'en', body: { name: 'g', memberIds: [w.superAdmin.id], avatar: 'https://evil.example/g.png' } });
    expect([bad.status, bad.data.fields?.['body.avatar']]).toEqual([400, REFUSED]);
    const group = await t.call<{ id: number }>('chatCreateGroup', { token: w.member.token, body: { name: 'g', memberIds: [w.superAdmin.id], avatar: mine } });
    expect(group.status).toBe(200);
    const set = await t.call<Fields>('chatConversationSettings', { token: w.member.token, lang: 'en', body: { conversation_id: group.data.id, avatar: 'javascript:alert(1)' } });
    expect([set.status, set.data.fields?.['body.avatar']]).toEqual([400, REFUSED]);
  });

  it('chat media: only this store’s uploads, not the same path on another host', async () => {
    const conv = (await t.call<{ id: number }>('chatCreateSingle', { token: w.member.token, body: { target_id: w.superAdmin.id } })).data.id;
    const foreign = await t.call('chatSend', { token: w.member.token, lang: 'en', body: { conversation_id: conv, type: 'image', content: { url: `https://evil.example${mine}` } } });
    expect(foreign.status).toBe(400);
    const own = await t.call<{ content: { url: string } }>('chatSend', { token: w.member.token, body: { conversation_id: conv, type: 'image', content: { url: mine } } });
    expect([own.status, own.data.content.url]).toEqual([200, mine]);
  });

  it('FAQ answers keep only images that pass the same check', async () => {
    const answer = `<p>a</p><img src="https://evil.example/x.png"><img src="https://cdn.example.com/faq.png"><img src="${mine}?preset=article">`;
    const r = await t.call<{ answer: string }>('customerAdminSave', { token: w.superAdmin.token, body: { site_area_id: 0, lang: 'en', category_id: (await t.db.selectFrom('faq_category').select('id').executeTakeFirstOrThrow()).id, title: 'Images', answer } });
    expect(r.status).toBe(200);
    expect(r.data.answer).toBe(`<p>a</p><img src="https://cdn.example.com/faq.png"><img src="${mine}?preset=article">`);
  });

  it('seeded images and avatars are media of this store', async () => {
    const urls = [
      ...(await t.db.selectFrom('carousel').select('image as u').execute()),
      ...(await t.db.selectFrom('function_entry').select('icon as u').execute()),
      ...(await t.db.selectFrom('wechat_group').select('qr_image as u').execute()),
      ...(await t.db.selectFrom('app_user').select('avatar as u').where('avatar', 'is not', null).execute()),
    ].map((r) => r.u as string);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((u) => !/^\/api\/media\/[0-9a-f]{32}$/.test(u))).toEqual([]);
  });
});

describe('MEDIA_URL_ALLOWLIST', () => {
  it('is a comma-separated list of host names, lower-cased; empty by default', () => {
    expect(loadConfig({ MEDIA_URL_ALLOWLIST: 'cdn.example.com, Img.Example.net' }).MEDIA_URL_ALLOWLIST).toEqual(['cdn.example.com', 'img.example.net']);
    expect(loadConfig({}).MEDIA_URL_ALLOWLIST).toEqual([]);
    expect(() => loadConfig({ MEDIA_URL_ALLOWLIST: 'https://cdn.example.com' })).toThrow(ConfigError);
  });

  it('without it, only this store’s media pass', async () => {
    const other = await startTestApp({ SEED_DEMO: 'false' });
    try {
      expect(isStoredMediaUrl('https://cdn.example.com/a.png')).toBe(false);
      expect(isStoredMediaUrl(mine)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
