import { randomInt } from 'node:crypto';
import { CODE, SMS, type Lang, type SmsPurpose } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, fieldError, tooMany } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import { normalisePhone } from '../../core/phone.js';
import type { DB } from '../../db/schema.js';
import { sha256 } from './tokens.js';

export interface SmsMessage {
  areaCode: string;
  mobile: string;
  /** The destination in E.164, as gateways want it. */
  to: string;
  purpose: SmsPurpose;
  code: string;
  body: string;
}

/** Where texts go. A real gateway implements this; the built-in one writes to a table and the log. */
export interface SmsProvider {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}

/**
 * Why a gateway did not take a message, as much as the caller needs to know: the number is not a phone
 * number at all, this number cannot get texts (landline, blocked, a country the account may not send to),
 * or the gateway itself is down, refusing our credentials or throttling us. Providers throw this; anything
 * else they throw is treated like `unavailable` after the code is withdrawn.
 */
export type SmsFailureKind = 'bad_number' | 'cannot_receive' | 'unavailable';

export class SmsSendError extends Error {
  constructor(readonly kind: SmsFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/** What the caller of POST /api/smsCode is told when the gateway refused (docs/sms.md, error mapping). */
export function smsRefusal(kind: SmsFailureKind): AppError {
  if (kind === 'bad_number') return fieldError('body.mobile', 'sms.bad_number');
  if (kind === 'cannot_receive') return fieldError('body.mobile', 'sms.cannot_receive');
  return new AppError(CODE.UNAVAILABLE, 'sms.unavailable');
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly db: Kysely<DB>, private readonly log: FastifyBaseLogger) {}
  async send(msg: SmsMessage) {
    await this.db
      .insertInto('sms_outbox')
      .values({ area_code: msg.areaCode, mobile: msg.mobile, purpose: msg.purpose, code: msg.code, body: msg.body, provider: this.name })
      .execute();
    this.log.info({ sms: { to: msg.to, purpose: msg.purpose, code: msg.code } }, 'sms outbox');
  }
}

/**
 * Codes: 6 digits, 5 minutes, single use, at most 5 wrong tries. Limits are counted from the sms_code table
 * itself, so they hold across API nodes without any extra store.
 */
export class SmsService {
  constructor(private readonly db: Kysely<DB>, private readonly provider: SmsProvider, private readonly secret: string) {}

  #hash(areaCode: string, mobile: string, code: string) {
    return sha256(`${this.secret}:${areaCode}:${mobile}:${code}`);
  }

  async send(input: { areaCode: string; mobile: string; purpose: SmsPurpose; ip: string; lang: Lang }) {
    const { areaCode, mobile, purpose, ip, lang } = input;
    const now = Date.now();
    await this.#checkLimits(areaCode, mobile, purpose, ip, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await this.db
      .insertInto('sms_code')
      .values({
        area_code: areaCode,
        mobile,
        purpose,
        code_hash: this.#hash(areaCode, mobile, code),
        ip,
        expires_at: new Date(now + SMS.codeTtlSeconds * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const to = normalisePhone(areaCode, mobile)?.e164 ?? `+${areaCode}${mobile}`;
    const body = t(lang, 'sms.code_text', { code, minutes: Math.round(SMS.codeTtlSeconds / 60) });
    try {
      await this.provider.send({ areaCode, mobile, to, purpose, code, body });
    } catch (err) {
      // Never delivered: the code must not stay valid, and must not count against the one-a-minute wait or
      // the hourly caps (they are counted from this table), so the person can ask again at once.
      await this.db.deleteFrom('sms_code').where('id', '=', row.id).execute();
      throw err instanceof SmsSendError ? smsRefusal(err.kind) : err;
    }
    return { expires_in: SMS.codeTtlSeconds, resend_in: SMS.resendSeconds };
  }

  async #checkLimits(areaCode: string, mobile: string, purpose: SmsPurpose, ip: string, now: number) {
    const [last, phoneHour, ipHour] = await Promise.all([
      // The one-a-minute wait is per purpose: a login code just sent must not block the reset code a
      // person asks for next. The hourly caps below count every purpose.
      this.db.selectFrom('sms_code').select('created_at').where('area_code', '=', areaCode).where('mobile', '=', mobile)
        .where('purpose', '=', purpose).orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
      this.db.selectFrom('sms_code').select([sql<number>`count(*)::int`.as('n'), sql<Date>`min(created_at)`.as('first')])
        .where('area_code', '=', areaCode).where('mobile', '=', mobile).where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('sms_code').select([sql<number>`count(*)::int`.as('n'), sql<Date>`min(created_at)`.as('first')])
        .where('ip', '=', ip).where('created_at', '>', sql<Date>`now() - interval '1 hour'`).executeTakeFirstOrThrow(),
    ]);
    if (last) {
      const wait = SMS.resendSeconds - Math.floor((now - new Date(last.created_at).getTime()) / 1000);
      if (wait > 0) throw tooMany('sms.resend_wait', wait);
    }
    const untilHour = (first: Date | null) => Math.max(1, 3600 - Math.floor((now - new Date(first ?? now).getTime()) / 1000));
    if (phoneHour.n >= SMS.maxPerPhonePerHour) throw tooMany('sms.phone_limit', untilHour(phoneHour.first));
    if (ipHour.n >= SMS.maxPerIpPerHour) throw tooMany('sms.ip_limit', untilHour(ipHour.first));
  }

  /** Consumes the newest live code for this phone and purpose, or throws a 400 the user can act on. */
  async consume(input: { areaCode: string; mobile: string; purpose: SmsPurpose; code: string; field?: string }) {
    const { areaCode, mobile, purpose, code } = input;
    const row = await this.db
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('area_code', '=', areaCode)
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw badRequest('sms.code_invalid');
    if (row.attempts >= SMS.maxVerifyAttempts) throw badRequest('sms.too_many_attempts');
    if (row.code_hash !== this.#hash(areaCode, mobile, code)) {
      await this.db.updateTable('sms_code').set({ attempts: sql`attempts + 1` }).where('id', '=', row.id).execute();
      throw badRequest(row.attempts + 1 >= SMS.maxVerifyAttempts ? 'sms.too_many_attempts' : 'sms.code_invalid');
    }
    // The used_at guard makes two racing requests with the same code succeed at most once.
    const used = await this.db.updateTable('sms_code').set({ used_at: new Date() }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw badRequest('sms.code_invalid');
  }
}
