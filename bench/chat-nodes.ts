/**
 * The processes the chat benchmark measures: one or more real server processes (several share one
 * redis-server, started here on its own port, for the push fan-out and the rate limits), and the bare relay
 * (bench/chat-baseline-server.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH, ROOT, startServer, type ServerHandle } from './lib.ts';
import type { BenchWorld } from './chat-setup.ts';

/** Debian's redis-server on `port`, no persistence, in a temp folder; `stop()` kills it and removes the folder. */
export async function startRedis(port: number): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haiwai-bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  child.stdout!.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Prints garbage-collection pauses over 20 ms and seconds whose event-loop delay exceeded 50 ms (stderr). */
function diagHook() {
  return `import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.duration > 20) process.stderr.write('[diag ' + new Date().toISOString().slice(11, 23) + '] gc kind ' + (e.detail?.kind ?? e.kind) + ' ' + e.duration.toFixed(1) + ' ms\\n'); }).observe({ entryTypes: ['gc'] });
const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
setInterval(() => { const max = h.max / 1e6; if (max > 50) process.stderr.write('[diag ' + new Date().toISOString().slice(11, 23) + '] event loop delay max ' + max.toFixed(0) + ' ms, p99 ' + (h.percentile(99) / 1e6).toFixed(0) + ' ms\\n'); h.reset(); }, 1000).unref();`;
}

/**
 * --cpu-prof is not allowed in NODE_OPTIONS: a data: module starts the inspector's profiler and writes the
 * profile when the process exits (the inspector session of the main thread answers synchronously).
 */
function profileHook(dir: string, name = 'server') {
  return `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const s = new Session();
s.connect();
s.post('Profiler.enable');
s.post('Profiler.setSamplingInterval', { interval: 500 });
s.post('Profiler.start');
process.on('exit', () => s.post('Profiler.stop', (err, r) => { if (!err) writeFileSync(${JSON.stringify(dir)} + '/${name}-' + process.pid + '.cpuprofile', JSON.stringify(r.profile)); }));`;
}

export interface ServerOptions {
  databaseUrl: string;
  redisUrl?: string;
  diag?: boolean;
  /** Folder for CPU profiles (one per process). */
  profileDir?: string;
  /** V8/Node flags for each server process (NODE_OPTIONS), e.g. `--max-semi-space-size=32`; the relay takes the same. */
  nodeFlags?: string;
}

/**
 * `count` real server processes (NODE_ENV=production) on ports `firstPort`, `firstPort + 2`, …, started one after
 * the other (the first applies the migrations).
 */
export async function startServers(count: number, firstPort: number, opts: ServerOptions): Promise<ServerHandle[]> {
  const hook = opts.profileDir ? profileHook(opts.profileDir) : opts.diag ? diagHook() : '';
  const servers: ServerHandle[] = [];
  try {
    for (let i = 0; i < count; i++) {
      servers.push(
        await startServer(firstPort + 2 * i, {
          DATABASE_URL: opts.databaseUrl,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
          ...(hook || opts.nodeFlags ? { NODE_OPTIONS: [hook ? `--import=data:text/javascript,${encodeURIComponent(hook)}` : '', opts.nodeFlags ?? ''].join(' ').trim() } : {}),
        }),
      );
    }
  } catch (err) {
    await Promise.all(servers.map((s) => s.stop()));
    throw err;
  }
  return servers;
}

/** The bare ws relay on `port`, knowing the world's memberships. */
export async function startRelay(port: number, world: BenchWorld, profileDir?: string, nodeFlags = ''): Promise<{ child: ChildProcess; stop(): void }> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'haiwai-chat-bench-'));
  const file = path.join(tmp, 'members.json');
  writeFileSync(file, JSON.stringify([...world.members]));
  // With a profile folder the relay is profiled like the servers (relay-<pid>.cpuprofile), to compare their write costs.
  const hook = profileDir ? [`--import=data:text/javascript,${encodeURIComponent(profileHook(profileDir, 'relay'))}`] : [];
  const child = spawn(process.execPath, [...hook, ...nodeFlags.split(' ').filter(Boolean), '--import', 'tsx', path.join(BENCH, 'chat-baseline-server.ts'), String(port), file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return {
    child,
    stop() {
      child.kill('SIGTERM');
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
