import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { computeSign } from '../../src/core/signing.js';
import { registerSecurity } from '../../src/http-security.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** A tiny built web app: the shell gets its boot script injected by the server. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-dist-sec-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** `a-b c; d e` → { 'a-b': 'c', d: 'e' } */
function directives(csp: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values.join(' ');
  }
  return out;
}

function signedQuery(t: TestApp) {
  const ts = Math.floor(Date.now() / 1000);
  return `_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`;
}

/** What every answer carries: the shell, the API, the docs, static files, errors. */
function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  const pp = String(h['permissions-policy'] ?? '');
  expect(pp, what).toContain('microphone=(self)');
  expect(pp, what).toContain('camera=()');
  expect(pp, what).toContain('geolocation=()');
  expect(pp, what).toContain('payment=()');
  const csp = directives(h['content-security-policy'] as string);
  expect(csp['default-src'], what).toBe("'self'");
  expect(csp['frame-ancestors'], what).toBe("'none'");
  expect(csp['object-src'], what).toBe("'none'");
  expect(csp['base-uri'], what).toBe("'self'");
  expect(csp['script-src'] ?? '', what).not.toContain('unsafe-inline');
  expect(csp['script-src'] ?? '', what).not.toContain('unsafe-eval');
  return csp;
}

/** What the API's data answers carry (http-security.ts, apiSecurityHeaders): OWASP's set for REST APIs. */
function expectApiHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  expect(String(h['content-type']), what).toMatch(/^application\/json/);
  expect(h['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  // Document-only headers stay with the pages.
  for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster']) expect(h[name], `${what}: ${name}`).toBeUndefined();
}

describe('security headers (http PUBLIC_URL, no CORS list)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t?.close());

  it('the app shell runs its one inline script by a fresh nonce, and nothing else inline', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/pages/index/home', '/pagesA/chat/conversation/list']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = expectCommonHeaders(res, url);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp['script-src'] ?? '')?.[1];
      expect(nonce, url).toBeTruthy();
      expect(csp['script-src']).toBe(`'self' 'nonce-${nonce}'`);
      // The boot data script carries it; the built module script is same-origin.
      expect(res.body).toContain(`<script nonce="${nonce}">window.__HW_BOOT__=`);
      nonces.add(nonce!);
      expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
      // Map tiles from exactly the configured tile host (MAP_TILE_URL, default OpenStreetMap's: docs/maps.md).
      expect(csp['img-src']).toBe("'self' data: blob: https://tile.openstreetmap.org");
      expect(csp['media-src']).toBe("'self' blob:");
      expect(csp['connect-src']).toBe("'self'");
      expect(csp['worker-src']).toBe("'self'");
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(nonces.size).toBe(3);
  });

  it('the raw index.html, assets and the service worker get the policy without a nonce', async () => {
    for (const url of ['/index.html', '/assets/index-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(directives(expectCommonHeaders(res, url)['script-src'] as string)).toBeTruthy();
      expect(res.headers['content-security-policy']).not.toContain('nonce-');
    }
  });

  it('the API data answers carry the API set (nothing may load or frame them), errors included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/lang?${signedQuery(t)}` });
    expect(ok.statusCode).toBe(200);
    expectApiHeaders(ok, 'api');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expectApiHeaders(missing, 'api 404');
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/lang' });
    expect(unsigned.statusCode).toBe(400);
    expectApiHeaders(unsigned, 'api 400');
    // A path that only starts like the docs is still data.
    expectApiHeaders(await t.app.inject({ method: 'GET', url: '/api/docsx' }), 'api /api/docsx');
  });

  it('the API docs page and document carry them too', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = expectCommonHeaders(page, 'docs');
    expect(csp['script-src']).toBe("'self'");
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expectCommonHeaders(doc, 'docs json');
  });

  it('CORS is closed: no Access-Control-Allow-Origin for another origin, preflight refused', async () => {
    const origin = 'https://evil.example';
    const get = await t.app.inject({ method: 'GET', url: `/api/lang?${signedQuery(t)}`, headers: { origin } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/lang', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' } });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('security headers behind TLS with a CORS allow-list', () => {
  let t: TestApp;
  const allowed = 'https://app.example.com';
  beforeAll(async () => {
    t = await startTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://api.example.com', CORS_ORIGINS: `${allowed}, https://admin.example.com` });
  });
  afterAll(() => t?.close());

  it('sends HSTS and upgrades insecure requests when PUBLIC_URL is https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect('upgrade-insecure-requests' in csp).toBe(true);
    // Old Safari does not count wss: as 'self': the socket's origin is named.
    expect(csp['connect-src']).toBe("'self' wss://api.example.com");
    // The API's data answers are pinned to TLS too, and readable by the listed web apps' pages (CORP).
    const api = await t.app.inject({ method: 'GET', url: `/api/lang?${signedQuery(t)}` });
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(api.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('opens the API to a listed origin only', async () => {
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin: allowed, 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,lang,siteareaid,terminal,content-type' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('token');
    expect(String(pre.headers.vary)).toMatch(/origin/i);
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: `/api/lang?${signedQuery(t)}`, headers: { origin: 'https://admin.example.com' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(get.headers.vary)).toMatch(/origin/i);
    const other = await t.app.inject({ method: 'GET', url: `/api/lang?${signedQuery(t)}`, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPre = await t.app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(otherPre.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS and HSTS_MAX_AGE settings', () => {
  it('CORS_ORIGINS takes exact origins only: no wildcard, no path', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    for (const bad of ['*', 'https://*.example.com', 'https://a.example/', 'a.example', 'https://a.example/app']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('HSTS_MAX_AGE=0 turns HSTS off even behind TLS', async () => {
    const app = Fastify();
    await registerSecurity(app, loadConfig({ PUBLIC_URL: 'https://api.example.com', HSTS_MAX_AGE: '0' }));
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
