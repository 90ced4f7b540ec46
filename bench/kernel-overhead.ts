/**
 * Kernel overhead: the real server (signing, context, envelope, logging, DB) vs a bare Fastify route
 * returning the same bytes. Both servers run alone in their process; autocannon runs in a child process.
 *
 *   node --import tsx bench/kernel-overhead.ts [--duration 15] [--connections 50]
 */
import Fastify from 'fastify';
import { argValue, autocannonChild, ensureBenchDeps, fmt, HEADERS, printLoad, signPath, startServer, type LoadResult } from './lib.ts';

const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '50'));
const WARMUP = 3;
const TARGET = 0.6;
const PORT = 18080;
const BARE_PORT = 18081;

async function measure(base: string, path: string): Promise<LoadResult> {
  await autocannonChild(base, [{ path: signPath(path) }], CONNECTIONS, WARMUP); // warm-up, discarded
  return autocannonChild(base, [{ path: signPath(path) }], CONNECTIONS, DURATION);
}

async function fetchBytes(base: string, path: string) {
  const r = await fetch(base + signPath(path), { headers: HEADERS });
  const body = Buffer.from(await r.arrayBuffer());
  if (r.status !== 200) throw new Error(`${path} -> ${r.status}: ${body.toString().slice(0, 200)}`);
  return body;
}

async function bare(body: Buffer) {
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port: BARE_PORT });
  return app;
}

async function main() {
  ensureBenchDeps();
  console.log(`kernel-overhead: connections ${CONNECTIONS}, duration ${DURATION} s after ${WARMUP} s warm-up\n`);
  const server = await startServer(PORT);
  const rows: { name: string; full: LoadResult; bare: LoadResult; bytes: number }[] = [];
  try {
    for (const path of ['/api/basis/config', '/api/langFixedWords?lang_type=zh']) {
      const body = await fetchBytes(server.base, path);
      const full = await measure(server.base, path);
      printLoad(`full  ${path}`, full);
      const app = await bare(body);
      let b: LoadResult;
      try {
        b = await measure(`http://127.0.0.1:${BARE_PORT}`, path);
      } finally {
        await app.close();
      }
      printLoad(`bare  (same ${body.length} bytes)`, b);
      rows.push({ name: path, full, bare: b, bytes: body.length });
      console.log('');
    }
  } finally {
    await server.stop();
  }
  console.log('RESULT');
  for (const [i, r] of rows.entries()) {
    const ratio = r.full.rps / r.bare.rps;
    const verdict = i === 0 ? (ratio >= TARGET ? `PASS (target >= ${TARGET})` : `FAIL (target >= ${TARGET})`) : '(information only)';
    console.log(
      `${r.name} [${r.bytes} B]: full ${fmt(r.full.rps, 0)} req/s (p50 ${r.full.p50} / p99 ${r.full.p99} ms), ` +
        `bare ${fmt(r.bare.rps, 0)} req/s (p50 ${r.bare.p50} / p99 ${r.bare.p99} ms), ratio full/bare ${fmt(ratio, 2)} ${verdict}`,
    );
    if (r.full.non2xx || r.full.errors) console.log(`  WARNING: full server had ${r.full.non2xx} non-2xx and ${r.full.errors} errors`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
