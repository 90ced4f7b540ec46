import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/core/repo-root.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { get, photo, upload } from '../media/helpers.js';

/**
 * GET /metrics (docs/operations.md, "Metrics"): Prometheus text for loopback callers or a METRICS_TOKEN bearer, 404 or
 * 403 for others; after some traffic every metric the issue lists is there with the samples the traffic made; every
 * metric the Grafana dashboard (deploy/grafana-dashboard.json) charts exists.
 */
let t: TestApp;
const outside = { remoteAddress: '203.0.113.9' };
const TOKEN = 'metrics-token-for-tests-0123456789';

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => t?.close());

async function scrape(extra: { remoteAddress?: string; headers?: Record<string, string> } = {}, app = t) {
  return app.app.inject({ method: 'GET', url: '/metrics', ...extra });
}

/** Metric names the text declares (`# TYPE name kind`), and the value of a sample line (`name{labels} value`). */
function parse(text: string) {
  const names = new Set([...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((m) => m[1]!));
  const value = (sample: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
    return line === undefined ? undefined : Number(line.slice(sample.length + 1));
  };
  return { names, value };
}

describe('who may read /metrics', () => {
  it('a caller on this machine: Prometheus text', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toMatch(/^# HELP haiwai_http_request_duration_seconds /m);
  });

  it('without METRICS_TOKEN: any other caller, or a loopback one relayed by a proxy, gets the 404 of an unknown route', async () => {
    const callers: { remoteAddress?: string; headers?: Record<string, string> }[] = [outside, { headers: { 'x-forwarded-for': '198.51.100.7' } }, { ...outside, headers: { authorization: `Bearer ${TOKEN}` } }];
    for (const extra of callers) {
      const res = await scrape(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
      expect(res.body).not.toMatch(/haiwai_/);
    }
  });

  it('with METRICS_TOKEN: the right bearer from anywhere; a wrong or missing one is 403; loopback still reads', async () => {
    const other = await startTestApp({ SEED_DEMO: 'false', METRICS_TOKEN: TOKEN });
    try {
      expect((await scrape({ ...outside, headers: { authorization: `Bearer ${TOKEN}` } }, other)).statusCode).toBe(200);
      const tries: Record<string, string>[] = [{ authorization: `Bearer ${TOKEN}x` }, { authorization: 'Bearer short' }, {}];
      for (const headers of tries) {
        const res = await scrape({ ...outside, headers }, other);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.body).not.toMatch(/haiwai_/);
      }
      expect((await scrape({}, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('after some traffic', () => {
  let text = '';

  beforeAll(async () => {
    // Two sign-ups (two SMS through the outbox), a chat with three messages over HTTP, a refused send, a 404.
    const a = await t.newUser();
    const b = await t.newUser();
    const single = await t.call<{ id: number }>('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    for (let i = 0; i < 3; i++) {
      const sent = await t.call('chatSend', { token: a.token, body: { conversation_id: single.data.id, type: 'text', content: { text: `metrics ${i}` }, temp_id: `m-${i}` } });
      expect(sent.status).toBe(200);
    }
    expect((await t.call('chatSend', { token: a.token, body: { conversation_id: single.data.id, type: 'text', content: { text: '' } } })).status).toBe(400);
    expect((await t.request('GET', '/api/no/such/call')).status).toBe(404);
    // An upload and a resized copy of it: one image render.
    const up = await upload(t, await photo(), { token: a.token });
    expect(up.status).toBe(200);
    expect((await get(t, `${up.body.data.url}?w=120`)).statusCode).toBe(200);
    // A timer job run on this node.
    t.app.timers.register('ops.metrics-test', async () => {});
    await t.app.timers.schedule('ops.metrics-test', new Date(Date.now() - 2000), {});
    expect(await t.app.timers.runDue()).toBe(1);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    text = res.body;
  });

  it('every metric of the issue is declared', () => {
    const { names } = parse(text);
    const expected = [
      'haiwai_http_request_duration_seconds', // request duration by route and status
      'haiwai_event_loop_delay_seconds',
      'haiwai_db_connections', // database pool / PGlite session
      'haiwai_db_waiting',
      'haiwai_db_pglite_worker_pending', // PGlite worker queue (0 here: the test app runs PGlite in process, or PostgreSQL)
      'haiwai_ws_open_sockets', // open sockets
      'haiwai_push_sockets',
      'haiwai_chat_messages_total', // messages per second (its rate)
      'haiwai_chat_group_commit_batch_size', // group-commit batch size and lag
      'haiwai_chat_group_commit_lag_seconds',
      'haiwai_chat_group_commit_seconds',
      'haiwai_push_fanout_lag_seconds', // push fan-out lag
      'haiwai_timer_jobs', // timers due / late
      'haiwai_timer_jobs_total', // timers failed (outcome)
      'haiwai_timer_start_delay_seconds',
      'haiwai_media_image_renders_total', // image renders
      'haiwai_payment_orders', // payments by state
      'haiwai_sms_sends_total', // SMS sends by outcome
      'haiwai_process_cpu_seconds_total',
      'haiwai_process_memory_bytes',
      'haiwai_process_start_time_seconds',
    ];
    expect(expected.filter((n) => !names.has(n))).toEqual([]);
  });

  it('the traffic shows: requests by route and status, messages, batches, fan-out, SMS, a render, a timer job, orders by state', () => {
    const { value } = parse(text);
    const req = (method: string, route: string, status: number) => value(`haiwai_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`);
    expect(req('POST', '/api/message/send', 200)).toBe(3);
    expect(req('POST', '/api/message/send', 400)).toBe(1);
    expect(req('GET', 'unmatched', 404)).toBe(1);
    expect(req('POST', '/api/smsCode', 200)).toBe(2);
    expect(value('haiwai_chat_messages_total{outcome="stored"}')).toBeGreaterThanOrEqual(3);
    expect(value('haiwai_chat_group_commit_batch_size_count')).toBeGreaterThanOrEqual(3);
    expect(value('haiwai_chat_group_commit_lag_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(value('haiwai_push_fanout_lag_seconds_count{path="local"}')).toBeGreaterThanOrEqual(3);
    expect(value('haiwai_sms_sends_total{provider="outbox",outcome="sent"}')).toBe(2);
    expect(value('haiwai_media_image_renders_total')).toBe(1);
    expect(value('haiwai_timer_jobs_total{kind="ops.metrics-test",outcome="done"}')).toBe(1);
    expect(value('haiwai_timer_start_delay_seconds_count{kind="ops.metrics-test"}')).toBe(1);
    expect(value('haiwai_payment_orders{state="paid"}')).toBe(0);
    expect(value('haiwai_timer_jobs{state="due"}')).toBeGreaterThanOrEqual(0);
    expect(value('haiwai_db_connections{state="busy"}')).toBeGreaterThanOrEqual(0);
    expect(value('haiwai_event_loop_delay_seconds{quantile="0.99"}')).toBeGreaterThanOrEqual(0);
  });

  it('every metric the Grafana dashboard charts exists (deploy/grafana-dashboard.json)', () => {
    type Panel = { type: string; title: string; targets?: { expr: string }[] };
    const dashboard = JSON.parse(readFileSync(path.join(repoRoot(import.meta.dirname), 'deploy/grafana-dashboard.json'), 'utf8')) as { panels: Panel[] };
    const { names } = parse(text);
    const charted = dashboard.panels.filter((p) => p.type !== 'row');
    expect(charted.length).toBeGreaterThan(15);
    const missing: string[] = [];
    for (const panel of charted) {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        const used = [...expr.matchAll(/\b(haiwai_[a-z0-9_]+)/g)].map((m) => m[1]!);
        expect(used.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of used) {
          const base = name.replace(/_(bucket|sum|count)$/, '');
          if (!names.has(name) && !names.has(base)) missing.push(`${panel.title}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
