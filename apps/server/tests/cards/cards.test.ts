import type { Card } from '@haiwai/contracts/cards';
import { CARD } from '@haiwai/contracts/cards/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { parseVcard, splitUnescaped, unescapeText } from './vcard-parse.js';

/** Business cards (docs/cards.md): save and validation, access, saving others' cards, short link, PNG and vCard. */
let t: TestApp;
let owner: { token: string; id: number };
let other: { token: string; id: number };
let hcm: number;
let card: Card;
let avatar: string;

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Thị Ánh 阮氏映',
  title: 'Giám đốc; 总经理, Sales',
  company: '海外贸易公司 Công ty TNHH Hải Ngoại',
  phone: '+84 901 234 567',
  wechat: 'nguyen_anh88',
  email: 'anh@example.com',
  address: '胡志明市第一郡 Lê Lợi 12, Quận 1',
  intro: '第一行\n第二行, with a comma; and a semicolon \\ backslash',
  theme: 'jade',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  owner = await t.newUser({ nickname: '名片主人' });
  other = await t.newUser({ nickname: '路人' });
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#e8590c' } }).png().toBuffer();
  const up = await upload(t, png, { token: owner.token, type: 'image/png', filename: 'a.png' });
  avatar = (up.body as { data: { url: string } }).data.url;
}, 60_000);
afterAll(() => t.close());

describe('card/save', () => {
  it('creates a card with a code and short link, in the caller’s area', async () => {
    const r = await t.call<Card>('cardSave', { token: owner.token, siteAreaId: hcm, body: body({ avatar }) });
    expect(r.status).toBe(200);
    card = r.data;
    expect(card.code).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
    expect(card.link).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/c/${card.code}`);
    expect([card.name, card.theme, card.version, card.is_mine, card.collected, card.avatar]).toEqual(['Nguyễn Thị Ánh 阮氏映', 'jade', 1, true, false, avatar]);
    const row = await t.db.selectFrom('card').select(['site_area_id', 'user_id']).where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ site_area_id: hcm, user_id: owner.id });
  });

  it('refuses bad input with field messages in the request’s language', async () => {
    const noContact = await t.call('cardSave', { token: owner.token, lang: 'en', body: body({ phone: '', wechat: '', email: '' }) });
    expect([noContact.status, (noContact.data as { fields: Record<string, string> }).fields['body.phone']]).toEqual([400, 'Give at least a phone number, WeChat ID or email so people can reach you']);
    const bad = await t.call('cardSave', { token: owner.token, lang: 'vi', body: body({ name: '', email: 'not-mail', wechat: '1abc', theme: 'neon', avatar: 'https://evil.example/x.png' }) });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as { fields: Record<string, string> }).fields).sort()).toEqual(['body.avatar', 'body.email', 'body.name', 'body.theme', 'body.wechat']);
    expect((bad.data as { fields: Record<string, string> }).fields['body.wechat']).toContain('WeChat ID dài 6–20 ký tự');
    const long = await t.call('cardSave', { token: owner.token, body: body({ intro: 'x'.repeat(CARD.introMax + 1) }) });
    expect(long.status).toBe(400);
  });

  it('edits my card: a new version; another member editing or deleting it hears 403, nobody without a token', async () => {
    const edited = await t.call<Card>('cardSave', { token: owner.token, body: body({ id: card.id, title: 'Giám đốc kinh doanh', avatar }) });
    expect([edited.status, edited.data.version, edited.data.title, edited.data.code]).toEqual([200, 2, 'Giám đốc kinh doanh', card.code]);
    card = edited.data;
    const theirs = await t.call('cardSave', { token: other.token, lang: 'en', body: body({ id: card.id, name: 'Hijack' }) });
    expect([theirs.status, theirs.message]).toEqual([403, 'You can only edit or delete your own cards']);
    expect((await t.call('cardDelete', { token: other.token, params: { id: card.id } })).status).toBe(403);
    expect((await t.call('cardSave', { body: body() })).status).toBe(401);
    expect((await t.call('cardSave', { token: owner.token, body: body({ id: 999_999 }) })).status).toBe(404);
    const after = await t.db.selectFrom('card').select(['name', 'version']).where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ name: 'Nguyễn Thị Ánh 阮氏映', version: 2 });
  });

  it('keeps at most five cards per member (409 on the sixth)', async () => {
    const extra = await t.newUser();
    for (let i = 0; i < CARD.perUser; i += 1) expect((await t.call('cardSave', { token: extra.token, body: body({ name: `名片 ${i}` }) })).status).toBe(200);
    const sixth = await t.call('cardSave', { token: extra.token, lang: 'en', body: body() });
    expect([sixth.status, sixth.message]).toEqual([409, 'You can keep at most 5 cards of your own; delete one first']);
    const mine = await t.call<{ list: Card[]; total: number; has_more: boolean; next_cursor: string | null }>('cardListUser', { token: extra.token, query: { limit: 2 } });
    expect([mine.data.total, mine.data.list.length, mine.data.has_more, mine.data.list[0]!.name]).toEqual([5, 2, true, '名片 4']);
    const next = await t.call<{ list: Card[] }>('cardListUser', { token: extra.token, query: { limit: 2, cursor: mine.data.next_cursor! } });
    expect(next.data.list.map((c) => c.name)).toEqual(['名片 2', '名片 1']);
    expect((await t.call('cardListUser', {})).status).toBe(401);
  });
});

describe('card/info and card/collect', () => {
  it('anyone reads a card by code; by id only the owner and members who saved it', async () => {
    const guest = await t.call<Card>('cardInfo', { query: { code: card.code.toUpperCase() } });
    expect([guest.status, guest.data.id, guest.data.is_mine, guest.data.phone]).toEqual([200, card.id, false, '+84 901 234 567']);
    expect((await t.call('cardInfo', { query: { id: card.id } })).status).toBe(404);
    expect((await t.call('cardInfoById', { token: other.token, params: { id: card.id } })).status).toBe(404);
    expect((await t.call<Card>('cardInfoById', { token: owner.token, params: { id: card.id } })).data.is_mine).toBe(true);
    expect((await t.call('cardInfo', { query: { code: 'zzzzzzzz' } })).status).toBe(404);
    const both = await t.call('cardInfo', { query: { code: card.code, id: card.id } });
    expect(both.status).toBe(400);
    expect((await t.call('cardInfo', { query: { code: 'abc' } })).status).toBe(400);
  });

  it('saves someone’s card once, lists it, reads it by id, and un-saves it; never my own', async () => {
    const saved = await t.call<{ collected: boolean; collect_count: number }>('cardCollect', { token: other.token, body: { code: card.code } });
    expect(saved.data).toEqual({ collected: true, collect_count: 1 });
    expect((await t.call<{ collect_count: number }>('cardCollect', { token: other.token, body: { code: card.code } })).data.collect_count).toBe(1);
    const list = await t.call<{ list: Card[]; total: number }>('cardCollectList', { token: other.token });
    expect([list.data.total, list.data.list[0]!.id, list.data.list[0]!.collected]).toEqual([1, card.id, true]);
    expect((await t.call<Card>('cardInfoById', { token: other.token, params: { id: card.id } })).data.collected).toBe(true);
    const own = await t.call('cardCollect', { token: owner.token, lang: 'en', body: { code: card.code } });
    expect([own.status, own.message]).toEqual([409, 'This is your own card; there is no need to save it']);
    expect((await t.call('cardCollect', { body: { code: card.code } })).status).toBe(401);
    expect((await t.call('cardCollect', { token: other.token, body: { code: 'zzzzzzzz' } })).status).toBe(404);
    const undo = await t.call<{ collected: boolean; collect_count: number }>('cardCollect', { token: other.token, body: { code: card.code, collect: false } });
    expect(undo.data).toEqual({ collected: false, collect_count: 0 });
    expect((await t.call<{ total: number }>('cardCollectList', { token: other.token })).data.total).toBe(0);
  });
});

describe('short link, PNG and vCard', () => {
  it('/c/<code> redirects to the card’s page', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/c/${card.code}` });
    expect([r.statusCode, r.headers.location]).toEqual([302, `/pagesA/card/detail?code=${card.code}`]);
  });

  it('the PNG is a PNG of 1080 × 648, kept per version (ETag, 304), and unsigned', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/card/png/${card.code}?lang=vi` });
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'image/png']);
    expect(r.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD.pngWidth, CARD.pngHeight]);
    const etag = r.headers.etag as string;
    expect(etag).toBe(`"card-${card.code}-2-vi"`);
    expect((await t.app.inject({ method: 'GET', url: `/api/card/png/${card.code}?lang=vi`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const dl = await t.app.inject({ method: 'GET', url: `/api/card/png/${card.code}?download=1` });
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Nguyễn Thị Ánh 阮氏映.png')}`);
    // A new version is a new picture.
    await t.call('cardSave', { token: owner.token, body: body({ id: card.id, theme: 'ink', avatar }) });
    const again = await t.app.inject({ method: 'GET', url: `/api/card/png/${card.code}?lang=vi`, headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.headers.etag]).toEqual([200, `"card-${card.code}-3-vi"`]);
    expect(again.rawPayload.equals(r.rawPayload)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/card/png/zzzzzzzz' })).statusCode).toBe(404);
  }, 60_000);

  it('the vCard parses as vCard 4.0 with every field back as written', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/card/vcard/${card.code}` });
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'text/vcard; charset=utf-8']);
    const lines = parseVcard(r.body);
    const get = (name: string) => lines.find((l) => l.name === name);
    expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCARD' });
    expect(lines[1]).toMatchObject({ name: 'VERSION', value: '4.0' });
    expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCARD' });
    expect(unescapeText(get('FN')!.value)).toBe('Nguyễn Thị Ánh 阮氏映');
    expect(unescapeText(get('TITLE')!.value)).toBe('Giám đốc; 总经理, Sales');
    expect(unescapeText(get('ORG')!.value)).toBe('海外贸易公司 Công ty TNHH Hải Ngoại');
    expect(unescapeText(get('NOTE')!.value)).toBe('第一行\n第二行, with a comma; and a semicolon \\ backslash');
    expect(get('TEL')!.value).toBe('tel:+84901234567');
    expect(get('TEL')!.params).toEqual({ VALUE: 'uri', TYPE: '"cell,voice"' });
    expect(unescapeText(get('EMAIL')!.value)).toBe('anh@example.com');
    const adr = splitUnescaped(get('ADR')!.value, ';').map(unescapeText);
    expect(adr).toEqual(['', '', '胡志明市第一郡 Lê Lợi 12, Quận 1', '', '', '', '']);
    expect(get('URL')!.value).toBe(card.link);
    expect(get('PHOTO')!.value).toMatch(/\/api\/media\/[0-9a-f]{32}\?w=400&h=400&format=jpeg$/);
    // The escaped title has no bare separator: one component.
    expect(splitUnescaped(get('TITLE')!.value, ';')).toHaveLength(1);
  });

  it('a long value folds at 75 octets without splitting a character', async () => {
    const long = await t.call<Card>('cardSave', { token: other.token, body: body({ intro: '越南语和中文混排的很长的介绍。'.repeat(12) + ' Tiếng Việt có dấu. '.repeat(6) }) });
    const r = await t.app.inject({ method: 'GET', url: `/api/card/vcard/${long.data.code}` });
    const note = parseVcard(r.body).find((l) => l.name === 'NOTE')!;
    expect(unescapeText(note.value)).toBe(long.data.intro);
    expect(r.body.split('\r\n').filter((l) => l.startsWith(' ')).length).toBeGreaterThan(5);
  });

  it('a deleted card: its page, PNG, vCard and short-link page are gone; only its owner deletes it', async () => {
    const gone = await t.call<Card>('cardSave', { token: other.token, body: body({ name: 'Tạm thời' }) });
    expect((await t.call('cardDelete', { token: owner.token, params: { id: gone.data.id } })).status).toBe(403);
    expect((await t.call('cardDelete', { token: other.token, params: { id: gone.data.id } })).data).toEqual({ id: gone.data.id });
    expect((await t.call('cardInfo', { query: { code: gone.data.code } })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/card/png/${gone.data.code}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/card/vcard/${gone.data.code}` })).statusCode).toBe(404);
    expect((await t.call('cardDelete', { token: other.token, params: { id: gone.data.id } })).status).toBe(404);
  });
});
