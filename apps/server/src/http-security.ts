import { randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { OSM_TILE_URL, tileOrigins } from '@haiwai/contracts/maps/constants';
import type { Config } from './core/settings.js';

/**
 * Security headers on every answer (the app shell, its files, the API, the docs) and CORS, closed unless
 * CORS_ORIGINS lists origins. docs/security-defaults.md lists each control and the test that shows it.
 */

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy the web app and the API docs run under (checked in Chromium by
 * e2e/csp.test.ts). Scripts only from this origin (the app shell adds a nonce for its boot data);
 * styles may be inline (antd-mobile and the shell's first-paint <style>); images, voice and video from
 * this origin plus the blob:/data: URLs of local previews, and map tiles from exactly the configured tile
 * service's host(s) (MAP_TILE_URL, docs/maps.md); the socket on this origin.
 */
export function cspDirectives(config: Config): Directives {
  const tls = config.publicUrl.startsWith('https://');
  const connect = ["'self'"];
  // CSP3 counts ws(s): on the page's own host as 'self'; older Safari does not, so name the socket's origin.
  if (config.PUBLIC_URL) connect.push(config.PUBLIC_URL.replace(/^http/, 'ws'));
  const d: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins(config.MAP_TILE_URL ?? OSM_TILE_URL, config.MAP_TILE_SUBDOMAINS ?? '')],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': connect,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (tls) d['upgrade-insecure-requests'] = [];
  return d;
}

export function serializeCsp(d: Directives): string {
  return Object.entries(d)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * Browser features the app may use: the microphone for voice messages, full screen and picture-in-picture
 * for chat videos, the clipboard for "copy message". Everything else is off for the app and any frame.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'publickey-credentials-get=()',
  'browsing-topics=()',
].join(', ');

/** What the web client sends (apps/web/src/lib/http.ts) plus the usual body type. */
const CORS_ALLOW_HEADERS = 'token, lang, siteareaid, terminal, content-type, x-request-id';
const CORS_EXPOSE_HEADERS = 'x-request-id, retry-after';

function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

/**
 * CORS for the origins in CORS_ORIGINS only: they get Access-Control-Allow-Origin (their own origin, never
 * `*`, no credentials: the API authenticates by the `token` header) and preflights answered with 204;
 * every other origin gets no CORS header at all, so browsers keep the API to its own origin.
 */
function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    addVary(reply, 'Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', CORS_EXPOSE_HEADERS);
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return done();
    // Answered here: the request goes no further (done is not called).
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE')
      .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      .header('access-control-max-age', '600')
      .send();
  });
}

/** Helmet's options for our policy: set once, applied to every answer by registerSecurity. */
function helmetOptions(config: Config) {
  const tls = config.publicUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    // Other sites may not embed our media, unless CORS_ORIGINS names a web app served elsewhere.
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS.length ? ('cross-origin' as const) : ('same-origin' as const) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // HSTS only when clients reach us over TLS: on plain http it would be ignored or, worse, pin a dev host.
    strictTransportSecurity: tls && config.HSTS_MAX_AGE > 0 ? { maxAge: config.HSTS_MAX_AGE, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' as const },
  };
}

/**
 * The headers Helmet sets with our options, read once at start. The plugin itself builds a Helmet
 * middleware for every request (two async hooks, the policy parsed each time, about a tenth of a cached
 * API call's time); its headers never depend on the request, so a throwaway app answers one request
 * with the plugin and the headers it set are kept, byte for byte, for every answer of the real app.
 */
export async function securityHeaders(config: Config): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, helmetOptions(config));
  probe.get('/', (_req, reply) => reply.send(reply.raw.getHeaders()));
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const set = res.json<Record<string, string>>();
  return { ...set, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The headers of the API's data answers (JSON, and the admin's CSV downloads): the set OWASP's REST Security
 * Cheat Sheet gives for APIs. Such an answer is never a page that runs: opened in a tab it may load nothing
 * (`default-src 'none'`) and be framed by no one; it is not sniffed into another type, and other sites' pages
 * cannot read it (CORP, as on every answer). The document-only headers (the app's full policy, the
 * Permissions-Policy, COOP, Referrer-Policy, Origin-Agent-Cluster, DNS prefetch, the old IE and Flash switches)
 * govern what a page does and are left off: about 1 KB less on every API call, on mobile data and HTTP/1.1.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  const out: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of keep) if (documentHeaders[name] !== undefined) out[name] = documentHeaders[name];
  return out;
}

/** Answers under /api/ that are data; the docs (a page) and media files (shown by the app's pages) are not. */
export function isApiData(url: string): boolean {
  if (!url.startsWith('/api/') || url.startsWith('/api/media/')) return false;
  if (!url.startsWith('/api/docs')) return true;
  const next = url.charAt(9);
  return next !== '' && next !== '/' && next !== '?';
}

/**
 * Helmet's headers with our policy and the Permissions-Policy header on pages, files and the docs; the API's
 * data answers get `apiSecurityHeaders`. And CORS. Registered before any route.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const documentHeaders = await securityHeaders(config);
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  // Callback style, not async: no promise and no microtask hop on every request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiData(req.url) ? apiHeaders : documentHeaders);
    done();
  });
  installCors(app, config.CORS_ORIGINS);
}

/**
 * The app shell's one inline script (its boot data) runs by a nonce made for each answer; the policy is
 * otherwise the same as everywhere else, plus `frame-src` naming exactly the hosts the web view may frame
 * (`frameSources`: the web-view module's allow-list, docs/smaller-screens.md); without any, frames stay 'self'.
 */
export function withScriptNonce<R>(config: Config, page: (req: FastifyRequest, reply: FastifyReply, nonce: string) => R, frameSources?: () => readonly string[]) {
  const directives = cspDirectives(config);
  return (req: FastifyRequest, reply: FastifyReply): R => {
    const nonce = randomBytes(16).toString('base64');
    const frames = frameSources?.() ?? [];
    reply.header('content-security-policy', serializeCsp({ ...directives, 'script-src': ["'self'", `'nonce-${nonce}'`], ...(frames.length ? { 'frame-src': ["'self'", ...frames] } : {}) }));
    return page(req, reply, nonce);
  };
}
