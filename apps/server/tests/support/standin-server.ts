import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The scaffolding the local stand-ins of providers share (twilio-, stripe-, vnpay-, reloadly-, rates-standin.ts):
 * a node:http server on 127.0.0.1 and a random port that hands each request over with its body read, and
 * the ways to answer as a provider does (JSON, text) or fail as a network does (a dropped connection; not
 * answering at all is just not calling any of them). Each stand-in keeps its own provider's rules.
 */

/** A request with its body read whole. */
export interface IncomingCall {
  method: string;
  /** The URL as sent: path and query string. */
  url: string;
  path: string;
  query: Record<string, string>;
  /** The body as text ('' when none). */
  raw: string;
  /** A header's value (the first one when sent more than once). */
  header(name: string): string | undefined;
}

export type StandInHandler = (call: IncomingCall, res: ServerResponse) => void;

/** An answer: a status and JSON body, a raw text body (a proxy's HTML page), or a connection dropped or never answered. */
export type StandInAnswer =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType: string }
  | { drop: true }
  | { hang: true };

/** Starts a stand-in on a random local port; `close` also cuts the connections a client keeps alive or left hanging. */
export async function startStandIn(handle: StandInHandler) {
  const server = createServer((req, res) => {
    void readCall(req).then((call) => handle(call, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The usual handler: each request turned into the stand-in's own record of it (what its tests read), kept
 * in `requests` in order of arrival, then answered.
 */
export function recordEach<R>(requests: R[], record: (call: IncomingCall) => R, answer: (recorded: R, res: ServerResponse, call: IncomingCall) => void): StandInHandler {
  return (call, res) => {
    const recorded = record(call);
    requests.push(recorded);
    answer(recorded, res, call);
  };
}

async function readCall(req: IncomingMessage): Promise<IncomingCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://stand-in');
  return {
    method: req.method ?? '',
    url: req.url ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    raw: Buffer.concat(chunks).toString('utf8'),
    header(name) {
      const v = req.headers[name.toLowerCase()];
      return Array.isArray(v) ? v[0] : v;
    },
  };
}

/** A form-encoded body's fields (Twilio's and Stripe's requests). */
export function formFields(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

/** A JSON body; {} when it is empty or not JSON (a stand-in then answers as for missing fields). */
export function jsonBody<T>(raw: string): T {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return {} as T;
  }
}

/** Answers JSON; `headers` add to or replace the content type (application/problem+json, a request id). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Answers raw text: a proxy's HTML error page, a garbled body. */
export function sendText(res: ServerResponse, status: number, text: string, contentType: string) {
  res.writeHead(status, { 'content-type': contentType });
  res.end(text);
}

/** Drops the connection without an answer, as a network failure would. */
export function dropConnection(res: ServerResponse) {
  res.socket?.destroy();
}

/** Sends an answer of any kind (a hang: nothing, the client's timeout must give up). */
export function sendAnswer(res: ServerResponse, answer: StandInAnswer) {
  if ('hang' in answer) return;
  if ('drop' in answer) dropConnection(res);
  else if ('text' in answer) sendText(res, answer.status, answer.text, answer.contentType);
  else sendJson(res, answer.status, answer.body, answer.headers);
}
