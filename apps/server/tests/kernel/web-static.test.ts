import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves the app shell for every page path (history routing)', async () => {
    for (const url of ['/', '/pages/index/my', '/pagesA/common/site?site_area_id=3', '/pages/login/login?redirect=%2Fpages%2Findex%2Fmy']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });
  it('serves hashed assets as immutable and 404s a missing one instead of the shell', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-zzz999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
  it('picks up files added after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(200);
  });
  it('still answers unknown API paths with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
