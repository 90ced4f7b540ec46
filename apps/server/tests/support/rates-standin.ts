import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a public exchange-rate feed of open.er-api.com's shape (https://www.exchangerate-api.com/docs/free):
 * GET /v6/latest/USD answers `{"result":"success","base_code":"USD","time_last_update_unix":…,"rates":{…}}`.
 * A test sets the next answer (`answer`): rates, a raw body (garbled JSON, an HTML error page), a status, or a
 * connection that never answers; `hits` counts the requests.
 */
export type FeedReply = { status?: number; json: unknown } | { status?: number; text: string } | { hang: true };

export function feedBody(rates: Record<string, number>, opts: { base?: string; asOf?: Date } = {}) {
  const asOf = opts.asOf ?? new Date();
  return {
    result: 'success',
    provider: 'https://www.exchangerate-api.com',
    time_last_update_unix: Math.floor(asOf.getTime() / 1000),
    time_last_update_utc: asOf.toUTCString(),
    base_code: opts.base ?? 'USD',
    rates,
  };
}

export async function startRatesStandIn() {
  let reply: FeedReply = { json: feedBody({ USD: 1 }) };
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    if (req.method !== 'GET' || req.url !== '/v6/latest/USD') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ result: 'error', 'error-type': 'unsupported-code' }));
      return;
    }
    if ('hang' in reply) return; // never answers: the client's timeout must give up
    if ('json' in reply) res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    else res.writeHead(reply.status ?? 200, { 'content-type': 'text/html' }).end(reply.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v6/latest/USD`,
    answer(next: FeedReply) {
      reply = next;
    },
    get hits() {
      return hits;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type RatesStandIn = Awaited<ReturnType<typeof startRatesStandIn>>;
