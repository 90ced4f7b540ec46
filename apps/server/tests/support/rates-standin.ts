import { sendJson, sendText, startStandIn } from './standin-server';

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
  const server = await startStandIn((call, res) => {
    hits += 1;
    if (call.method !== 'GET' || call.url !== '/v6/latest/USD') {
      sendJson(res, 404, { result: 'error', 'error-type': 'unsupported-code' });
      return;
    }
    if ('hang' in reply) return; // never answers: the client's timeout must give up
    if ('json' in reply) sendJson(res, reply.status ?? 200, reply.json);
    else sendText(res, reply.status ?? 200, reply.text, 'text/html');
  });
  return {
    url: `${server.url}/v6/latest/USD`,
    answer(next: FeedReply) {
      reply = next;
    },
    get hits() {
      return hits;
    },
    close: server.close,
  };
}
export type RatesStandIn = Awaited<ReturnType<typeof startRatesStandIn>>;
