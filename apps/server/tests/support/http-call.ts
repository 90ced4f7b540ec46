import { api, type ApiName } from '@haiwai/contracts';
import { computeSign } from '../../src/core/signing.js';

/** The development signing key (what a server started without SIGN_KEY checks). */
export const DEV_SIGN_KEY = 'haiwai-dev-sign-key';

export interface Reply<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface HttpCallOptions {
  token?: string;
  body?: object;
  query?: Record<string, string | number | undefined>;
  ip?: string;
  lang?: string;
  signKey?: string;
}

/**
 * The signed request of one call of the API table: its path (with `:params` filled in) and query string, and the JSON
 * body with the sign fields (GET calls sign in the query). Shared by `httpCall` and the cluster test's client.
 */
export function signedRequest(
  name: ApiName,
  opts: { query?: Record<string, string | number | undefined>; body?: object; params?: Record<string, string | number>; signKey?: string } = {},
): { method: string; path: string; body: string | undefined } {
  const def = api[name];
  const ts = Math.floor(Date.now() / 1000);
  const sign = { _timestamp: ts, _sign: computeSign(opts.signKey ?? DEV_SIGN_KEY, ts) };
  const isGet = def.method === 'GET';
  const qs = new URLSearchParams(
    Object.entries({ ...(opts.query ?? {}), ...(isGet ? sign : {}) })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  const pathname = def.path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(opts.params?.[k])));
  return { method: def.method, path: `/api${pathname}${qs ? `?${qs}` : ''}`, body: isGet ? undefined : JSON.stringify({ ...(opts.body ?? {}), ...sign }) };
}

/** One call of the API table over real HTTP to a listening server (`base` = http://host:port), signed. */
export async function httpCall<T = unknown>(base: string, name: ApiName, opts: HttpCallOptions = {}): Promise<Reply<T>> {
  const req = signedRequest(name, opts);
  const res = await fetch(`${base}${req.path}`, {
    method: req.method,
    headers: {
      'content-type': 'application/json',
      lang: opts.lang ?? 'en',
      terminal: '3',
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    ...(req.body === undefined ? {} : { body: req.body }),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  return { status: res.status, ...json };
}
