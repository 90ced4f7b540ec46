import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
/** The site file the test puts in front of the nodes: the one deploy/README.md installs. */
export const SITE_CONF = path.join(root, 'deploy/nginx/haiwai.conf');

/** Debian's nginx (package nginx-light or nginx), or null when it is not installed. */
export function findNginx(): string | null {
  for (const bin of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(bin)) return bin;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Replaces `from` in `text`, exactly `times` times, or fails: a change of the site file's shape must fail the test, not pass it unnoticed. */
function replaceExactly(text: string, from: string | RegExp, to: string, times = 1): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(from.source, `${from.flags.replace('g', '')}g`);
  const found = text.match(pattern)?.length ?? 0;
  if (found !== times) throw new Error(`deploy/nginx/haiwai.conf: expected ${times} × ${String(from)}, found ${found}`);
  return text.replace(pattern, to);
}

/**
 * deploy/nginx/haiwai.conf as the test runs it: the two upstream lines point at the nodes' ports, the server listens on
 * 127.0.0.1:`port`, and its logs go to `dir`. Everything else (headers, timeouts, limits, retries, error pages) is the
 * file as shipped.
 */
export function siteForTest(nodePorts: [number, number], port: number, dir: string): string {
  let site = readFileSync(SITE_CONF, 'utf8');
  site = replaceExactly(site, /server 127\.0\.0\.1:8081 /, `server 127.0.0.1:${nodePorts[0]} `);
  site = replaceExactly(site, /server 127\.0\.0\.1:8082 /, `server 127.0.0.1:${nodePorts[1]} `);
  site = replaceExactly(site, /^\s*listen \[::\]:80;\n/m, '');
  site = replaceExactly(site, /listen 80;/, `listen 127.0.0.1:${port};`);
  site = replaceExactly(site, '/var/log/nginx/haiwai.access.log', path.join(dir, 'access.log'));
  site = replaceExactly(site, '/var/log/nginx/haiwai.error.log', path.join(dir, 'error.log'));
  return site;
}

/**
 * The http { } block of Debian's /etc/nginx/nginx.conf (sendfile, mime types, gzip on…) around the site, with the
 * temporary files in `dir`. As root the workers run as www-data, as on Debian.
 */
function mainConf(dir: string): string {
  const asRoot = process.getuid?.() === 0;
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return [
    asRoot ? `user ${spawnSync('id', ['-u', 'www-data']).status === 0 ? 'www-data' : 'nobody nogroup'};` : '',
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    '  sendfile on; tcp_nopush on; types_hash_max_size 2048;',
    `  ${mime}`,
    '  default_type application/octet-stream;',
    `  access_log ${path.join(dir, 'other-access.log')};`,
    '  gzip on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`),
    `  include ${path.join(dir, 'haiwai.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface AccessLine {
  remote: string;
  request: string;
  status: number;
  /** Every node tried, in order ("127.0.0.1:20001, 127.0.0.1:20002" when the first was skipped). */
  upstreams: string[];
  upstreamStatuses: string[];
  rid: string;
}

/** One line of the `haiwai` log format of the site file. */
export function parseAccessLine(line: string): AccessLine | null {
  const m = /^(\S+) \[[^\]]+\] "([^"]*)" (\d{3}) \d+ \S+ upstream=(.*) upstream_status=(.*) rid=(\w+)$/.exec(line);
  if (!m) return null;
  // "a, b" for the nodes tried in turn; " : " between groups after an internal redirect (an error page).
  const list = (s: string) => (s === '-' ? [] : s.split(/,\s*|\s+:\s+/).filter((x) => x && x !== '-'));
  return { remote: m[1]!, request: m[2]!, status: Number(m[3]), upstreams: list(m[4]!), upstreamStatuses: list(m[5]!), rid: m[6]! };
}

export interface Nginx {
  base: string;
  wsUrl: string;
  port: number;
  dir: string;
  child: ChildProcess;
  /** Everything nginx wrote to stderr. */
  output(): string;
  /** The access log so far, parsed. */
  accessLog(): AccessLine[];
  /** The access log line of the request nginx gave this id (x-request-id of its answer); waits for it to be written. */
  lineOf(rid: string, ms?: number): Promise<AccessLine>;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before listening:\n${output()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx not listening on ${port} after ${ms} ms:\n${output()}`);
}

/** Starts `bin` with the shipped site in front of the two nodes (config checked with `nginx -t` first). */
export async function startNginx(bin: string, nodePorts: [number, number], port: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-nginx-'));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`];
  let child: ChildProcess | null = null;
  let out = '';
  let exited: Promise<void> = Promise.resolve();
  try {
    // The workers (www-data when started as root) create their temporary files in here.
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'haiwai.conf'), siteForTest(nodePorts, port, dir));
    writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
    const check = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the site:\n${check.stderr}`);
    const started = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    started.stderr?.on('data', (d) => (out += d));
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await waitForPort(port, started, () => out);
  } catch (err) {
    child?.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const proc = child;
  const accessLog = () => {
    const file = path.join(dir, 'access.log');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').split('\n').map(parseAccessLine).filter((l): l is AccessLine => l !== null);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    port,
    dir,
    child: proc,
    output: () => out,
    accessLog,
    async lineOf(rid, ms = 3000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const line = accessLog().find((l) => l.rid === rid);
        if (line) return line;
        if (Date.now() > deadline) throw new Error(`no access log line for request ${rid}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      if (proc.exitCode === null) {
        proc.kill('SIGQUIT');
        const kill = setTimeout(() => proc.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(kill);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
