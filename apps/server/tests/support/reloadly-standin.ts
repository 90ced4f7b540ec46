import { randomBytes } from 'node:crypto';
import { jsonBody, recordEach, sendAnswer, startStandIn, type IncomingCall } from './standin-server';

/**
 * A local stand-in for Reloadly's auth host and Airtime API, on a random port, for the Reloadly adapter with
 * its auth and API URLs pointed here. It answers as Reloadly documents (docs.reloadly.com/airtime):
 * `POST /oauth/token` (client credentials + audience → access_token, expires_in), `GET /operators/countries/{iso}`,
 * `POST /topups` (a transaction, or the error body `{timeStamp, message, path, errorCode, infoLink, details}`),
 * `GET /topups/{id}/status`, `GET /topups/reports/transactions?customIdentifier=`. A customIdentifier used
 * before is refused, as Reloadly does. A test scripts the outcome per recipient number and settles
 * processing transactions by hand.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  accept: string | undefined;
  body: Record<string, unknown>;
}

export type TopUpOutcome =
  | 'SUCCESSFUL'
  | 'PROCESSING'
  | 'REFUNDED'
  | 'FAILED'
  /** Refused with Reloadly's error body. */
  | { status: number; errorCode: string; message: string }
  /** The transaction is made but the answer never comes (a lost answer). */
  | { hangAfterCreate: true }
  /** Nothing is made and nothing answers. */
  | { hang: true };

interface Transaction {
  transactionId: number;
  status: string;
  customIdentifier: string;
  recipientPhone: string;
  countryCode: string;
  operatorId: number;
  operatorName: string;
  requestedAmount: number;
  deliveredAmount: number;
  deliveredAmountCurrencyCode: string;
  transactionDate: string;
}

/** Reloadly's Airtime audiences, live and sandbox. */
const AUDIENCES = ['https://topups.reloadly.com', 'https://topups-sandbox.reloadly.com'];
const LOCAL_CURRENCY: Record<string, string> = { VN: 'VND', TH: 'THB', MY: 'MYR', PH: 'PHP', ID: 'IDR', KH: 'USD', SG: 'SGD' };

const op = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  operatorId: id,
  name,
  bundle: false,
  data: false,
  pin: false,
  supportsLocalAmounts: true,
  denominationType: 'RANGE',
  ...extra,
});

/** Operator lists shaped like Reloadly's (ids made up; a data bundle product next to the airtime one). */
export const STANDIN_OPERATORS: Record<string, Array<ReturnType<typeof op>>> = {
  VN: [op(1001, 'Viettel Vietnam'), op(1002, 'Viettel Vietnam Data', { data: true, bundle: true }), op(1003, 'Vinaphone Vietnam'), op(1004, 'Mobifone Vietnam')],
  TH: [op(2001, 'AIS Thailand'), op(2002, 'DTAC Thailand'), op(2003, 'TrueMove H Thailand')],
  PH: [op(3001, 'Globe Philippines'), op(3002, 'Smart Philippines')],
};

function reloadlyError(status: number, path: string, errorCode: string, message: string) {
  return { status, body: { timeStamp: new Date().toISOString(), message, path, errorCode, infoLink: null, details: [] } };
}

export async function startReloadlyStandIn(opts: { expiresIn?: number } = {}) {
  const clientId = randomBytes(16).toString('hex');
  const clientSecret = randomBytes(24).toString('hex');
  const tokens = new Map<string, string>();
  const requests: StandInRequest[] = [];
  const transactions: Transaction[] = [];
  const scripted = new Map<string, TopUpOutcome>();
  let expiresIn = opts.expiresIn ?? 86_400;
  let nextId = 50_000;

  function authorised(req: StandInRequest, audience: string) {
    const token = req.authorization?.replace(/^Bearer /, '') ?? '';
    return tokens.has(token) && (!audience || tokens.get(token) === audience);
  }

  function tokenAnswer(req: StandInRequest) {
    const { client_id, client_secret, grant_type, audience } = req.body;
    if (grant_type !== 'client_credentials' || client_id !== clientId || client_secret !== clientSecret || !AUDIENCES.includes(String(audience))) {
      return { status: 401, body: { timeStamp: new Date().toISOString(), message: 'Access Denied', path: '/oauth/token', errorCode: 'INVALID_CREDENTIALS', infoLink: null, details: [] } };
    }
    const token = `eyJ${randomBytes(24).toString('base64url')}`;
    tokens.set(token, String(audience));
    return { status: 200, body: { access_token: token, scope: 'send-topups read-operators read-transactions', expires_in: expiresIn, token_type: 'Bearer' } };
  }

  function createTopUp(req: StandInRequest): { status: number; body: unknown } | 'hang' {
    const b = req.body as { operatorId?: number; amount?: number; customIdentifier?: string; recipientPhone?: { countryCode?: string; number?: string } };
    const phone = b.recipientPhone;
    if (!b.operatorId || typeof b.amount !== 'number' || !phone?.countryCode || !phone.number) return reloadlyError(400, '/topups', 'INVALID_PARAMETERS', 'operatorId, amount and recipientPhone are required');
    if (b.customIdentifier && transactions.some((t) => t.customIdentifier === b.customIdentifier)) {
      return reloadlyError(400, '/topups', 'INVALID_CUSTOM_IDENTIFIER', 'Custom identifier already used. Please use a unique custom identifier');
    }
    const operator = (STANDIN_OPERATORS[phone.countryCode] ?? []).find((o) => o.operatorId === b.operatorId);
    if (!operator) return reloadlyError(400, '/topups', 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE', 'The operator is currently unavailable or inactive');
    const outcome = scripted.get(phone.number) ?? 'SUCCESSFUL';
    if (typeof outcome === 'object' && 'hang' in outcome) return 'hang';
    if (typeof outcome === 'object' && 'errorCode' in outcome) return reloadlyError(outcome.status, '/topups', outcome.errorCode, outcome.message);
    const t: Transaction = {
      transactionId: nextId++,
      status: typeof outcome === 'string' ? outcome : 'SUCCESSFUL',
      customIdentifier: b.customIdentifier ?? '',
      recipientPhone: phone.number,
      countryCode: phone.countryCode,
      operatorId: operator.operatorId,
      operatorName: operator.name,
      requestedAmount: b.amount,
      deliveredAmount: b.amount,
      deliveredAmountCurrencyCode: LOCAL_CURRENCY[phone.countryCode] ?? 'USD',
      transactionDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
    };
    transactions.push(t);
    return typeof outcome === 'object' ? 'hang' : { status: 200, body: t };
  }

  function apiAnswer(req: StandInRequest, audience: string): { status: number; body: unknown } | 'hang' {
    if (!authorised(req, audience)) return reloadlyError(401, req.path, 'TOKEN_EXPIRED', 'Full authentication is required to access this resource');
    const operators = /^\/operators\/countries\/([A-Z]{2})$/.exec(req.path);
    if (req.method === 'GET' && operators) return { status: 200, body: STANDIN_OPERATORS[operators[1]!] ?? [] };
    if (req.method === 'POST' && req.path === '/topups') return createTopUp(req);
    const status = /^\/topups\/(\d+)\/status$/.exec(req.path);
    if (req.method === 'GET' && status) {
      const t = transactions.find((x) => x.transactionId === Number(status[1]));
      if (!t) return reloadlyError(404, req.path, 'TRANSACTION_NOT_FOUND', 'Transaction not found');
      return { status: 200, body: { code: null, message: null, status: t.status, transaction: t } };
    }
    if (req.method === 'GET' && req.path === '/topups/reports/transactions') {
      const content = transactions.filter((t) => !req.query.customIdentifier || t.customIdentifier === req.query.customIdentifier);
      return { status: 200, body: { content, totalElements: content.length, totalPages: 1, number: 0, size: content.length } };
    }
    return reloadlyError(404, req.path, 'NOT_FOUND', 'Not Found');
  }

  let audience = '';
  const server = await startStandIn(
    recordEach(requests, reloadlyRequest, (recorded, res) => {
      const answer = recorded.path === '/oauth/token' ? tokenAnswer(recorded) : apiAnswer(recorded, audience);
      sendAnswer(res, answer === 'hang' ? { hang: true } : answer);
    }),
  );

  return {
    url: server.url,
    clientId,
    clientSecret,
    requests,
    transactions,
    /** The audience a token must have been issued for to be accepted by the API (default: either). */
    useAudience(a: string) {
      audience = a;
    },
    tokenRequests: () => requests.filter((r) => r.path === '/oauth/token'),
    topUpRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/topups'),
    /** The outcome of top-ups to one national number (as sent in recipientPhone.number). */
    script(number: string, outcome: TopUpOutcome) {
      scripted.set(number, outcome);
    },
    /** Moves a processing transaction on, as the operator's answer arrives. */
    settle(transactionId: number, status: 'SUCCESSFUL' | 'REFUNDED' | 'FAILED') {
      const t = transactions.find((x) => x.transactionId === transactionId);
      if (!t) throw new Error(`no transaction ${transactionId}`);
      t.status = status;
    },
    /** Every issued token stops working (expired or revoked at Reloadly's end). */
    revokeTokens() {
      tokens.clear();
    },
    setExpiresIn(seconds: number) {
      expiresIn = seconds;
    },
    reset() {
      requests.length = 0;
      transactions.length = 0;
      scripted.clear();
      tokens.clear();
      expiresIn = opts.expiresIn ?? 86_400;
    },
    close: server.close,
  };
}

export type ReloadlyStandIn = Awaited<ReturnType<typeof startReloadlyStandIn>>;

function reloadlyRequest(call: IncomingCall): StandInRequest {
  return { method: call.method, path: call.path, query: call.query, authorization: call.header('authorization'), accept: call.header('accept'), body: jsonBody<Record<string, unknown>>(call.raw) };
}
