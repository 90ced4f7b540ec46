import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The console's pages are served with the web app (docs/console.md): 200 and noindex, never the 404 of a path that is no screen. */
let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-console-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(() => t?.close());

describe('console pages', () => {
  it('serve the app shell at /admin and every path under it, not indexed', async () => {
    for (const url of ['/admin', '/admin/queues', '/admin/queues?queue=listing.housing', '/admin/reasons']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('noindex');
    }
  });
  it('a path that only starts like the console is still a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/administrator' })).statusCode).toBe(404);
  });
});
