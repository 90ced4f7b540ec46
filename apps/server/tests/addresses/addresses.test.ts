import type { Address } from '@haiwai/contracts/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/** My address book (docs/logistics.md): the owner only, one default, phones in one spelling, validation. */
let t: TestApp;
let me: { token: string; id: number };
let other: { token: string; id: number };
type Page = { list: Address[]; total: number; next_cursor: string | null; has_more: boolean };

const body = (over: Record<string, unknown> = {}) => ({ recipient: '林小姐', area_code: '084', mobile: '0909123456', area: '胡志明市 第七郡', street: '阮良鹏路 88 号', lat: 10.7295, lng: 106.7187, ...over });
const save = (who: { token: string } | null, b: Record<string, unknown>, lang = 'zh') => t.call<Address>('addressSave', { token: who?.token ?? null, body: b, lang });
const list = (who: { token: string }, query: Record<string, string | number> = {}) => t.call<Page>('addressList', { token: who.token, query });

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
  me = await t.newUser({ nickname: '寄件人' });
  other = await t.newUser({ nickname: '别人' });
});
afterAll(() => t.close());

describe('address book', () => {
  it('saves an address with the phone in one spelling; the first is the default', async () => {
    const r = await save(me, body());
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ recipient: '林小姐', area_code: '84', mobile: '909123456', phone: '+84 909123456', lat: 10.7295, lng: 106.7187, is_default: true });
    const second = await save(me, body({ recipient: '林建国', area_code: '86', mobile: '13912345678', area: '广州市 天河区', lat: null, lng: null }));
    expect(second.data).toMatchObject({ is_default: false, lat: null, phone: '+86 13912345678' });
    const page = await list(me);
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((a) => a.recipient)).toEqual(['林建国', '林小姐']);
  });

  it('moves the default, edits, pages, and deletes (the newest left becomes the default)', async () => {
    const [newest, first] = (await list(me)).data.list;
    const d = await t.call<Address>('addressDefault', { token: me.token, params: { id: newest!.id } });
    expect(d.data.is_default).toBe(true);
    expect((await t.call<Address>('addressInfo', { token: me.token, params: { id: first!.id } })).data.is_default).toBe(false);
    const edited = await save(me, body({ id: first!.id, street: '阮良鹏路 99 号', is_default: true }));
    expect(edited.data).toMatchObject({ street: '阮良鹏路 99 号', is_default: true });
    expect((await list(me)).data.list.filter((a) => a.is_default).map((a) => a.id)).toEqual([first!.id]);
    const one = await list(me, { limit: 1 });
    expect(one.data.has_more).toBe(true);
    const rest = await list(me, { limit: 1, cursor: one.data.next_cursor! });
    expect(rest.data.list[0]!.id).toBe(first!.id);
    expect((await t.call('addressDelete', { token: me.token, params: { id: first!.id } })).status).toBe(200);
    const left = (await list(me)).data.list;
    expect(left.map((a) => [a.id, a.is_default])).toEqual([[newest!.id, true]]);
  });

  it('refuses bad input with the field named, in the reader’s language', async () => {
    const bad = await save(me, body({ recipient: '', mobile: 'abc' }), 'en');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toMatch(/recipient|mobile/);
    const half = await save(me, body({ lng: null }), 'en');
    expect(half.status).toBe(400);
    expect(half.message).toContain('latitude and longitude');
    expect((await save(me, body({ lat: 91 }))).status).toBe(400);
  });

  it('is nobody else’s: another member gets 404 on read, edit, default and delete; no token 401', async () => {
    const mine = (await list(me)).data.list[0]!;
    expect((await t.call('addressInfo', { token: other.token, params: { id: mine.id } })).status).toBe(404);
    expect((await save(other, body({ id: mine.id }))).status).toBe(404);
    expect((await t.call('addressDefault', { token: other.token, params: { id: mine.id } })).status).toBe(404);
    expect((await t.call('addressDelete', { token: other.token, params: { id: mine.id } })).status).toBe(404);
    expect((await list(other)).data.total).toBe(0);
    expect((await t.call('addressList', {})).status).toBe(401);
    expect((await save(null, body())).status).toBe(401);
    expect((await t.call<Address>('addressInfo', { token: me.token, params: { id: mine.id } })).data.street).toBe('阮良鹏路 88 号');
  });
});
