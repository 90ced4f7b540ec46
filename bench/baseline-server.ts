/**
 * Serves a built static page (bench/screens-lighthouse.ts: the bare React baseline) with the server's own static
 * settings (apps/server/src/app.ts registerWebApp: @fastify/static, precompressed .br/.gz, immutable hashed assets,
 * `no-cache` for the rest), in a process of its own, as the app is served by its.
 *
 *   node --import tsx bench/baseline-server.ts DIR PORT
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StaticServer {
  base: string;
  stop(): Promise<void>;
}

/** Starts this file as a child process serving `dir` on `port`, and waits until it answers. */
export async function startBaselineServer(dir: string, port: number): Promise<StaticServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, dir, String(port)], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`baseline server exited (${child.exitCode})`);
    try {
      if ((await fetch(base + '/')).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('baseline server not answering after 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function serve(dir: string, port: number) {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const html = readFileSync(path.join(dir, 'index.html'));
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] === import.meta.filename) {
  const [dir, port] = process.argv.slice(2);
  serve(path.resolve(dir!), Number(port)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
