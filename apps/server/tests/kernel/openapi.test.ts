import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { api, type ApiRoute } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/harness.js';

/** The served API document is a contract for others: it lints clean and a generated client type-checks. */
const run = promisify(execFile);
const CLIENT_DIR = path.resolve(import.meta.dirname, 'openapi-client');
const ROOT = path.resolve(import.meta.dirname, '../../../..');

type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; responses: Record<string, unknown>; parameters?: Array<{ $ref?: string }> };
let t: Awaited<ReturnType<typeof startTestApp>>;
let source: string;
let doc: { servers: Array<{ url: string }>; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://api.haiwai-link.app' });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  source = res.body;
  doc = JSON.parse(source);
});
afterAll(() => t?.close());

const operations = () => Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([m, op]) => ({ path: p, method: m, op })));

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'haiwai-api.json', config });
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(report).toEqual([]);
  });

  it('names the configured public URL as its server', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://api.haiwai-link.app' })]);
  });

  it('applies security from each route’s access level', () => {
    const byId = new Map(operations().map((o) => [o.op.operationId, o.op]));
    for (const [name, def] of Object.entries(api as Record<string, ApiRoute>)) {
      const op = byId.get(name);
      expect(op, name).toBeDefined();
      const schemes = (op!.security ?? []).map((s) => Object.keys(s).join('+'));
      if (def.access === 'public') expect(schemes, name).toEqual([]);
      if (def.access === 'optional') expect(schemes, name).toEqual(['token', 'bearer', '']);
      if (def.access === 'user' || def.access === 'admin') expect(schemes, name).toEqual(['token', 'bearer']);
      if (def.access === 'user' || def.access === 'admin') expect(Object.keys(op!.responses), name).toContain('401');
      if (def.access === 'admin') expect(Object.keys(op!.responses), name).toContain('403');
      if (def.signed !== false) expect(op!.parameters?.map((p) => p.$ref), name).toEqual(expect.arrayContaining(['#/components/parameters/signTimestamp', '#/components/parameters/sign']));
      for (const s of def.errors ?? []) expect(Object.keys(op!.responses), name).toContain(String(s));
    }
  });

  it('documents a 4xx envelope on every operation, and the envelope matches what the server sends', async () => {
    for (const { path: p, method, op } of operations()) {
      expect(Object.keys(op.responses).some((s) => s.startsWith('4')), `${method} ${p}`).toBe(true);
    }
    const documented = doc.paths['/api/auth/account/login']!.post!.responses['400'] as { $ref: string };
    expect(documented.$ref).toBe('#/components/responses/BadRequest');
    const reply = await t.call('accountLogin', { body: { account: '', password: 'x' }, lang: 'en' });
    expect(reply.status).toBe(400);
    expect(reply.code).toBe(400);
    expect(reply.message).toEqual(expect.any(String));
    expect(reply.data).toEqual({ fields: { 'body.account': expect.any(String) } });
  });

  it('generates a typed client that a small program type-checks against, and that catches a wrong field', async () => {
    const ast = await openapiTS(source);
    writeFileSync(path.join(CLIENT_DIR, 'api.gen.ts'), astToString(ast));
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const good = await run(process.execPath, [tsc, '-p', CLIENT_DIR], { cwd: ROOT }).then(() => '', (e: { stdout: string }) => e.stdout);
    expect(good).toBe('');

    // The same program with a field the document does not have must fail, or the check above proves nothing.
    const wrong = readFileSync(path.join(CLIENT_DIR, 'program.ts'), 'utf8').replace('login.data.data.token', 'login.data.data.tokn');
    writeFileSync(path.join(CLIENT_DIR, 'wrong.ts'), wrong);
    try {
      const bad = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(CLIENT_DIR, 'tsconfig.wrong.json')], { cwd: ROOT }).then(() => '', (e: { stdout: string }) => e.stdout);
      expect(bad).toMatch(/Property 'tokn' does not exist/);
    } finally {
      rmSync(path.join(CLIENT_DIR, 'wrong.ts'), { force: true });
    }
  }, 120_000);
});
