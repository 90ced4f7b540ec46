import { TIMING, type ApiBody, type ApiData, type ApiName, type ApiParams, type ApiQuery, type Envelope } from './contracts';
import { fillPath, routeOf, type RouteFacts } from './api-routes';
import { ApiError, NetworkError } from './http-errors';
import { signFields } from './sign';

export { ApiError, NetworkError } from './http-errors';

/** What the client needs from the app; given once at start-up (see app/startup.ts). */
export interface HttpDeps {
  signKey: string;
  baseUrl?: string;
  headers(): { terminal: number; token: string; lang: string; siteareaid: number };
  /** Shows the loading indicator; returns the function that hides it. */
  beginLoading(): () => void;
  onUnauthorized(message: string, silent: boolean): void;
  /** `style` is the called entry's `errorStyle` in the API table (undefined: a toast). */
  onError(message: string, path: string, style?: RouteFacts['errorStyle']): void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | FormData;
  noLoading?: boolean;
  /** No toast and no redirect to login (a 401 still clears the session). */
  silent?: boolean;
  signed?: boolean;
  signal?: AbortSignal;
  errorStyle?: RouteFacts['errorStyle'];
}

let deps: HttpDeps | null = null;

export function initHttp(d: HttpDeps): void {
  deps = d;
}
/** Test hook. */
export function resetHttp(): void {
  deps = null;
}

function requireDeps(): HttpDeps {
  if (!deps) throw new Error('HTTP service not initialized');
  return deps;
}

function toQuery(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function headersOf(d: HttpDeps): Record<string, string> {
  const h = d.headers();
  const out: Record<string, string> = { terminal: String(h.terminal), lang: h.lang, siteareaid: String(h.siteareaid || 0) };
  if (h.token) out.token = h.token;
  return out;
}

/** Turns a parsed envelope into data or an ApiError, running the 401 / toast side effects. */
function settle<T>(d: HttpDeps, path: string, env: Envelope<T>, silent: boolean, style?: RouteFacts['errorStyle']): T {
  if (env.code === 200) return env.data;
  const message = env.message || String(env.code);
  if (env.code === 401) d.onUnauthorized(message, silent);
  // The style goes along only when an entry sets one, so a toast-style call hands over (message, path) as before.
  else if (!silent && style) d.onError(message, path, style);
  else if (!silent) d.onError(message, path);
  throw new ApiError(env.code, message, env.data, path);
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/**
 * One request: `_timestamp` and `_sign` go into the query for GET/DELETE and multipart, into the JSON body
 * for POST. Error replies carry a matching HTTP status, so the body is read whatever the status.
 */
export function request<T>(opts: RequestOptions): Promise<T> {
  const d = requireDeps();
  return run<T>(d, opts);
}

async function run<T>(d: HttpDeps, opts: RequestOptions): Promise<T> {
  const { method, path, signed = true, silent = false } = opts;
  const stop = opts.noLoading ? () => {} : d.beginLoading();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new NetworkError('timeout', true)), TIMING.requestTimeoutMs);
  opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason));
  try {
    const sign = signed ? await signFields(d.signKey) : {};
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const inQuery = method !== 'POST' || isForm;
    const query = inQuery ? { ...opts.query, ...sign } : (opts.query ?? {});
    const init: RequestInit = { method, headers: headersOf(d), signal: controller.signal };
    if (method === 'POST') {
      if (isForm) init.body = opts.body as FormData;
      else {
        init.body = JSON.stringify({ ...(opts.body as Record<string, unknown> | undefined), ...sign });
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
    }
    let res: Response;
    try {
      res = await (d.fetch ?? fetch)(`${d.baseUrl ?? '/api'}${path}${toQuery(query)}`, init);
    } catch (err) {
      if (controller.signal.reason instanceof NetworkError) throw controller.signal.reason;
      if (opts.signal?.aborted) throw err;
      throw new NetworkError(err instanceof Error ? err.message : 'network');
    }
    const body: unknown = await res.json().catch(() => null);
    if (!isEnvelope(body)) throw new NetworkError(`HTTP ${res.status}`);
    return settle(d, path, body as Envelope<T>, silent, opts.errorStyle);
  } finally {
    clearTimeout(timer);
    stop();
  }
}

export interface CallOptions {
  noLoading?: boolean;
  silent?: boolean;
  signal?: AbortSignal;
}
type Part<K extends string, T, Optional extends boolean> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Optional extends true
    ? { [P in K]?: T }
    : { [P in K]: T };
export type CallArgs<N extends ApiName> = Part<'body', ApiBody<N>, false> &
  Part<'query', ApiQuery<N>, true> &
  Part<'params', ApiParams<N>, false> &
  CallOptions;

/** Typed call by the name of an entry of the contracts `api` table: `call('login', { body })`. */
export function call<N extends ApiName>(
  name: N,
  ...[args]: object extends CallArgs<N> ? [CallArgs<N>?] : [CallArgs<N>]
): Promise<ApiData<N>> {
  const a = (args ?? {}) as CallOptions & { body?: object; query?: object; params?: Record<string, string | number> };
  const route = routeOf(name);
  // A member's call goes out in this same tick, as always; an operator's after its table has loaded (api-routes.ts).
  return route instanceof Promise ? route.then((r) => send(r, a)) : send(route, a);
}

function send<T>(route: RouteFacts, a: CallOptions & { body?: object; query?: object; params?: Record<string, string | number> }): Promise<T> {
  return request<T>({
    method: route.method,
    path: fillPath(route.path, a.params),
    query: a.query as Record<string, unknown> | undefined,
    body: a.body as Record<string, unknown> | undefined,
    signed: route.signed,
    // Background calls (spec section 7) are marked `quiet` in the API table.
    noLoading: a.noLoading || route.quiet,
    errorStyle: route.errorStyle,
    silent: a.silent,
    signal: a.signal,
  });
}

/**
 * A call of the table whose answer is a file (a CSV export): signed and sent like `call`, the bytes come back as a
 * Blob; an error answer is the usual envelope, thrown as an ApiError (toast unless `silent`).
 */
export async function fetchFile<N extends ApiName>(name: N, query: ApiQuery<N>, opts: { silent?: boolean } = {}): Promise<Blob> {
  const d = requireDeps();
  const route = await routeOf(name);
  const sign = route.signed === false ? {} : await signFields(d.signKey);
  const path = fillPath(route.path, undefined);
  let res: Response;
  try {
    res = await (d.fetch ?? fetch)(`${d.baseUrl ?? '/api'}${path}${toQuery({ ...(query as Record<string, unknown>), ...sign })}`, { method: 'GET', headers: headersOf(d) });
  } catch (err) {
    throw new NetworkError(err instanceof Error ? err.message : 'network');
  }
  if (!(res.headers.get('content-type') ?? '').includes('json')) return res.blob();
  const body: unknown = await res.json().catch(() => null);
  if (!isEnvelope(body)) throw new NetworkError(`HTTP ${res.status}`);
  return settle<Blob>(d, path, body as Envelope<Blob>, Boolean(opts.silent));
}

/** Multipart upload with progress (fetch can't report upload progress, so this one uses XHR). */
export function upload<N extends ApiName>(
  name: N,
  form: FormData,
  onProgress?: (percent: number) => void,
  query?: ApiQuery<N>,
): Promise<ApiData<N>> {
  const d = requireDeps();
  return (async () => {
    const route = await routeOf(name);
    const stop = d.beginLoading();
    try {
      const sign = await signFields(d.signKey);
      const env = await new Promise<Envelope<ApiData<N>>>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open(route.method, `${d.baseUrl ?? '/api'}${route.path}${toQuery({ ...(query as Record<string, unknown> | undefined), ...sign })}`);
        for (const [k, v] of Object.entries(headersOf(d))) xhr.setRequestHeader(k, v);
        xhr.timeout = TIMING.requestTimeoutMs;
        xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
        xhr.onload = () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(xhr.responseText);
          } catch {
            // fall through to the network error below
          }
          if (isEnvelope(parsed)) resolve(parsed as Envelope<ApiData<N>>);
          else reject(new NetworkError(`HTTP ${xhr.status}`));
        };
        xhr.onerror = () => reject(new NetworkError('network'));
        xhr.ontimeout = () => reject(new NetworkError('timeout', true));
        xhr.send(form);
      });
      return settle(d, route.path, env, false, route.errorStyle);
    } finally {
      stop();
    }
  })();
}
