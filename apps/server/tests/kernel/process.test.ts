import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import { freePortGuess, spawnServer } from '../support/server-process.js';

/** The server as it really runs: compiled, as `npm start` runs it, PGlite on a worker thread, files on disk. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-proc-'));
const port = freePortGuess();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}) =>
  spawnServer({ port, dataDir, capture: true, entry: inject('serverEntry'), env: { LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env } });

const signed = () => {
  const ts = Math.floor(Date.now() / 1000);
  return { _timestamp: ts, _sign: computeSign('haiwai-dev-sign-key', ts) };
};

describe('server process', () => {
  it('refuses to start on a bad setting and says which', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(78);
    expect(p.output()).toMatch(/PORT: .*"eighty"/);
  });

  it('migrates and seeds on first start, finishes in-flight requests on SIGTERM, keeps data across restarts', async () => {
    const first = start();
    await first.ready();
    expect(first.output()).toMatch(/demo data seeded/);

    // An in-flight request: headers and half the body sent, then SIGTERM, then the rest of the body.
    const body = JSON.stringify({ account: 'member', password: 'Demo1234!', ...signed() });
    const reply = new Promise<{ status: number; json: { code: number; data: { token: string } } }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(data) }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 400);
      }, 200);
    });
    const r = await reply;
    expect(r.status).toBe(200);
    expect(r.json.data.token).toMatch(/^at_/);
    expect(await first.exited).toBe(0);

    const second = start();
    await second.ready();
    expect(second.output()).not.toMatch(/demo data seeded/);
    const ts = signed();
    const res = await fetch(`http://127.0.0.1:${port}/api/getUser?_timestamp=${ts._timestamp}&_sign=${ts._sign}`, { headers: { token: r.json.data.token } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { nickname: string } }).data.nickname).toBe('小林');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000); // two full starts of the real process (migrations, demo seed) on a busy 2-core machine
});
