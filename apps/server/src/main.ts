import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, pgliteDirFor } from './db/database.js';
import { withReplica } from './db/replica.js';
import { migrate } from './db/migrate.js';
import { allMigrations } from './modules/migrations.js';
import { MemoryRateLimiter, RedisRateLimiter } from './core/rate-limit.js';
import { seedOnce } from './core/seed-lock.js';
import { modules } from './modules/index.js';
import { mediaStorageFor } from './modules/media/index.js';
import { imageStoreFor } from './seed/store-image.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const log = pino(loggerOptions(config));
  const opened = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDirFor(config.dataDir),
    pgliteWorker: config.PGLITE_WORKER,
  });
  // Public reads on a streaming replica when one is set (docs/operations.md, "Read replicas"); one that is down stays unused.
  const database = config.DATABASE_REPLICA_URL ? await withReplica(opened, { url: config.DATABASE_REPLICA_URL, maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS, log }) : opened;
  log.info({ database: database.kind, dataDir: config.dataDir }, 'database open');
  await migrate(database, allMigrations(), (m) => log.info(m));
  // Reference data always (a working empty site); the demo users and their content only with SEED_DEMO.
  const seeded = await seedOnce(database, modules, { storeImage: imageStoreFor(config.dataDir, database, mediaStorageFor(config)), log: (m) => log.info(m), demo: config.SEED_DEMO });
  if (seeded.reference) log.info('reference data seeded');
  if (seeded.demo) log.info('demo data seeded (see README for the demo logins)');
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const limiter = redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
  const app = await buildApp({ config, database, limiter, redis });
  // A PGlite folder has one process: a job still `running` was left by one that died, and need not wait for its lease.
  if (database.kind === 'pglite') {
    const expired = await app.timers.expireAllLeases();
    if (expired > 0) log.warn({ jobs: expired }, 'timers: jobs left running by a previous process are due again');
  }
  app.timers.start();

  // Graceful shutdown (docs/operations.md, "Graceful restart"): not ready at once (/readyz 503), sockets told to
  // reconnect (1012), no new connections, in-flight requests, socket frames and the chat batch being written
  // finished, timer jobs finished or given back; then Redis and the database, within SHUTDOWN_GRACE_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.health.beginShutdown();
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      // Keep-alive connections with no request in flight would hold close() for the whole grace period.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(idle);
      await redis?.quit();
      await database.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  logMode(app.log, config);
}

/** Says which mode this is, so nobody mistakes a development server for a deployment (README, "Running for real"). */
function logMode(log: { info(o: object, m: string): void; warn(o: object, m: string): void }, config: Config) {
  const where = { host: config.HOST, port: config.PORT, publicUrl: config.publicUrl };
  if (config.NODE_ENV === 'production') return log.info(where, 'production mode');
  const helpers = config.devRoutes ? 'dev routes on, for callers on this machine only' : 'no dev routes (NODE_ENV=development adds them)';
  log.warn(
    { ...where, demoData: config.SEED_DEMO },
    `${config.NODE_ENV} mode: development keys, ${helpers}; listening on ${config.HOST}. Not for real users: see README "Running for real" (NODE_ENV=production)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
