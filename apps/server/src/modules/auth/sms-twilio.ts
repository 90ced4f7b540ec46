import { SMS } from '@haiwai/contracts';
import type { FastifyBaseLogger } from 'fastify';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { SmsSendError, type SmsFailureKind, type SmsMessage, type SmsProvider } from './sms.js';

/**
 * Twilio Programmable Messaging (POST /2010-04-01/Accounts/{AccountSid}/Messages.json) through the official
 * `twilio` package. One account sends to Vietnam, Thailand, Malaysia, Singapore and the rest of the region;
 * docs/sms.md says how it is set up, which Twilio errors mean what, and how it is tested.
 */
export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 or an alphanumeric sender id (where the destination country allows one). */
  from?: string;
  /** A Messaging Service, which picks the sender per country from its pool. */
  messagingServiceSid?: string;
  /** Tests only: an origin (http://127.0.0.1:port) that stands in for https://api.twilio.com. */
  apiBase?: string;
  /** How long one request may take before the send counts as failed. */
  timeoutMs?: number;
}

export const TWILIO_TIMEOUT_MS = 10_000;

/**
 * The package has no base-URL setting (region and edge only pick another twilio.com host), so a stand-in is
 * reached through its documented `httpClient` option: this RequestClient keeps Twilio's path and query and
 * swaps the origin.
 */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #origin: URL;
  constructor(origin: string, timeout: number) {
    super({ timeout, keepAlive: false });
    this.#origin = new URL(origin);
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    target.protocol = this.#origin.protocol;
    target.host = this.#origin.host;
    return super.request({ ...opts, uri: target.href });
  }
}

export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  readonly #client: twilio.Twilio;

  constructor(private readonly settings: TwilioSmsSettings, private readonly log: FastifyBaseLogger) {
    if (!settings.from && !settings.messagingServiceSid) throw new Error('Twilio needs a sender: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    const timeout = settings.timeoutMs ?? TWILIO_TIMEOUT_MS;
    this.#client = twilio(settings.accountSid, settings.authToken, {
      timeout,
      ...(settings.apiBase ? { httpClient: new RebasedRequestClient(settings.apiBase, timeout) } : {}),
    });
  }

  async send(msg: SmsMessage): Promise<void> {
    const { from, messagingServiceSid } = this.settings;
    const about = { provider: this.name, to: maskPhone(msg.to), purpose: msg.purpose };
    try {
      const sent = await this.#client.messages.create({
        to: msg.to,
        body: msg.body,
        ...(from ? { from } : {}),
        ...(messagingServiceSid ? { messagingServiceSid } : {}),
        // A code is worth nothing once expired: Twilio drops the text rather than deliver it late.
        validityPeriod: SMS.codeTtlSeconds,
      });
      this.log.info({ sms: { ...about, sid: sent.sid, status: sent.status } }, 'sms sent');
    } catch (err) {
      const failure = classifyTwilioError(err);
      this.log[failure.level]({ sms: about, twilio: failure.detail }, `sms not sent: ${failure.kind}`);
      throw new SmsSendError(failure.kind, failure.detail.message, { cause: err });
    }
  }
}

/** Twilio error codes (https://www.twilio.com/docs/api/errors) that are about the destination number. */
const BAD_NUMBER = new Set([
  21211, // Invalid 'To' phone number
  21217, // Phone number does not appear to be valid
  21401, // Invalid phone number
]);
const CANNOT_RECEIVE = new Set([
  21407, // This phone number type does not support SMS
  21610, // The recipient replied STOP (unsubscribed)
  21612, // The 'To' number is not currently reachable via SMS
  21614, // 'To' number is not a valid mobile number (landline)
  21635, // 'To' number cannot be a landline
]);
/** The caller is told the number cannot receive texts, but the operator has to act: logged as errors. */
const ACCOUNT_LIMITS = new Set([
  21408, // Permission to send to this country (geo permission) is not enabled
  21608, // Trial account: the number is not a verified caller id
]);

export interface TwilioFailure {
  kind: SmsFailureKind;
  /** info: the person's number; warn: Twilio busy or down, passes; error: our account or setup needs fixing. */
  level: 'info' | 'warn' | 'error';
  detail: { status?: number; code?: number | string; message: string; more_info?: string };
}

/**
 * What a failed `messages.create` means. The package throws RestException (legacy body: status, code,
 * message, more_info) or TwilioServiceException (RFC 9457 body: status, code, detail) for an HTTP answer
 * outside 2xx, and the transport's own error (no HTTP status) for a refused connection or a timeout.
 */
export function classifyTwilioError(err: unknown): TwilioFailure {
  const e = (err ?? {}) as { status?: unknown; code?: unknown; message?: unknown; moreInfo?: unknown; detail?: unknown };
  const message = String(e.detail ?? e.message ?? err);
  if (typeof e.status !== 'number') {
    return { kind: 'unavailable', level: 'warn', detail: { message, ...(typeof e.code === 'string' ? { code: e.code } : {}) } };
  }
  const status = e.status;
  const code = typeof e.code === 'number' ? e.code : undefined;
  const detail = { status, ...(code !== undefined ? { code } : {}), message, ...(typeof e.moreInfo === 'string' ? { more_info: e.moreInfo } : {}) };
  if (code !== undefined && BAD_NUMBER.has(code)) return { kind: 'bad_number', level: 'info', detail };
  if (code !== undefined && CANNOT_RECEIVE.has(code)) return { kind: 'cannot_receive', level: 'info', detail };
  if (code !== undefined && ACCOUNT_LIMITS.has(code)) return { kind: 'cannot_receive', level: 'error', detail };
  // Throttled (429 / 20429) or Twilio's own trouble (5xx): passes, the person may simply ask again.
  if (status === 429 || status >= 500) return { kind: 'unavailable', level: 'warn', detail };
  // Credentials (401 / 20003), a sender Twilio will not use (21606, 21212...) or anything unexpected: our side.
  return { kind: 'unavailable', level: 'error', detail };
}

/** +8613712345678 → +861*******678: enough to follow one person's trouble in the log, not the number. */
export function maskPhone(e164: string): string {
  if (e164.length <= 7) return e164.replace(/\d/g, '*');
  return e164.slice(0, 4) + '*'.repeat(e164.length - 7) + e164.slice(-3);
}
