import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A Redis for tests that need one: TEST_REDIS_URL when set (CI's PostgreSQL pass), else a throwaway
 * redis-server on a free port when one is installed. `available` is false when neither is (skip the test).
 */
export const redisAvailable = Boolean(process.env.TEST_REDIS_URL) || spawnSync('redis-server', ['--version']).status === 0;

async function freePort() {
  return new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const proc: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.quit();
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill();
      await exited;
    },
  };
}
