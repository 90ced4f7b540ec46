import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server compiled once for this run (`node <it>`, as `npm start` runs it), by the project's global setup. */
    serverEntry: string;
  }
}

/**
 * Compiles the server once into `outdir` (its own folder: runs may share a tree) and returns the entry to pass to
 * spawnServer. A start under tsx transforms the whole server again, about 1.5 s of CPU (bench/README.md, "Server
 * start-up"), and the test passes start servers hundreds of times.
 */
export function buildServer(outdir: string): string {
  execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs'), '--outdir', outdir], { cwd: root, stdio: 'inherit' });
  return path.join(outdir, 'main.js');
}

export interface ServerProcess {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Everything the process printed so far (only when started with `capture`). */
  output(): string;
  /** Waits for /healthz, failing early if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM (SIGKILL after 15 s); removes the data folder if this helper made it. Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * A port for a test server, below Linux's ephemeral range (32768-60999): a port drawn there could be held by an
 * outgoing connection of the machine's own clients (database pools, Chromium), and the server would fail to listen
 * (EADDRINUSE).
 */
export const freePortGuess = () => 20000 + Math.floor(Math.random() * 12700);

/**
 * The server as a person runs it: `node --import tsx apps/server/src/main.ts` on loopback, or with `entry` a
 * compiled bundle (`node <entry>`, as `npm start` runs it; no TypeScript transform at each start). One helper for the
 * process tests, the browser tests and the benchmarks. Pass `dataDir` to keep data across restarts.
 */
export function spawnServer(opts: { port?: number; dataDir?: string; env?: Record<string, string>; capture?: boolean; entry?: string } = {}): ServerProcess {
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'haiwai-srv-'));
  const port = opts.port ?? freePortGuess();
  const child = spawn(process.execPath, opts.entry ? [opts.entry] : ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', opts.capture ? 'pipe' : 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;

  async function ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before becoming healthy\n${out}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server at ${base} not healthy after ${timeoutMs} ms`);
  }

  async function stop() {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    return exited;
  }

  return { base, port, dataDir, child, exited, output: () => out, ready, stop };
}
