import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { OutboxSmsProvider, smsRefusal } from './sms.js';
import { smsMessages } from './sms-messages.js';
import { createSmsProvider } from './sms-providers.js';
import { classifyTwilioError, maskPhone, TwilioSmsProvider } from './sms-twilio.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const SERVICE = `MG${'fedcba9876543210'.repeat(2)}`;
const twilioEnv = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'x'.repeat(32), TWILIO_FROM: '+15017122661' };
const configError = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('SMS settings', () => {
  it('accepts Twilio with a sender number, an alphanumeric sender id or a Messaging Service', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...twilioEnv }).SMS_PROVIDER).toBe('twilio');
    expect(loadConfig({ NODE_ENV: 'test', ...twilioEnv, TWILIO_FROM: 'Haiwai Tong' }).TWILIO_FROM).toBe('Haiwai Tong');
    expect(loadConfig({ NODE_ENV: 'test', ...twilioEnv, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: SERVICE }).TWILIO_MESSAGING_SERVICE_SID).toBe(SERVICE);
  });

  it('names every missing Twilio setting', () => {
    const message = configError({ SMS_PROVIDER: 'twilio' });
    expect(message).toContain('TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio');
    expect(message).toContain('TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio');
    expect(message).toContain('TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID): required when SMS_PROVIDER=twilio');
    expect(configError({ ...twilioEnv, TWILIO_AUTH_TOKEN: '' })).toMatch(/^Invalid configuration:\n {2}TWILIO_AUTH_TOKEN: required/);
  });

  it('refuses malformed SIDs, senders and API bases, naming the variable, without echoing the token', () => {
    expect(configError({ ...twilioEnv, TWILIO_ACCOUNT_SID: 'SK123' })).toContain('TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits');
    expect(configError({ ...twilioEnv, TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toContain('TWILIO_MESSAGING_SERVICE_SID: must be MG');
    expect(configError({ ...twilioEnv, TWILIO_FROM: '0912345678' })).toContain('TWILIO_FROM: must be an E.164 number');
    expect(configError({ ...twilioEnv, TWILIO_FROM: 'ABCDEFGHIJKL' })).toContain('TWILIO_FROM');
    expect(configError({ ...twilioEnv, TWILIO_API_BASE: 'http://127.0.0.1:9/2010-04-01' })).toContain('TWILIO_API_BASE: must be an origin');
    expect(configError({ ...twilioEnv, TWILIO_ACCOUNT_SID: 'nope' })).not.toContain('x'.repeat(32));
  });

  it('refuses an SMS provider it does not know', () => {
    expect(configError({ SMS_PROVIDER: 'nexmo' })).toContain('SMS_PROVIDER');
  });
});

function recordingLog() {
  const warnings: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => undefined } as unknown as FastifyBaseLogger;
  return { log, warnings };
}
const database = { db: {} } as unknown as Database;
const configOf = (env: Record<string, string>): Config => loadConfig({ SIGN_KEY: 'a-production-sign-key', TOKEN_SECRET: 'a-production-token-secret', ...env });

describe('choosing the provider', () => {
  it('builds the Twilio adapter for SMS_PROVIDER=twilio', () => {
    const { log } = recordingLog();
    expect(createSmsProvider({ config: configOf({ NODE_ENV: 'test', ...twilioEnv }), database, log })).toBeInstanceOf(TwilioSmsProvider);
  });

  it('keeps the outbox by default, silently in development and test', () => {
    const { log, warnings } = recordingLog();
    expect(createSmsProvider({ config: configOf({ NODE_ENV: 'development' }), database, log })).toBeInstanceOf(OutboxSmsProvider);
    expect(warnings).toEqual([]);
  });

  it('starts with the outbox in production (the demo) but warns loudly that no phone gets a code', () => {
    const { log, warnings } = recordingLog();
    expect(createSmsProvider({ config: configOf({ NODE_ENV: 'production' }), database, log })).toBeInstanceOf(OutboxSmsProvider);
    expect(String(warnings[0]?.[0])).toMatch(/SMS_PROVIDER=outbox in production: .*NOT sent to any phone/);
  });

  it('warns when TWILIO_API_BASE sends production texts somewhere else than Twilio', () => {
    const { log, warnings } = recordingLog();
    createSmsProvider({ config: configOf({ NODE_ENV: 'production', ...twilioEnv, TWILIO_API_BASE: 'http://127.0.0.1:4010' }), database, log });
    expect(String(warnings[0]?.[1])).toMatch(/TWILIO_API_BASE is set in production/);
  });
});

describe('Twilio errors', () => {
  const rest = (status: number, code?: number, message = 'm') => Object.assign(new Error(message), { status, code, moreInfo: `https://www.twilio.com/docs/errors/${code}` });

  it('sorts documented codes into bad number, cannot receive and unavailable', () => {
    const kinds = [
      [rest(400, 21211), 'bad_number', 'info'],
      [rest(400, 21217), 'bad_number', 'info'],
      [rest(400, 21614), 'cannot_receive', 'info'],
      [rest(400, 21612), 'cannot_receive', 'info'],
      [rest(400, 21610), 'cannot_receive', 'info'],
      [rest(400, 21608), 'cannot_receive', 'error'],
      [rest(400, 21408), 'cannot_receive', 'error'],
      [rest(400, 21606), 'unavailable', 'error'],
      [rest(401, 20003), 'unavailable', 'error'],
      [rest(404, 20404), 'unavailable', 'error'],
      [rest(429, 20429), 'unavailable', 'warn'],
      [rest(500, 20500), 'unavailable', 'warn'],
      [rest(503), 'unavailable', 'warn'],
      [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }), 'unavailable', 'warn'],
      ['not even an error', 'unavailable', 'warn'],
    ] as const;
    for (const [err, kind, level] of kinds) expect(classifyTwilioError(err), JSON.stringify(err)).toMatchObject({ kind, level });
  });

  it('keeps what the operator needs in the detail', () => {
    expect(classifyTwilioError(rest(400, 21211, "The 'To' number +84 is not a valid phone number.")).detail).toEqual({
      status: 400,
      code: 21211,
      message: "The 'To' number +84 is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyTwilioError(refused).detail).toEqual({ message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' });
  });

  it('becomes a 400 on the mobile field or a 503 for the caller, with messages in three languages', () => {
    expect(smsRefusal('bad_number')).toMatchObject({ code: 400, key: 'sms.bad_number', fields: { 'body.mobile': 'sms.bad_number' } });
    expect(smsRefusal('cannot_receive')).toMatchObject({ code: 400, key: 'sms.cannot_receive' });
    expect(smsRefusal('unavailable')).toMatchObject({ code: 503, key: 'sms.unavailable' });
    for (const lang of ['en', 'vi'] as const) expect(Object.keys(smsMessages[lang])).toEqual(Object.keys(smsMessages.zh));
    for (const lang of ['zh', 'en', 'vi'] as const) expect(smsMessages[lang]['sms.code_text']).toMatch(/\{code\}.*\{minutes\}/);
  });

  it('writes each code text to fit one SMS segment (70 characters in UCS-2, 160 in GSM-7)', () => {
    for (const lang of ['zh', 'en', 'vi'] as const) {
      const text = smsMessages[lang]['sms.code_text'].replace('{code}', '123456').replace('{minutes}', '5');
      const gsm = /^[A-Za-z0-9 .,:;!?'()@£$¥èéùìòÇØøÅå_ÆæßÉ\-+\/"#%&*<=>\n]*$/.test(text);
      expect([...text].length, lang).toBeLessThanOrEqual(gsm ? 160 : 70);
    }
  });

  it('masks numbers in logs', () => {
    expect(maskPhone('+8613712345678')).toBe('+861*******678');
    expect(maskPhone('+6591234567')).toBe('+659****567');
    expect(maskPhone('+12345')).toBe('+*****');
  });
});
