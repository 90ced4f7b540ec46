import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Account security: one lockout per account however it is named, one spelling of a phone number everywhere
 * (E.164), and registration that tells nobody which numbers are members.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Login = { token: string; user: { id: number; area_code: string | null; mobile: string | null } };

let seq = 0;
const ip = () => `10.60.${Math.floor(++seq / 250) % 250}.${seq % 250}`;
/** A fresh Chinese mobile number (11 digits, valid for libphonenumber). */
const freshMobile = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

async function register(areaCode: string, mobile: string, password = 'Passw0rd!x') {
  const from = ip();
  const sent = await t.call('smsCode', { body: { area_code: areaCode, mobile, purpose: 'register' }, ip: from });
  expect(sent.code, sent.message).toBe(200);
  const { code } = await lastCode();
  const r = await t.call<Login>('accountRegister', { body: { area_code: areaCode, mobile, code, password }, ip: from, lang: 'en' });
  return r;
}

/** Ages the number's codes past the one-a-minute wait. */
const pastResendWait = (mobile: string) => t.db.updateTable('sms_code').set({ created_at: new Date(Date.now() - 120_000) } as never).where('mobile', '=', mobile).execute();

/** The newest SMS code written, whatever spelling of the number it was stored under. */
async function lastCode() {
  return t.db.selectFrom('sms_outbox').select(['code', 'area_code', 'mobile']).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('password lockout counts per account, however it is named', () => {
  it('five wrong passwords with the bare number lock the number with its area code too', async () => {
    const mobile = freshMobile();
    expect((await register('86', mobile, 'Right-pass-1')).code).toBe(200);
    for (let i = 0; i < 5; i++) await t.call('login', { body: { account: mobile, password: `wrong-${i}-pass` }, ip: ip() });
    const right = await t.call('login', { body: { account: mobile, area_code: '86', password: 'Right-pass-1' }, ip: ip(), lang: 'en' });
    expect(right.status).toBe(429);
    expect(right.message).toMatch(/Too many wrong passwords/);
    // And with another spelling of the area code, and with the whole number.
    expect((await t.call('login', { body: { account: mobile, area_code: '0086', password: 'Right-pass-1' }, ip: ip() })).status).toBe(429);
    expect((await t.call('accountLogin', { body: { account: `+86${mobile}`, password: 'Right-pass-1' }, ip: ip() })).status).toBe(429);
  });

  it('wrong passwords in both forms add up: five in all lock the account', async () => {
    const mobile = freshMobile();
    expect((await register('86', mobile, 'Right-pass-2')).code).toBe(200);
    for (let i = 0; i < 3; i++) await t.call('login', { body: { account: mobile, area_code: '86', password: `wrong-${i}-pass` }, ip: ip() });
    for (let i = 0; i < 2; i++) await t.call('login', { body: { account: mobile, password: `wrong-x${i}-pass` }, ip: ip() });
    expect((await t.call('login', { body: { account: mobile, password: 'Right-pass-2' }, ip: ip() })).status).toBe(429);
  });

  it('a username and the mobile number of one account share the lock', async () => {
    const mobile = freshMobile();
    const r = await register('86', mobile, 'Right-pass-3');
    const username = `lock_${seq}_user`;
    expect((await t.call('putUser', { token: r.data.token, body: { username } })).code).toBe(200);
    for (let i = 0; i < 5; i++) await t.call('login', { body: { account: username.toUpperCase(), password: `wrong-${i}-pass` }, ip: ip() });
    expect((await t.call('login', { body: { account: mobile, area_code: '86', password: 'Right-pass-3' }, ip: ip() })).status).toBe(429);
  });

  it('an unknown account answers exactly like a known one, attempt by attempt', async () => {
    const known = freshMobile();
    expect((await register('86', known, 'Right-pass-4')).code).toBe(200);
    const unknown = freshMobile();
    const answers = async (mobile: string) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await t.call('login', { body: { account: mobile, password: `wrong-${i}-pass` }, ip: ip(), lang: 'en' });
        out.push(`${r.status} ${r.message}`);
      }
      for (const areaCode of ['86', '0086']) {
        const r = await t.call('login', { body: { account: mobile, area_code: areaCode, password: 'wrong-last-pass' }, ip: ip(), lang: 'en' });
        out.push(`${r.status} ${r.message.replace(/\d+ min/, 'N min')}`);
      }
      return out;
    };
    const forKnown = await answers(known);
    expect(forKnown.slice(0, 4)).toEqual(Array(4).fill('400 Wrong account or password'));
    expect(forKnown[4]).toMatch(/^429 /);
    expect(await answers(unknown)).toEqual(forKnown);
  });
});

describe('phone numbers have one spelling (E.164)', () => {
  it('86, 086 and 0086 share one SMS window', async () => {
    const mobile = freshMobile();
    const from = ip();
    expect((await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'login' }, ip: from })).code).toBe(200);
    for (const areaCode of ['086', '0086']) {
      const again = await t.call('smsCode', { body: { area_code: areaCode, mobile, purpose: 'login' }, ip: from, lang: 'en' });
      expect(again.status, areaCode).toBe(429);
    }
    expect(await t.db.selectFrom('sms_code').select(['area_code', 'mobile']).where('mobile', '=', mobile).execute()).toEqual([{ area_code: '86', mobile }]);
  });

  it('one phone, one account: 0086 finds the account registered under 86', async () => {
    const mobile = freshMobile();
    const first = await register('86', mobile);
    expect(first.code).toBe(200);
    await pastResendWait(mobile);
    const second = await register('0086', mobile);
    expect(second.status).toBe(409);
    expect(second.message).toMatch(/already registered/);
    // Logging in by SMS code with another spelling logs into the same account (no second one is made).
    const from = ip();
    await t.call('smsCode', { body: { area_code: '086', mobile, purpose: 'login' }, ip: from });
    const viaCode = await t.call<Login>('login', { body: { area_code: '086', mobile, code: (await lastCode()).code }, ip: from });
    expect(viaCode.code).toBe(200);
    expect(viaCode.data.user.id).toBe(first.data.user.id);
    expect(await t.db.selectFrom('app_user').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);
  });

  it('stores the national number without its trunk prefix, and finds it typed either way', async () => {
    const r = await register('084', '0987654321', 'Vietnam-pass-1');
    expect(r.code).toBe(200);
    expect(r.data.user).toMatchObject({ area_code: '84', mobile: '987654321' });
    for (const body of [{ account: '0987654321' }, { account: '987654321', area_code: '84' }, { account: '0987654321', area_code: '0084' }, { account: '+84987654321' }]) {
      const login = await t.call<Login>('login', { body: { ...body, password: 'Vietnam-pass-1' }, ip: ip() });
      expect(login.code, JSON.stringify(body)).toBe(200);
      expect(login.data.user.id).toBe(r.data.user.id);
    }
  });

  it('changing the mobile: another spelling of a taken number is taken, and the stored number is normalised', async () => {
    const taken = freshMobile();
    expect((await register('86', taken)).code).toBe(200);
    const mover = await register('86', freshMobile());
    const from = ip();
    await t.call('smsCode', { body: { area_code: '0086', mobile: taken, purpose: 'bind' }, ip: from });
    const clash = await t.call('putUserMobile', { token: mover.data.token, body: { area_code: '0086', mobile: taken, code: (await lastCode()).code }, lang: 'en' });
    expect(clash.status).toBe(400);
    expect((clash.data as { fields: Record<string, string> }).fields['body.mobile']).toMatch(/already registered/);

    const next = freshMobile();
    await t.call('smsCode', { body: { area_code: '086', mobile: `0${next}`, purpose: 'bind' }, ip: ip() });
    const moved = await t.call<Login['user']>('putUserMobile', { token: mover.data.token, body: { area_code: '086', mobile: `0${next}`, code: (await lastCode()).code } });
    expect(moved.code, moved.message).toBe(200);
    expect(moved.data).toMatchObject({ area_code: '86', mobile: next });
  });
});

describe('an account whose number the E.164 migration moved aside', () => {
  it('still logs in with its password by that number, and verifies a number again to get one', async () => {
    const mobile = freshMobile();
    const keeper = await register('86', mobile, 'Keeper-pass-1');
    const moved = await t.db
      .insertInto('app_user')
      .values({ area_code: null, mobile: null, nickname: 'moved', password_hash: await hashPassword('Moved-pass-1'), lang: 'zh', site_area_id: null, username: null, email: null, avatar: null, birthday: null, openid: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('app_user_mobile_aside').values({ user_id: moved.id, area_code: '86', mobile, e164: `+86${mobile}`, typed_area_code: '0086', typed_mobile: mobile, kept_by: keeper.data.user.id }).execute();

    const asMoved = await t.call<Login>('login', { body: { account: mobile, area_code: '0086', password: 'Moved-pass-1' }, ip: ip() });
    expect(asMoved.code).toBe(200);
    expect(asMoved.data.user).toMatchObject({ id: moved.id, mobile: null });
    const asKeeper = await t.call<Login>('login', { body: { account: mobile, password: 'Keeper-pass-1' }, ip: ip() });
    expect(asKeeper.data.user.id).toBe(keeper.data.user.id);

    const next = freshMobile();
    await t.call('smsCode', { body: { area_code: '86', mobile: next, purpose: 'bind' }, ip: ip() });
    const bound = await t.call<Login['user']>('putUserMobile', { token: asMoved.data.token, body: { area_code: '86', mobile: next, code: (await lastCode()).code } });
    expect(bound.data).toMatchObject({ area_code: '86', mobile: next });
    expect(await t.db.selectFrom('app_user_mobile_aside').select('user_id').where('user_id', '=', moved.id).execute()).toEqual([]);
  });
});

describe('registering does not reveal members', () => {
  it('a wrong code answers a registered number and a new one alike', async () => {
    const member = freshMobile();
    expect((await register('86', member)).code).toBe(200);
    const stranger = freshMobile();
    const answers = [];
    for (const mobile of [member, stranger]) {
      const from = ip();
      await t.call('smsCode', { body: { area_code: '86', mobile, purpose: 'register' }, ip: from });
      const r = await t.call('accountRegister', { body: { area_code: '86', mobile, code: '000000', password: 'Another-pass1' }, ip: from, lang: 'en' });
      answers.push({ status: r.status, message: r.message, data: r.data });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(400);
    // Without any code sent at all: alike too.
    const [a, b] = [
      await t.call('accountRegister', { body: { area_code: '86', mobile: member, code: '123456', password: 'Another-pass1' }, ip: ip() }),
      await t.call('accountRegister', { body: { area_code: '86', mobile: freshMobile(), code: '123456', password: 'Another-pass1' }, ip: ip() }),
    ];
    expect([a.status, a.message]).toEqual([b.status, b.message]);
  });

  it('limits registration attempts per IP with a 429', async () => {
    const from = '10.61.0.1';
    let last;
    for (let i = 0; i < 25 && last?.status !== 429; i++) {
      last = await t.call('accountRegister', { body: { area_code: '86', mobile: freshMobile(), code: '123456', password: 'Another-pass1' }, ip: from, lang: 'en' });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect((last!.data as { retry_after: number }).retry_after).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await t.call('accountRegister', { body: { area_code: '86', mobile: freshMobile(), code: '123456', password: 'Another-pass1' }, ip: '10.61.0.2' });
    expect(other.status).toBe(400);
  });
});
