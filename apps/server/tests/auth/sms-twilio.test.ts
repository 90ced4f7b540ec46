import { Writable } from 'node:stream';
import { SMS } from '@haiwai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsSendError, type SmsMessage } from '../../src/modules/auth/sms.js';
import { TwilioSmsProvider, type TwilioSmsSettings } from '../../src/modules/auth/sms-twilio.js';
import { newMessagingServiceSid, startTwilioStandIn, twilioErrors, type StandInReply, type TwilioStandIn } from '../support/twilio-standin.js';

/** The Twilio adapter alone, against the local stand-in of Twilio's API (no database). */

let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(() => twilio.close());
beforeEach(() => twilio.reset());

function capturingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, lines };
}

function provider(over: Partial<TwilioSmsSettings> = {}, log = capturingLog().log) {
  return new TwilioSmsProvider({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+15017122661', apiBase: twilio.url, ...over }, log);
}

const msg = (to: string, over: Partial<SmsMessage> = {}): SmsMessage => ({
  areaCode: '84',
  mobile: to.slice(3),
  to,
  purpose: 'login',
  code: '482913',
  body: 'Mã xác minh của bạn là 482913, có hiệu lực trong 5 phút.',
  ...over,
});

async function failure(p: TwilioSmsProvider, to: string): Promise<SmsSendError> {
  const err = await p.send(msg(to)).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('Twilio adapter: the request it sends', () => {
  it('POSTs the Messages resource of the account with Basic auth and a form-encoded To, From and Body', async () => {
    await provider().send(msg('+84912345678'));
    expect(twilio.requests).toHaveLength(1);
    const [req] = twilio.requests;
    expect(req).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
      auth: { user: twilio.accountSid, password: twilio.authToken },
    });
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req!.form).toEqual({
      To: '+84912345678',
      From: '+15017122661',
      Body: 'Mã xác minh của bạn là 482913, có hiệu lực trong 5 phút.',
      ValidityPeriod: String(SMS.codeTtlSeconds),
    });
  });

  it('sends through a Messaging Service by its SID, without a From, and takes its "accepted" answer', async () => {
    const service = newMessagingServiceSid();
    await provider({ from: undefined, messagingServiceSid: service }).send(msg('+6591234567'));
    expect(twilio.requests[0]!.form).toMatchObject({ To: '+6591234567', MessagingServiceSid: service });
    expect(twilio.requests[0]!.form.From).toBeUndefined();
  });

  it('accepts an alphanumeric sender id as From', async () => {
    await provider({ from: 'Haiwai' }).send(msg('+60123456789'));
    expect(twilio.requests[0]!.form.From).toBe('Haiwai');
  });

  it('logs the message sid and a masked number, never the code or the whole number', async () => {
    const { log, lines } = capturingLog();
    await provider({}, log).send(msg('+84912345678'));
    const line = lines.find((l) => l.msg === 'sms sent');
    expect(line?.sms).toMatchObject({ provider: 'twilio', to: '+849*****678', purpose: 'login', sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: 'queued' });
    expect(JSON.stringify(lines)).not.toContain('482913');
    expect(JSON.stringify(lines)).not.toContain('912345678');
  });

  it('refuses to be built without a sender', () => {
    expect(() => provider({ from: undefined })).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
  });
});

describe('Twilio adapter: what each documented error becomes', () => {
  const cases: Array<[string, (to: string) => StandInReply, SmsSendError['kind'], 'info' | 'warn' | 'error']> = [
    ['21211 invalid To (400)', twilioErrors.invalidTo, 'bad_number', 'info'],
    ['21211 in the RFC 9457 shape (400)', twilioErrors.problemInvalidTo, 'bad_number', 'info'],
    ['21614 not a mobile number (400)', twilioErrors.notMobile, 'cannot_receive', 'info'],
    ['21610 unsubscribed recipient (400)', () => twilioErrors.unsubscribed(), 'cannot_receive', 'info'],
    ['21608 unverified number on a trial account (400)', twilioErrors.unverifiedTrial, 'cannot_receive', 'error'],
    ['21408 country not enabled (400)', twilioErrors.geoPermission, 'cannot_receive', 'error'],
    ['21606 From not usable (400)', () => twilioErrors.badFrom('+15017122661'), 'unavailable', 'error'],
    ['20003 authentication (401)', () => twilioErrors.authenticate(), 'unavailable', 'error'],
    ['20429 too many requests (429)', () => twilioErrors.tooManyRequests(), 'unavailable', 'warn'],
    ['20500 internal error (500)', () => twilioErrors.internal(), 'unavailable', 'warn'],
    ['502 with an HTML page', () => twilioErrors.badGateway(), 'unavailable', 'warn'],
    ['a dropped connection', () => ({ drop: true }), 'unavailable', 'warn'],
  ];
  for (const [name, reply, kind, level] of cases) {
    it(`${name} → ${kind}, logged at ${level}`, async () => {
      const to = '+84912000111';
      twilio.script(to, reply(to));
      const { log, lines } = capturingLog();
      const err = await failure(provider({}, log), to);
      expect(err.kind).toBe(kind);
      const line = lines.find((l) => l.msg === `sms not sent: ${kind}`);
      expect(line?.level).toBe(pino.levels.values[level]);
      expect(line?.sms).toMatchObject({ to: '+849*****111' });
    });
  }

  it('keeps Twilio’s code, status and message in the log line for the operator', async () => {
    const to = '+84912000222';
    twilio.script(to, twilioErrors.unverifiedTrial(to));
    const { log, lines } = capturingLog();
    await failure(provider({}, log), to);
    expect(lines.at(-1)?.twilio).toMatchObject({ status: 400, code: 21608, message: expect.stringContaining('is unverified'), more_info: 'https://www.twilio.com/docs/errors/21608' });
  });

  it('a wrong auth token is refused by the stand-in itself (20003) and becomes unavailable', async () => {
    const err = await failure(provider({ authToken: 'f'.repeat(32) }), '+84912345678');
    expect(err.kind).toBe('unavailable');
    expect(err.message).toBe('Authenticate');
    expect(twilio.requests[0]!.auth?.password).toBe('f'.repeat(32));
  });

  it('a number that is not E.164 is refused by the stand-in (21211) and becomes bad_number', async () => {
    const err = await failure(provider(), '0912345678');
    expect(err.kind).toBe('bad_number');
    expect(err.message).toBe("The 'To' number 0912345678 is not a valid phone number.");
  });

  it('gives up after its timeout when Twilio does not answer', async () => {
    const to = '+84912000333';
    twilio.script(to, { hang: true });
    const started = Date.now();
    const err = await failure(provider({ timeoutMs: 300 }), to);
    expect(err.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports unavailable when nothing listens at the API address', async () => {
    const closed = await startTwilioStandIn();
    await closed.close();
    const err = await failure(provider({ apiBase: closed.url }), '+84912345678');
    expect(err.kind).toBe('unavailable');
  });
});
