import { rechargeCountry, splitRechargeNumber } from '@haiwai/contracts/recharge/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AirtimeFailure, AirtimeProvider, TopUpRequest, TopUpResult } from './airtime.js';
import { pickReloadlyOperator, type ReloadlyOperator } from './reloadly-operators.js';

/**
 * Reloadly's Airtime API (docs/recharge.md): an OAuth client-credentials token from the auth host for the
 * environment's audience, reused until shortly before it expires; `POST /topups` in the operator's local
 * currency with the order number as `customIdentifier`, which Reloadly refuses to use twice, so a top-up
 * retried after a crash or a lost answer is found again (`GET /topups/reports/transactions?customIdentifier=`)
 * instead of sent twice; `GET /topups/{transactionId}/status` while it is PROCESSING.
 */
export interface ReloadlySettings {
  clientId: string;
  clientSecret: string;
  /** https://topups.reloadly.com (live) or https://topups-sandbox.reloadly.com: the token's audience. */
  audience: string;
  authUrl: string;
  apiUrl: string;
  /** How long one HTTP request may take. */
  timeoutMs?: number;
  /** Tests: the clock tokens expire by. */
  now?: () => number;
}

export const RELOADLY_TIMEOUT_MS = 15_000;
const ACCEPT = 'application/com.reloadly.topups-v1+json';
/** A token is renewed this long before Reloadly says it expires (clock skew, a request in flight). */
const TOKEN_MARGIN_MS = 60_000;
/** Reloadly's operator list changes rarely; ids are looked up again after this. */
const OPERATORS_TTL_MS = 6 * 3600_000;

/** The request never reached the API (no token, refused connection before sending). */
class NotSent extends Error {}
/** Sent, but no answer came back (timeout, connection dropped): the top-up may or may not exist. */
class NoAnswer extends Error {}

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

const SUCCESS = 'SUCCESSFUL';
const PROCESSING = 'PROCESSING';

const REASONS: Record<string, AirtimeFailure> = {
  INVALID_RECIPIENT_PHONE: 'invalid_number',
  INVALID_PHONE_NUMBER: 'invalid_number',
  COULD_NOT_AUTO_DETECT_OPERATOR: 'invalid_number',
  INVALID_AMOUNT: 'amount_not_accepted',
  INVALID_AMOUNT_FOR_OPERATOR: 'amount_not_accepted',
  OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE: 'operator_unavailable',
  OPERATOR_NOT_IN_SERVICE: 'operator_unavailable',
  COUNTRY_NOT_SUPPORTED: 'operator_unavailable',
  PHONE_RECENTLY_RECHARGED: 'recently_recharged',
  TOPUP_TRANSACTION_FAILED: 'operator_refused',
};

export class ReloadlyAirtimeProvider implements AirtimeProvider {
  readonly name = 'reloadly';
  #token: { value: string; renewAt: number } | null = null;
  #tokenRequest: Promise<string> | null = null;
  readonly #operators = new Map<string, { at: number; list: ReloadlyOperator[] }>();
  readonly #now: () => number;

  constructor(private readonly settings: ReloadlySettings, private readonly log: FastifyBaseLogger) {
    this.#now = settings.now ?? Date.now;
  }

  async topUp(req: TopUpRequest): Promise<TopUpResult> {
    const about = { provider: this.name, requestId: req.requestId, operator: req.operatorId, to: maskPhone(req.phoneE164) };
    const country = rechargeCountry(req.countryCode);
    const split = splitRechargeNumber(req.phoneE164);
    if (!country || split?.callingCode !== country.callingCode) return this.#failed(about, null, 'invalid_number', 'number and country do not match');
    let operatorId: number | undefined;
    try {
      operatorId = await this.#reloadlyOperatorId(req);
    } catch (err) {
      return this.#failed(about, null, 'provider_unavailable', (err as Error).message, 'error');
    }
    if (operatorId === undefined) return this.#failed(about, null, 'operator_unavailable', `Reloadly sells no airtime of ${req.operatorId}`);
    let answer: ApiAnswer;
    try {
      answer = await this.#api('POST', '/topups', {
        operatorId,
        amount: req.amountMinor / 10 ** country.decimals,
        useLocalAmount: true,
        customIdentifier: req.requestId,
        recipientPhone: { countryCode: country.iso, number: split.national },
      });
    } catch (err) {
      if (err instanceof NoAnswer) {
        // It may have been made: settle it later by its custom identifier.
        this.log.warn({ airtime: about, err: err.message }, 'top-up sent, no answer: checking again later');
        return { status: 'pending', providerRef: `cid:${req.requestId}` };
      }
      return this.#failed(about, null, 'provider_unavailable', (err as Error).message, 'error');
    }
    if (answer.status === 200 || answer.status === 201) return this.#fromTransaction(answer.body, about);
    if (isDuplicateReference(answer)) {
      const existing = await this.#byCustomIdentifier(req.requestId).catch(() => undefined);
      if (existing) return this.#fromTransaction(existing, about);
      return { status: 'pending', providerRef: `cid:${req.requestId}` };
    }
    if (answer.status >= 500) return { status: 'pending', providerRef: `cid:${req.requestId}` };
    const code = String(answer.body.errorCode ?? '');
    const reason = REASONS[code] ?? 'provider_unavailable';
    return this.#failed(about, null, reason, `${answer.status} ${code}: ${String(answer.body.message ?? '')}`, reason === 'provider_unavailable' ? 'error' : 'info');
  }

  async status(providerRef: string): Promise<TopUpResult> {
    const about = { provider: this.name, providerRef };
    try {
      if (providerRef.startsWith('cid:')) {
        const found = await this.#byCustomIdentifier(providerRef.slice(4));
        // Hours later and still unknown to Reloadly: the lost request never arrived.
        return found ? this.#fromTransaction(found, about) : this.#failed(about, null, 'provider_unavailable', 'no transaction with this custom identifier');
      }
      const answer = await this.#api('GET', `/topups/${encodeURIComponent(providerRef)}/status`);
      if (answer.status === 404) return this.#failed(about, providerRef, 'provider_unavailable', 'transaction not found');
      if (answer.status !== 200) return { status: 'pending', providerRef };
      const transaction = (answer.body.transaction as Record<string, unknown> | undefined) ?? answer.body;
      return this.#fromTransaction({ ...transaction, transactionId: transaction.transactionId ?? providerRef, status: answer.body.status ?? transaction.status }, about);
    } catch (err) {
      // A status check changes nothing: ask again at the next check.
      this.log.warn({ airtime: about, err: (err as Error).message }, 'top-up status not available now');
      return { status: 'pending', providerRef };
    }
  }

  #fromTransaction(t: Record<string, unknown>, about: object): TopUpResult {
    const providerRef = String(t.transactionId);
    // Answers from before Reloadly added `status` were always successful.
    const status = typeof t.status === 'string' ? t.status : SUCCESS;
    if (status === SUCCESS) {
      this.log.info({ airtime: { ...about, providerRef } }, 'top-up done');
      return { status: 'done', providerRef };
    }
    if (status === PROCESSING) return { status: 'pending', providerRef };
    // REFUNDED (the operator refused it, the cost went back to the wallet) or FAILED (not debited).
    return this.#failed(about, providerRef, 'operator_refused', `transaction ${status}`);
  }

  #failed(about: object, providerRef: string | null, failureReason: AirtimeFailure, detail: string, level: 'info' | 'error' = 'info'): TopUpResult {
    this.log[level]({ airtime: { ...about, providerRef, failureReason, detail } }, `top-up failed: ${failureReason}`);
    return { status: 'failed', providerRef, failureReason, detail };
  }

  async #reloadlyOperatorId(req: TopUpRequest): Promise<number | undefined> {
    const cached = this.#operators.get(req.countryCode);
    let list = cached && this.#now() - cached.at < OPERATORS_TTL_MS ? cached.list : null;
    if (!list) {
      const query = 'includeBundles=false&includeData=false&includePin=false&suggestedAmounts=false&suggestedAmountsMap=false';
      const answer = await this.#api('GET', `/operators/countries/${req.countryCode}?${query}`);
      if (answer.status !== 200) throw new NotSent(`operator list: ${answer.status} ${String(answer.body.errorCode ?? '')}`);
      list = (Array.isArray(answer.body) ? answer.body : []) as ReloadlyOperator[];
      this.#operators.set(req.countryCode, { at: this.#now(), list });
    }
    return pickReloadlyOperator(req.operatorId, list);
  }

  async #byCustomIdentifier(customIdentifier: string): Promise<Record<string, unknown> | undefined> {
    const answer = await this.#api('GET', `/topups/reports/transactions?page=1&size=5&customIdentifier=${encodeURIComponent(customIdentifier)}`);
    if (answer.status !== 200) throw new NotSent(`transaction report: ${answer.status}`);
    const content = Array.isArray(answer.body.content) ? (answer.body.content as Array<Record<string, unknown>>) : [];
    return content.find((t) => t.customIdentifier === customIdentifier);
  }

  /** One API call with the bearer token; a 401 (expired or revoked token) gets one new token and one more try. */
  async #api(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<ApiAnswer> {
    const token = await this.#accessToken();
    const answer = await this.#fetchJson(`${this.settings.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: ACCEPT, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (answer.status === 401 && !retried) {
      this.#token = null;
      return this.#api(method, path, body, true);
    }
    if (answer.status === 401) throw new NotSent(`Reloadly refused the token: ${String(answer.body.errorCode ?? answer.body.message ?? '')}`);
    return answer;
  }

  /** The cached token, or one new token request shared by every caller waiting for it. */
  #accessToken(): Promise<string> {
    if (this.#token && this.#now() < this.#token.renewAt) return Promise.resolve(this.#token.value);
    this.#tokenRequest ??= this.#requestToken().finally(() => {
      this.#tokenRequest = null;
    });
    return this.#tokenRequest;
  }

  async #requestToken(): Promise<string> {
    const { clientId, clientSecret, audience, authUrl } = this.settings;
    let answer: ApiAnswer;
    try {
      answer = await this.#fetchJson(`${authUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials', audience }),
      });
    } catch (err) {
      throw new NotSent(`token request: ${(err as Error).message}`);
    }
    const value = answer.body.access_token;
    if (answer.status !== 200 || typeof value !== 'string') {
      this.log.error({ airtime: { provider: this.name, status: answer.status, errorCode: answer.body.errorCode, message: answer.body.message } }, 'Reloadly refused the client credentials (RELOADLY_CLIENT_ID / RELOADLY_CLIENT_SECRET / RELOADLY_ENVIRONMENT)');
      throw new NotSent(`token request answered ${answer.status} ${String(answer.body.errorCode ?? '')}`);
    }
    const lifetimeMs = Number(answer.body.expires_in ?? 0) * 1000;
    this.#token = { value, renewAt: this.#now() + Math.max(0, lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10)) };
    return value;
  }

  async #fetchJson(url: string, init: RequestInit): Promise<ApiAnswer> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? RELOADLY_TIMEOUT_MS) });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      // Refused before anything was sent: safe to call failed. Anything else may have reached Reloadly.
      if (e.cause?.code === 'ECONNREFUSED' || e.cause?.code === 'ENOTFOUND') throw new NotSent(`${e.cause.code} ${url}`);
      throw new NoAnswer(e.name === 'TimeoutError' ? `no answer within ${this.settings.timeoutMs ?? RELOADLY_TIMEOUT_MS} ms` : e.message);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new NoAnswer(`answer cut off: ${(err as Error).message}`);
    }
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  }
}

/** Reloadly refuses a customIdentifier already used; its error code for that is not in its public list, so the words are matched. */
function isDuplicateReference(answer: ApiAnswer): boolean {
  if (answer.status !== 400 && answer.status !== 409) return false;
  const said = `${String(answer.body.errorCode ?? '')} ${String(answer.body.message ?? '')}`;
  return /custom[\s_-]?identifier|duplicate|already (been )?used|already exists/i.test(said);
}

/** +84961234567 → +849*****567: enough to follow one order in the log, not the number. */
function maskPhone(e164: string): string {
  return e164.length <= 7 ? e164.replace(/\d/g, '*') : e164.slice(0, 4) + '*'.repeat(e164.length - 7) + e164.slice(-3);
}
