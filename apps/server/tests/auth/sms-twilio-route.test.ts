import { SMS } from '@haiwai/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsMessages } from '../../src/modules/auth/sms-messages.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startTwilioStandIn, twilioErrors, type StandInReply, type TwilioStandIn } from '../support/twilio-standin.js';

/** POST /api/smsCode with SMS_PROVIDER=twilio, the server's Twilio client pointed at the local stand-in. */

const FROM = '+15017122661';
let twilio: TwilioStandIn;
let t: TestApp;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await startTestApp({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: FROM,
    TWILIO_API_BASE: twilio.url,
    SEED_DEMO: 'false',
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
beforeEach(() => twilio.reset());

let seq = 0;
/** A fresh Vietnamese mobile (typed with its trunk 0) and caller IP per use, so limits of one test never touch another. */
function fresh() {
  seq += 1;
  const n = String(seq).padStart(2, '0');
  return { areaCode: '84', mobile: `09123450${n}`, e164: `+849123450${n}`, ip: `10.77.0.${seq}` };
}

const ask = (p: { areaCode: string; mobile: string; ip: string }, lang = 'zh', purpose = 'login') =>
  t.call<{ expires_in: number; resend_in: number; fields?: Record<string, string> }>('smsCode', { body: { area_code: p.areaCode, mobile: p.mobile, purpose }, lang, ip: p.ip });

const codeIn = (body: string | undefined) => /\b(\d{6})\b/.exec(body ?? '')?.[1];
// By the caller's IP (one per test): how the number itself is stored is the accounts' business.
const storedCodes = (ip: string) => t.db.selectFrom('sms_code').select('id').where('ip', '=', ip).execute();

describe('sending a code through Twilio', () => {
  it('sends the code in the request language with its validity, To in E.164, and the code logs in', async () => {
    const p = fresh();
    const r = await ask(p, 'vi');
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ expires_in: SMS.codeTtlSeconds, resend_in: SMS.resendSeconds });
    const [sent] = twilio.messages();
    expect(sent).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`, auth: { user: twilio.accountSid, password: twilio.authToken } });
    expect(sent!.form).toMatchObject({ To: p.e164, From: FROM, ValidityPeriod: String(SMS.codeTtlSeconds) });
    const code = codeIn(sent!.form.Body);
    expect(sent!.form.Body).toBe(`Mã xác minh: ${code}, có hiệu lực 5 phút. Bỏ qua nếu bạn không yêu cầu.`);
    // Sent for real: the development outbox stays empty.
    expect(await t.db.selectFrom('sms_outbox').select('id').execute()).toEqual([]);
    const login = await t.call<{ token: string }>('login', { body: { area_code: p.areaCode, mobile: p.mobile, code }, ip: p.ip });
    expect(login.status).toBe(200);
    expect(login.data.token).toEqual(expect.any(String));
  });

  it('writes the text in Chinese and English for those languages', async () => {
    const zh = fresh();
    await ask(zh, 'zh');
    const zhBody = twilio.messages()[0]!.form.Body!;
    expect(zhBody).toBe(`【海外通】您的验证码是 ${codeIn(zhBody)}，5 分钟内有效。如非本人操作请忽略。`);
    const en = fresh();
    await ask(en, 'en');
    const enBody = twilio.messages()[1]!.form.Body!;
    expect(enBody).toBe(`Your verification code is ${codeIn(enBody)}, valid for 5 minutes. Ignore this message if you did not ask for it.`);
  });

  it('keeps the one-a-minute wait after a code that was sent', async () => {
    const p = fresh();
    expect((await ask(p)).status).toBe(200);
    const again = await ask(p, 'en');
    expect(again.status).toBe(429);
    expect(twilio.messages()).toHaveLength(1);
  });
});

describe('when Twilio refuses', () => {
  const en = smsMessages.en;
  const cases: Array<[string, (to: string) => StandInReply, number, string, boolean]> = [
    ['21211 invalid number', twilioErrors.invalidTo, 400, en['sms.bad_number'], true],
    ['21614 not a mobile number', twilioErrors.notMobile, 400, en['sms.cannot_receive'], true],
    ['21608 unverified number on a trial account', twilioErrors.unverifiedTrial, 400, en['sms.cannot_receive'], true],
    ['21408 country not enabled', twilioErrors.geoPermission, 400, en['sms.cannot_receive'], true],
    ['20003 authentication error (401)', () => twilioErrors.authenticate(), 503, en['sms.unavailable'], false],
    ['20429 too many requests (429)', () => twilioErrors.tooManyRequests(), 503, en['sms.unavailable'], false],
    ['20500 internal error (500)', () => twilioErrors.internal(), 503, en['sms.unavailable'], false],
    ['502 from a proxy, HTML body', () => twilioErrors.badGateway(), 503, en['sms.unavailable'], false],
    ['a dropped connection', () => ({ drop: true }), 503, en['sms.unavailable'], false],
  ];
  for (const [name, reply, status, message, marksField] of cases) {
    it(`${name}: ${status} "${message}", no code kept, and an immediate retry goes out`, async () => {
      const p = fresh();
      twilio.script(p.e164, [reply(p.e164)]);
      const r = await ask(p, 'en');
      expect(r.status).toBe(status);
      expect(r.code).toBe(status);
      expect(r.message).toBe(message);
      expect(r.data).toEqual(marksField ? { fields: { 'body.mobile': message } } : null);
      expect(await storedCodes(p.ip)).toEqual([]);
      // Not counted as sent: no one-a-minute wait, the next request reaches Twilio (which now accepts it).
      const retry = await ask(p, 'en');
      expect(retry.status).toBe(200);
      expect(twilio.messages()).toHaveLength(2);
      expect(await storedCodes(p.ip)).toHaveLength(1);
    });
  }

  it('tells the caller in their language (zh, vi)', async () => {
    const p = fresh();
    twilio.scriptAll(twilioErrors.internal());
    expect((await ask(p, 'zh')).message).toBe('短信服务暂时不可用，请稍后再试');
    expect((await ask(p, 'vi')).message).toBe('Dịch vụ SMS tạm thời không khả dụng, vui lòng thử lại sau');
    twilio.scriptAll(twilioErrors.notMobile(p.e164));
    expect((await ask(p, 'zh')).message).toBe('该号码无法接收短信，请换一个手机号');
  });

  it('does not leave the undelivered code valid: the code Twilio was asked to send does not log in', async () => {
    const p = fresh();
    twilio.script(p.e164, [twilioErrors.internal()]);
    expect((await ask(p)).status).toBe(503);
    const undelivered = codeIn(twilio.messages()[0]!.form.Body);
    expect(undelivered).toMatch(/^\d{6}$/);
    const login = await t.call('login', { body: { area_code: p.areaCode, mobile: p.mobile, code: undelivered }, lang: 'en', ip: p.ip });
    expect(login.status).toBe(400);
    expect(login.message).toMatch(/wrong or has expired/);
  });

  it('does not use up the hourly cap: more failed sends than the cap, then a code still goes out', async () => {
    const p = fresh();
    const failures = SMS.maxPerPhonePerHour + 1;
    twilio.script(p.e164, Array.from({ length: failures }, () => twilioErrors.tooManyRequests()));
    for (let i = 0; i < failures; i += 1) expect((await ask(p)).status).toBe(503);
    expect((await ask(p)).status).toBe(200);
    expect(twilio.messages()).toHaveLength(failures + 1);
  });
});
