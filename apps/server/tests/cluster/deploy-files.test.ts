import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA, TIMING } from '@haiwai/contracts';
import { CHAT } from '@haiwai/contracts/chat/constants';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { SITE_CONF } from './nginx.js';

/**
 * The deploy files against the numbers they must follow: body limits against the server's, socket timeouts against
 * the chat heartbeat, the unit's stop timeout against the shutdown grace. A change of one side fails here, not in
 * production. (two-nodes.test.ts runs the nginx site for real.)
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const UNIT = path.join(root, 'deploy/systemd/haiwai.service');
const site = readFileSync(SITE_CONF, 'utf8').replace(/#.*$/gm, '');
const unit = readFileSync(UNIT, 'utf8');
const defaults = loadConfig({});

const bytes = (size: string) => Number(size.slice(0, -1)) * { k: 1024, m: 1024 ** 2 }[size.slice(-1).toLowerCase() as 'k' | 'm'];
const seconds = (v: string) => Number(v.replace(/s$/, ''));
/** The block of a location (its own braces, no nesting in this file). */
const location = (match: string) => {
  const at = site.indexOf(`location ${match} {`);
  if (at < 0) throw new Error(`no location ${match}`);
  return site.slice(at, site.indexOf('}', at));
};
const directive = (block: string, name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(block)?.[1] ?? null;

describe('deploy/nginx/haiwai.conf', () => {
  it('balances round robin, without sticky sessions, and skips a node that is down', () => {
    const upstream = /upstream haiwai_nodes \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(upstream).not.toMatch(/ip_hash|hash |sticky|least_conn/);
    const servers = upstream.match(/^\s*server .*;$/gm) ?? [];
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const s of servers) expect(s).toMatch(/max_fails=\d+ fail_timeout=\d+s/);
    expect(directive(site, 'proxy_next_upstream')).toMatch(/^error timeout http_502 http_503 http_504$/);
    // Never non_idempotent: a POST a node answered (even with a 503) is not sent to another.
    expect(site).not.toMatch(/non_idempotent/);
  });

  it('lets every body the server accepts through, and no more than the largest', () => {
    // Server level: JSON bodies (MAX_BODY_BYTES), with room for the node to refuse past it in its own words.
    expect(bytes(directive(site.slice(site.indexOf('server {')), 'client_max_body_size')!)).toBeGreaterThan(defaults.MAX_BODY_BYTES);
    const image = bytes(directive(location('= /api/media/upload'), 'client_max_body_size')!);
    const file = bytes(directive(location('= /api/media/file'), 'client_max_body_size')!);
    expect(image).toBeGreaterThan(MEDIA.maxUploadBytes);
    expect(image).toBeLessThanOrEqual(MEDIA.maxUploadBytes + (2 << 20));
    expect(file).toBeGreaterThan(MEDIA.maxFileBytes);
    expect(file).toBeLessThanOrEqual(MEDIA.maxFileBytes + (2 << 20));
  });

  it('keeps a quiet socket open longer than the heartbeat and the server’s own idle limit', () => {
    const ws = location('~ ^/(api/)?ws$');
    expect(seconds(directive(ws, 'proxy_read_timeout')!) * 1000).toBeGreaterThan(TIMING.heartbeatMs);
    expect(seconds(directive(ws, 'proxy_read_timeout')!)).toBeGreaterThan(CHAT.idleTimeoutSeconds);
    expect(seconds(directive(ws, 'proxy_send_timeout')!)).toBeGreaterThan(CHAT.idleTimeoutSeconds);
    expect(site).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(site).toMatch(/proxy_http_version 1\.1;/);
  });

  it('passes the client address nginx saw, never one the client chose (TRUST_PROXY takes the first)', () => {
    expect(directive(site, 'proxy_set_header X-Forwarded-For')).toBe('$remote_addr');
    expect(site).not.toMatch(/\$proxy_add_x_forwarded_for/);
    expect(directive(site, 'proxy_set_header X-Forwarded-Proto')).toBe('$scheme');
  });
});

describe('deploy/systemd/haiwai.service', () => {
  const value = (key: string) => unit.match(new RegExp(`^${key}=(.*)$`, 'gm'))?.map((l) => l.slice(key.length + 1)) ?? [];

  it('runs the compiled server with the project’s own node and stops within the shutdown grace', () => {
    expect(value('ExecStart')).toEqual(['/srv/haiwai/node_modules/.bin/node apps/server/dist/main.js']);
    expect(value('KillSignal')).toEqual(['SIGTERM']);
    expect(seconds(value('TimeoutStopSec')[0]!) * 1000).toBeGreaterThan(defaults.SHUTDOWN_GRACE_MS);
    expect(value('Restart')).toEqual(['on-failure']);
    // 78 is the server's exit code for wrong settings (main.ts).
    expect(value('RestartPreventExitStatus')).toEqual(['78']);
    expect(value('EnvironmentFile')[0]).toBe('/etc/haiwai/haiwai.env');
    expect(value('ReadWritePaths')).toEqual(value('Environment').filter((e) => e.startsWith('DATA_DIR=')).map((e) => e.slice('DATA_DIR='.length)));
    for (const [k, v] of [['NoNewPrivileges', 'yes'], ['ProtectSystem', 'strict'], ['PrivateTmp', 'yes']]) expect(value(k!)).toEqual([v]);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!analyze)('passes systemd-analyze verify (with this checkout standing in for /srv/haiwai)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-unit-'));
    try {
      const local = unit.replaceAll('/srv/haiwai/node_modules/.bin/node', path.join(root, 'node_modules/.bin/node')).replaceAll('/srv/haiwai', root).replace(/^User=.*$/m, 'User=root').replace(/^Group=.*$/m, 'Group=root');
      writeFileSync(path.join(dir, 'haiwai.service'), local);
      const r = spawnSync('systemd-analyze', ['verify', path.join(dir, 'haiwai.service')], { encoding: 'utf8' });
      expect({ status: r.status, problems: r.stderr.trim() }).toEqual({ status: 0, problems: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
