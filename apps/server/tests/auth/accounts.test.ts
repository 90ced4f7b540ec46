import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Login = { token: string; refresh_token: string; expires_in: number; user: { id: number; nickname: string; ws_token: string; ws_user_id: string; role: string; admin_site_area_ids: number[] } };

describe('register and log in', () => {
  it('registers with an SMS code, then logs in with password on both API families', async () => {
    const u = await t.newUser({ password: 'S3cret-pass', nickname: '阿明' });
    expect(u.user.ws_token).toMatch(/^wst_/);
    const a = await t.call<Login>('login', { body: { account: u.mobile, area_code: '86', password: 'S3cret-pass' }, ip: '10.2.0.1' });
    expect(a.code).toBe(200);
    expect(a.data.user).toMatchObject({ id: u.id, nickname: '阿明', ws_user_id: String(u.id) });
    const b = await t.call<Login>('accountLogin', { body: { account: u.mobile, password: 'S3cret-pass' }, ip: '10.2.0.1' });
    expect(b.code).toBe(200);
    expect(b.data.token).not.toBe(a.data.token);
  });

  it('logs in by password with an overseas number, with or without its area code', async () => {
    for (const [areaCode, password] of [['84', 'Saigon-pass-1'], ['66', 'Bangkok-pass-1']] as const) {
      await t.call('smsCode', { body: { area_code: areaCode, mobile: '912345678', purpose: 'register' }, ip: `10.2.1.${areaCode}` });
      const { code } = await t.latestSms('912345678', areaCode);
      expect((await t.call('accountRegister', { body: { area_code: areaCode, mobile: '912345678', code, password } })).code).toBe(200);
    }
    // The same local number in two countries: the password tells the accounts apart.
    const vn = await t.call<Login>('login', { body: { account: '912345678', password: 'Saigon-pass-1' }, ip: '10.2.1.9' });
    const th = await t.call<Login>('login', { body: { account: '912345678', password: 'Bangkok-pass-1' }, ip: '10.2.1.9' });
    expect(vn.code).toBe(200);
    expect(th.code).toBe(200);
    expect(vn.data.user.id).not.toBe(th.data.user.id);
    const scoped = await t.call<Login>('login', { body: { account: '912345678', area_code: '66', password: 'Saigon-pass-1' }, ip: '10.2.1.9' });
    expect(scoped.status).toBe(400);
  });

  it('refuses a second registration of the same number with 409 (once the code proves the phone)', async () => {
    const u = await t.newUser();
    // Past the one-a-minute wait after the code that registered it.
    await t.db.updateTable('sms_code').set({ created_at: new Date(Date.now() - 120_000) } as never).where('mobile', '=', u.mobile).execute();
    await t.call('smsCode', { body: { area_code: '86', mobile: u.mobile, purpose: 'register' }, ip: '10.2.0.9' });
    const { code } = await t.latestSms(u.mobile);
    const r = await t.call('accountRegister', { body: { area_code: '86', mobile: u.mobile, code, password: 'Another-pass1' }, lang: 'en' });
    expect(r.status).toBe(409);
    expect(r.message).toMatch(/already registered/);
  });

  it('validates registration input field by field', async () => {
    const r = await t.call('accountRegister', { body: { area_code: '86', mobile: '1390000', code: '12', password: 'short' }, lang: 'en' });
    expect(r.status).toBe(400);
    const f = (r.data as { fields: Record<string, string> }).fields;
    expect(f['body.code']).toBe('The code has 6 digits');
    expect(f['body.password']).toBe('At least 8 characters');
    const long = await t.call('accountRegister', { body: { area_code: '86', mobile: '13900000000', code: '123456', password: 'x'.repeat(129), nickname: 'n'.repeat(33) }, lang: 'en' });
    expect((long.data as { fields: Record<string, string> }).fields).toMatchObject({ 'body.password': 'At most 128 characters', 'body.nickname': 'At most 32 characters' });
    const wrongType = await t.call('accountRegister', { body: { area_code: 86, mobile: 13900000000 }, lang: 'en' });
    expect((wrongType.data as { fields: Record<string, string> }).fields['body.mobile']).toMatch(/Wrong type/);
  });

  it('logs in with an SMS code, creating the account on first use', async () => {
    const mobile = '13712345678';
    await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'login' }, ip: '10.3.0.1' });
    const { code } = await t.latestSms(mobile);
    const r = await t.call<Login>('login', { body: { area_code: '86', mobile, code } });
    expect(r.code).toBe(200);
    expect(r.data.user.nickname).toBe('用户5678');
    // single use
    const again = await t.call('login', { body: { area_code: '86', mobile, code }, lang: 'en' });
    expect(again.status).toBe(400);
    expect(again.message).toMatch(/wrong or has expired/);
  });

  it('rejects a wrong password without saying which part was wrong', async () => {
    const r = await t.call('login', { body: { account: 'member', password: 'nope-nope' }, lang: 'en', ip: '10.4.0.1' });
    expect(r.status).toBe(400);
    expect(r.message).toBe('Wrong account or password');
    const unknown = await t.call('login', { body: { account: 'nobody_here', password: 'nope-nope' }, lang: 'en', ip: '10.4.0.1' });
    expect(unknown.message).toBe('Wrong account or password');
  });

  it('demo accounts exist: member, publisher, regional admins and a super admin', async () => {
    const admin = await t.call<Login>('login', { body: { account: 'admin_bangkok', password: DEMO_PASSWORD }, ip: '10.5.0.1' });
    expect(admin.data.user.role).toBe('admin');
    expect(admin.data.user.admin_site_area_ids).toHaveLength(1);
    const sa = await t.call<Login>('login', { body: { account: 'superadmin', password: DEMO_PASSWORD }, ip: '10.5.0.1' });
    expect(sa.data.user.role).toBe('super_admin');
    const pub = await t.call<Login>('login', { body: { account: 'publisher', password: DEMO_PASSWORD }, ip: '10.5.0.1' });
    expect(pub.data.user.role).toBe('publisher');
  });
});

describe('rate limits', () => {
  it('locks an account after 5 wrong passwords with a clear 429', async () => {
    const u = await t.newUser();
    let last;
    for (let i = 0; i < 5; i++) last = await t.call('login', { body: { account: u.mobile, password: 'wrong-pass' }, lang: 'en', ip: `10.6.0.${i}` });
    expect(last!.status).toBe(429);
    expect(last!.message).toMatch(/Too many wrong passwords/);
    expect(last!.headers['retry-after']).toBeTruthy();
    const right = await t.call('login', { body: { account: u.mobile, password: u.password }, lang: 'en', ip: '10.6.1.1' });
    expect(right.status).toBe(429);
  });

  it('limits SMS: one per minute per phone, five per hour per phone, twenty per hour per IP', async () => {
    const first = await t.call('smsCode', { body: { area_code: '86', mobile: '13600000001' }, ip: '10.7.0.1' });
    expect(first.code).toBe(200);
    const again = await t.call('smsCode', { body: { area_code: '86', mobile: '13600000001' }, ip: '10.7.0.2', lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.message).toMatch(/you can request another in \d+ s/);
    // Per-phone hourly budget: age the earlier codes past the resend window.
    for (let i = 0; i < 4; i++) {
      await t.db.updateTable('sms_code').set({ created_at: new Date(Date.now() - 61_000 * (i + 2)) } as never).where('mobile', '=', '13600000001').execute();
      const r = await t.call('smsCode', { body: { area_code: '86', mobile: '13600000001' }, ip: `10.7.1.${i}` });
      expect(r.code).toBe(200);
    }
    await t.db.updateTable('sms_code').set({ created_at: new Date(Date.now() - 120_000) } as never).where('mobile', '=', '13600000001').execute();
    const sixth = await t.call('smsCode', { body: { area_code: '86', mobile: '13600000001' }, ip: '10.7.2.1', lang: 'en' });
    expect(sixth.status).toBe(429);
    expect(sixth.message).toMatch(/Too many codes for this number/);
    // Per-IP budget
    for (let i = 0; i < 20; i++) await t.call('smsCode', { body: { area_code: '86', mobile: `1350000${String(i).padStart(4, '0')}` }, ip: '10.7.9.9' });
    const over = await t.call('smsCode', { body: { area_code: '86', mobile: '13500009999' }, ip: '10.7.9.9', lang: 'en' });
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/Too many code requests/);
  });

  it('waits a minute between codes of one purpose, not across purposes', async () => {
    const mobile = '13600000077';
    expect((await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'login' }, ip: '10.7.5.1' })).code).toBe(200);
    expect((await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'reset' }, ip: '10.7.5.1' })).code).toBe(200);
    expect((await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'login' }, ip: '10.7.5.1' })).status).toBe(429);
  });

  it('expires codes after 5 minutes and stops after 5 wrong tries', async () => {
    const mobile = '13400000001';
    await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'login' }, ip: '10.8.0.1' });
    const { code } = await t.latestSms(mobile);
    for (let i = 0; i < 5; i++) await t.call('login', { body: { area_code: '86', mobile, code: code === '000000' ? '111111' : '000000' } });
    const locked = await t.call('login', { body: { area_code: '86', mobile, code }, lang: 'en' });
    expect(locked.message).toMatch(/Too many wrong codes/);

    const m2 = '13400000002';
    await t.call('smsCode', { body: { area_code: '86', mobile: m2, purpose: 'login' }, ip: '10.8.0.2' });
    const sms2 = await t.latestSms(m2);
    expect(sms2.body).toContain('5 分钟');
    await t.db.updateTable('sms_code').set({ expires_at: new Date(Date.now() - 1000) }).where('mobile', '=', m2).execute();
    const expired = await t.call('login', { body: { area_code: '86', mobile: m2, code: sms2.code }, lang: 'en' });
    expect(expired.status).toBe(400);
  });
});

describe('sessions', () => {
  it('rejects calls without a token, with a revoked token and with an expired token', async () => {
    const none = await t.call('getUser', { lang: 'en' });
    expect(none.status).toBe(401);
    expect(none.message).toBe('Please log in first');
    const u = await t.newUser();
    expect((await t.call('getUser', { token: u.token })).code).toBe(200);
    await t.db.updateTable('session').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', u.id).execute();
    const expired = await t.call('getUser', { token: u.token, lang: 'en' });
    expect(expired.status).toBe(401);
    expect(expired.message).toMatch(/expired/);
  });

  it('refreshes tokens with rotation; the old refresh token is dead afterwards', async () => {
    const u = await t.newUser();
    const r = await t.call<Login>('refreshToken', { body: { refresh_token: u.refreshToken } });
    expect(r.code).toBe(200);
    expect((await t.call('getUser', { token: r.data.token })).code).toBe(200);
    expect((await t.call('getUser', { token: u.token })).status).toBe(401);
    const reuse = await t.call('refreshToken', { body: { refresh_token: u.refreshToken } });
    expect(reuse.status).toBe(401);
  });

  it('logout revokes only this session', async () => {
    const u = await t.newUser();
    const other = await t.call<Login>('login', { body: { account: u.mobile, password: u.password }, ip: '10.9.9.1' });
    expect((await t.call('logout', { token: u.token })).code).toBe(200);
    expect((await t.call('getUser', { token: u.token })).status).toBe(401);
    expect((await t.call('getUser', { token: other.data.token })).code).toBe(200);
  });

  it('stores tokens hashed, never in clear', async () => {
    const u = await t.newUser();
    const rows = await t.db.selectFrom('session').select(['token_hash', 'refresh_hash']).where('user_id', '=', u.id).execute();
    expect(rows[0]!.token_hash).not.toContain(u.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const pw = await t.db.selectFrom('app_user').select('password_hash').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(pw.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('chat token', () => {
  it('user-info includes ws_token; rotation gives a new one', async () => {
    const u = await t.newUser();
    const info = await t.call<{ ws_token: string }>('userInfo', { token: u.token });
    expect(info.data.ws_token).toBe(u.user.ws_token);
    const rot = await t.call<{ ws_token: string }>('rotateWsToken', { token: u.token });
    expect(rot.data.ws_token).not.toBe(u.user.ws_token);
    const after = await t.call<{ ws_token: string }>('getUser', { token: u.token });
    expect(after.data.ws_token).toBe(rot.data.ws_token);
    expect((await t.call('rotateWsToken')).status).toBe(401);
  });
});

describe('loginOpenid', () => {
  it('answers a clear error when WeChat is not configured', async () => {
    const r = await t.call('loginOpenid', { body: { code: 'abc' }, lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.message).toMatch(/WeChat login is not set up/);
    expect((await t.call('loginOpenid', { body: {} })).status).toBe(400);
  });
});
