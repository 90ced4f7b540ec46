import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.js';
import type { RateLimiter } from './rate-limit.js';
import type { Config } from './settings.js';

/** What modules are built from. Created once in main.ts (or per test file) and passed down. */
export interface Deps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  redis: Redis | null;
  log: FastifyBaseLogger;
}
