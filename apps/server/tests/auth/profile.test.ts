import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Self = { id: number; nickname: string; bio: string; gender: number; birthday: string | null; email: string | null; mobile: string; site_area_id: number | null; lang: string; real_name_status: string };
const fields = (r: { data: unknown }) => (r.data as { fields: Record<string, string> }).fields;

describe('profile', () => {
  it('edits the profile on both paths and ignores unknown fields', async () => {
    const u = await t.newUser();
    const r = await t.call<Self>('putUser', { token: u.token, body: { nickname: '新名字', bio: '喜欢爬山', gender: 1, birthday: '1990-05-01', email: 'a@b.co', lang: 'en', role: 'super_admin' } });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ nickname: '新名字', bio: '喜欢爬山', gender: 1, birthday: '1990-05-01', email: 'a@b.co', lang: 'en' });
    expect((r.data as unknown as { role: string }).role).toBe('member');
    const r2 = await t.call<Self>('updateUser', { token: u.token, body: { nickname: '再改' } });
    expect(r2.data.nickname).toBe('再改');
  });

  it('rejects bad profile values and leaves the stored profile unchanged', async () => {
    const u = await t.newUser({ nickname: '原名' });
    const r = await t.call('putUser', { token: u.token, lang: 'en', body: { nickname: '', birthday: '1990/05/01', gender: 7, email: 'nope', site_area_id: 'x' } });
    expect(r.status).toBe(400);
    expect(fields(r)).toMatchObject({ 'body.birthday': 'Use the format YYYY-MM-DD', 'body.gender': 'Must be at most 2', 'body.email': 'Invalid email address' });
    const me = await t.call<Self>('getUser', { token: u.token });
    expect(me.data.nickname).toBe('原名');
    const badArea = await t.call('putUser', { token: u.token, lang: 'en', body: { site_area_id: 99999 } });
    expect(badArea.status).toBe(400);
    expect(fields(badArea)['body.site_area_id']).toBe('Site area not found');
  });

  it('requires a token', async () => {
    expect((await t.call('putUser', { body: { nickname: 'x' } })).status).toBe(401);
    expect((await t.call('putUserPassword', { body: { old_password: 'x', new_password: 'yyyyyyyy' } })).status).toBe(401);
    expect((await t.call('putUserMobile', { body: { area_code: '86', mobile: '13000000000', code: '123456' } })).status).toBe(401);
    expect((await t.call('userVerifyPost', { body: {} })).status).toBe(401);
    expect((await t.call('logoutUser', { body: { password: 'x' } })).status).toBe(401);
  });
});

describe('password', () => {
  it('changes with the old password, logging out other sessions', async () => {
    const u = await t.newUser({ password: 'Old-pass-1' });
    const other = await t.call<{ token: string }>('login', { body: { account: u.mobile, password: 'Old-pass-1' }, ip: '10.20.0.1' });
    const wrong = await t.call('putUserPassword', { token: u.token, lang: 'en', body: { old_password: 'not-it', new_password: 'New-pass-1' } });
    expect(wrong.status).toBe(400);
    expect(fields(wrong)['body.old_password']).toBe('The current password is wrong');
    const ok = await t.call('putUserPassword', { token: u.token, body: { old_password: 'Old-pass-1', new_password: 'New-pass-1' } });
    expect(ok.code).toBe(200);
    expect((await t.call('getUser', { token: u.token })).code).toBe(200);
    expect((await t.call('getUser', { token: other.data.token })).status).toBe(401);
    expect((await t.call('login', { body: { account: u.mobile, password: 'New-pass-1' }, ip: '10.20.0.2' })).code).toBe(200);
  });

  it('resets with an SMS code sent to the own number', async () => {
    const u = await t.newUser();
    await t.db.updateTable('sms_code').set({ created_at: new Date(Date.now() - 120_000) } as never).where('mobile', '=', u.mobile).execute();
    await t.call('smsCode', { body: { area_code: '86', mobile: u.mobile, purpose: 'reset' }, ip: '10.21.0.1' });
    const { code } = await t.latestSms(u.mobile);
    const r = await t.call('putUserPassword', { token: u.token, body: { code, new_password: 'Reset-pass-1' } });
    expect(r.code).toBe(200);
  });
});

describe('mobile', () => {
  it('moves to a new number verified by a code sent to it; a taken number is refused', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    // The code is checked first (nobody learns another member's number without that phone).
    await t.call('smsCode', { body: { area_code: '86', mobile: b.mobile, purpose: 'bind' }, ip: '10.22.0.2' });
    const taken = await t.call('putUserMobile', { token: a.token, lang: 'en', body: { area_code: '86', mobile: b.mobile, code: (await t.latestSms(b.mobile)).code } });
    expect(taken.status).toBe(400);
    expect(fields(taken)['body.mobile']).toMatch(/already registered/);
    await t.call('smsCode', { body: { area_code: '84', mobile: '909123456', purpose: 'bind' }, ip: '10.22.0.1' });
    const { code } = await t.latestSms('909123456', '84');
    const r = await t.call<Self>('putUserMobile', { token: a.token, body: { area_code: '84', mobile: '909123456', code } });
    expect(r.code).toBe(200);
    expect(r.data.mobile).toBe('909123456');
  });
});

describe('real-name verification', () => {
  it('submits, shows pending with a masked number, refuses a second submission while pending', async () => {
    const u = await t.newUser();
    expect((await t.call('userVerifyGet', { token: u.token })).data).toBeNull();
    const r = await t.call<{ status: string; id_number_masked: string }>('userVerifyPost', {
      token: u.token,
      body: { real_name: '王小明', id_type: 'passport', id_number: 'E12345678', photos: [`/api/media/${'a'.repeat(32)}`, `/api/media/${'b'.repeat(32)}`] },
    });
    expect(r.code).toBe(200);
    expect(r.data.status).toBe('pending');
    expect(r.data.id_number_masked).toBe('E12****78');
    const me = await t.call<Self>('getUser', { token: u.token });
    expect(me.data.real_name_status).toBe('pending');
    const again = await t.call('userVerifyPost', { token: u.token, lang: 'en', body: { real_name: '王小明', id_type: 'passport', id_number: 'E12345678', photos: [`/api/media/${'a'.repeat(32)}`, `/api/media/${'b'.repeat(32)}`] } });
    expect(again.status).toBe(409);
  });
  it('validates the form', async () => {
    const u = await t.newUser();
    const r = await t.call('userVerifyPost', { token: u.token, lang: 'en', body: { real_name: 'A', id_type: 'visa', id_number: '!!', photos: ['one'] } });
    expect(r.status).toBe(400);
    expect(Object.keys(fields(r))).toEqual(expect.arrayContaining(['body.real_name', 'body.id_type', 'body.id_number', 'body.photos']));
  });
  it('one user never sees another’s verification', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    await t.call('userVerifyPost', { token: a.token, body: { real_name: '李四', id_type: 'id_card', id_number: '110101199001011234', photos: [`/api/media/${'a'.repeat(32)}`, `/api/media/${'b'.repeat(32)}`] } });
    expect((await t.call('userVerifyGet', { token: b.token })).data).toBeNull();
  });
});

describe('other people', () => {
  it('shows a public profile without private fields; 404 for unknown or closed accounts', async () => {
    const u = await t.newUser({ nickname: '公开的人' });
    const r = await t.call<Record<string, unknown>>('getOtherPeopleUser', { params: { id: u.id } });
    expect(r.data).toMatchObject({ id: u.id, nickname: '公开的人', verified: false });
    expect(r.data).not.toHaveProperty('mobile');
    expect(r.data).not.toHaveProperty('ws_token');
    expect((await t.call('getOtherPeopleUser', { params: { id: 999999 } })).status).toBe(404);
    expect((await t.call('getOtherPeopleUser', { params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('closing an account', () => {
  it('needs the password, revokes sessions, hides the profile and frees the number', async () => {
    const u = await t.newUser({ password: 'Close-me-1' });
    const wrong = await t.call('logoutUser', { token: u.token, body: { password: 'nope' } });
    expect(wrong.status).toBe(400);
    const ok = await t.call('logoutUser', { token: u.token, body: { password: 'Close-me-1' } });
    expect(ok.code).toBe(200);
    expect((await t.call('getUser', { token: u.token })).status).toBe(401);
    expect((await t.call('getOtherPeopleUser', { params: { id: u.id } })).status).toBe(404);
    const relogin = await t.call('login', { body: { account: u.mobile, password: 'Close-me-1' }, ip: '10.23.0.1' });
    expect(relogin.status).toBe(400);
  });
});

describe('area codes', () => {
  it('lists area codes in the request language, 86 first', async () => {
    const r = await t.call<Array<{ code: string; name: string }>>('areaCode', { lang: 'en' });
    expect(r.data[0]).toMatchObject({ code: '86', name: 'China' });
    expect(r.data.map((a) => a.code)).toEqual(expect.arrayContaining(['84', '855', '66', '60', '63', '971']));
  });
});
