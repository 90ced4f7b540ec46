import { randomBytes } from 'node:crypto';
import { formFields, recordEach, sendAnswer, startStandIn, type IncomingCall, type StandInAnswer } from './standin-server';

/**
 * A local stand-in for Twilio's Programmable Messaging API, on a random port, for SMS_PROVIDER=twilio with
 * TWILIO_API_BASE pointed at it. It answers POST /2010-04-01/Accounts/{AccountSid}/Messages.json the way
 * Twilio documents it (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource,
 * https://www.twilio.com/docs/api/errors): it checks HTTP Basic auth (AccountSid:AuthToken), the form fields
 * (To in E.164, From or MessagingServiceSid, Body) and answers 201 with a message resource, or the documented
 * error body. A test can script the answer for one destination (`script`) or for every one (`scriptAll`),
 * and reads what the adapter sent in `requests`.
 */

export interface StandInRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The decoded Basic credentials, when sent. */
  auth: { user: string; password: string } | null;
  form: Record<string, string>;
}

/** An answer: a status and JSON body, a raw text body (a proxy's HTML page), or a connection dropped or never answered. */
export type StandInReply = StandInAnswer;

const hex = (n: number) => randomBytes(n).toString('hex');
export const newAccountSid = () => `AC${hex(16)}`;
export const newMessagingServiceSid = () => `MG${hex(16)}`;

/** Twilio's documented error bodies (legacy format: code, message, more_info, status). */
export const twilioErrors = {
  invalidTo: (to: string): StandInReply => error(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
  unverifiedTrial: (to: string): StandInReply =>
    error(400, 21608, `The number ${to} is unverified. Trial accounts cannot send messages to unverified numbers; verify ${to} at twilio.com/user/account/phone-numbers/verified, or purchase a Twilio number to send messages to unverified numbers.`),
  notMobile: (to: string): StandInReply => error(400, 21614, `'To' number ${to} is not a valid mobile number`),
  unsubscribed: (): StandInReply => error(400, 21610, 'Attempt to send to unsubscribed recipient'),
  geoPermission: (to: string): StandInReply => error(400, 21408, `Permission to send an SMS has not been enabled for the region indicated by the 'To' number: ${to}.`),
  badFrom: (from: string): StandInReply => error(400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`),
  authenticate: (): StandInReply => ({
    status: 401,
    headers: { 'www-authenticate': 'Basic realm="Twilio API"' },
    body: { code: 20003, detail: 'Your AccountSid or AuthToken was incorrect.', message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 },
  }),
  tooManyRequests: (): StandInReply => error(429, 20429, 'Too Many Requests'),
  internal: (): StandInReply => error(500, 20500, 'An internal server error has occurred'),
  badGateway: (): StandInReply => ({ status: 502, text: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' }),
  /** The newer RFC 9457 shape, which twilio-node turns into a TwilioServiceException. */
  problemInvalidTo: (to: string): StandInReply => ({
    status: 400,
    headers: { 'content-type': 'application/problem+json' },
    body: { type: 'https://www.twilio.com/docs/errors/21211', title: 'Invalid \'To\' Phone Number', status: 400, code: 21211, detail: `The 'To' number ${to} is not a valid phone number.` },
  }),
};

function error(status: number, code: number, message: string): StandInReply {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

export async function startTwilioStandIn(opts: { accountSid?: string; authToken?: string } = {}) {
  const accountSid = opts.accountSid ?? newAccountSid();
  const authToken = opts.authToken ?? hex(16);
  const requests: StandInRequest[] = [];
  const scripted = new Map<string, StandInReply[] | StandInReply>();
  let all: StandInReply | null = null;

  /** What Twilio itself would answer to this request, unscripted. */
  function twilioAnswer(req: StandInRequest): StandInReply {
    const base = `/2010-04-01/Accounts/${accountSid}`;
    if (!req.auth || req.auth.user !== accountSid || req.auth.password !== authToken) return twilioErrors.authenticate();
    if (req.method !== 'POST' || req.path !== `${base}/Messages.json`) {
      return error(404, 20404, `The requested resource ${req.path} was not found`);
    }
    if (!req.contentType?.startsWith('application/x-www-form-urlencoded')) return error(400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
    const { To: to, From: from, MessagingServiceSid: service, Body: body } = req.form;
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioErrors.invalidTo(to);
    if (!from && !service) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!body) return error(400, 21602, 'Message body is required.');
    return { status: 201, body: messageResource(accountSid, req.form) };
  }

  function answerFor(req: StandInRequest): StandInReply {
    const to = req.form.To ?? '';
    const queue = scripted.get(to);
    if (Array.isArray(queue) && queue.length) {
      const next = queue.shift()!;
      if (!queue.length) scripted.delete(to);
      return next;
    }
    if (queue && !Array.isArray(queue)) return queue;
    return all ?? twilioAnswer(req);
  }

  const server = await startStandIn(recordEach(requests, twilioRequest, (recorded, res) => sendAnswer(res, answerFor(recorded))));

  return {
    url: server.url,
    accountSid,
    authToken,
    requests,
    /** The sends that reached the Messages resource. */
    messages: () => requests.filter((r) => r.path.endsWith('/Messages.json')),
    /** Answers for one destination (E.164): one reply every time, or a list used up in order (then Twilio's own answer). */
    script(to: string, reply: StandInReply | StandInReply[]) {
      scripted.set(to, Array.isArray(reply) ? [...reply] : reply);
    },
    /** One answer for every request (null: back to Twilio's own answers). */
    scriptAll(reply: StandInReply | null) {
      all = reply;
    },
    reset() {
      requests.length = 0;
      scripted.clear();
      all = null;
    },
    close: server.close,
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

function twilioRequest(call: IncomingCall): StandInRequest {
  const header = call.header('authorization') ?? '';
  let auth: StandInRequest['auth'] = null;
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    auth = { user: decoded.slice(0, at), password: decoded.slice(at + 1) };
  }
  return { method: call.method, path: call.path, contentType: call.header('content-type'), auth, form: formFields(call.raw) };
}

/** The message resource Twilio answers a create with (201), as documented. */
function messageResource(accountSid: string, form: Record<string, string>) {
  const sid = `SM${hex(16)}`;
  const now = new Date().toUTCString().replace('GMT', '+0000');
  const body = form.Body ?? '';
  const unicode = /[^\x20-\x7e\n]/.test(body);
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: form.From ?? null,
    messaging_service_sid: form.MessagingServiceSid ?? null,
    num_media: '0',
    num_segments: String(body.length <= (unicode ? 70 : 160) ? 1 : Math.ceil(body.length / (unicode ? 67 : 153))),
    price: null,
    price_unit: 'USD',
    sid,
    // A Messaging Service first accepts the message, then picks a sender and queues it.
    status: form.MessagingServiceSid ? 'accepted' : 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    to: form.To,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  };
}
