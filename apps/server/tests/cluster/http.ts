import http from 'node:http';
import { api, type ApiName } from '@haiwai/contracts';
import { computeSign } from '../../src/core/signing.js';
import { DEV_SIGN_KEY, signedRequest } from '../support/http-call.js';

/**
 * HTTP for the cluster test: from a chosen loopback address (127.0.0.2, 127.0.0.3…), so the client nginx sees is
 * not the address nginx itself uses towards the nodes (127.0.0.1), and with the answer's headers (x-request-id
 * names the access log line, and with it the node).
 */
export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(url: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export interface CallReply<T> {
  status: number;
  code: number;
  message: string;
  data: T;
  /** nginx's request id (the access log's `rid`), or the node's own when called directly. */
  rid: string;
}

export interface CallOptions {
  token?: string;
  body?: object;
  query?: Record<string, string | number | undefined>;
  params?: Record<string, string | number>;
  localAddress?: string;
  headers?: Record<string, string>;
  lang?: string;
}

/** One signed call of the API table (as tests/support/http-call.ts, plus path parameters, a source address and the request id). */
export async function apiCall<T = any>(base: string, name: ApiName, opts: CallOptions = {}): Promise<CallReply<T>> {
  const req = signedRequest(name, opts);
  const res = await rawRequest(`${base}${req.path}`, {
    method: req.method,
    localAddress: opts.localAddress,
    headers: { 'content-type': 'application/json', lang: opts.lang ?? 'en', terminal: '3', ...(opts.token ? { token: opts.token } : {}), ...opts.headers },
    body: req.body,
  });
  const json = JSON.parse(res.body.toString()) as { code: number; message: string; data: T };
  return { status: res.status, ...json, rid: String(res.headers['x-request-id'] ?? '') };
}

/** A multipart upload of one file (field `file`) to an upload call, signed in the query string. */
export async function upload<T = any>(base: string, name: 'mediaUpload' | 'mediaUploadFile', token: string, file: { bytes: Buffer; type: string; name: string }): Promise<CallReply<T>> {
  const ts = Math.floor(Date.now() / 1000);
  const qs = new URLSearchParams({ _timestamp: String(ts), _sign: computeSign(DEV_SIGN_KEY, ts) });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${base}/api${api[name].path}?${qs}`, { method: 'POST', headers: { token, lang: 'en', terminal: '3' }, body: form });
  const json = (await res.json()) as { code: number; message: string; data: T };
  return { status: res.status, ...json, rid: res.headers.get('x-request-id') ?? '' };
}

/** The sum of a Prometheus metric's samples on a node (loopback callers may read /metrics), optionally of matching labels. */
export async function metric(nodeBase: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${nodeBase}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    if (!Object.entries(labels).every(([k, v]) => (m[2] ?? '').includes(`${k}="${v}"`))) continue;
    sum += Number(m[3]);
  }
  return sum;
}
