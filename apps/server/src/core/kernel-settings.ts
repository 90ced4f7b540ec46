import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './repo-root.js';

/** A browser origin: scheme and host (and port), no path, no wildcard. */
const CORS_ORIGIN = /^https?:\/\/[^/\s,*]+$/;

/**
 * The kernel's own settings: the server, the database, signing, logging, the SMS gateway, the safe defaults
 * (CORS, HSTS, docs/security-defaults.md). Each module declares its own in `modules/<name>/settings.ts`;
 * config.ts puts them together, validates them all once at start, and .env.example documents every one.
 */
export const kernelSettings = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Default: 127.0.0.1 in development and test (nothing on the network reaches a dev server), 0.0.0.0 in production.
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL's database for public list, detail and search reads (docs/operations.md, "Read replicas").
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Reads go to the replica only while it is at most this far behind; a person's own writes are read from the primary for this plus 5 s. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  SIGN_KEY: z.string().min(8, 'must be at least 8 characters').default('haiwai-dev-sign-key'),
  SIGN_REQUIRED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TOKEN_SECRET: z.string().min(16, 'must be at least 16 characters').default('haiwai-dev-token-secret-change-me'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // SMS gateway (docs/sms.md): the outbox writes codes to a table and the log; twilio sends them.
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits (Twilio Console, Account Info)').optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'must be an E.164 number (+84...) or an alphanumeric sender id of at most 11 letters, digits or spaces').optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex digits').optional(),
  TWILIO_API_BASE: z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like http://127.0.0.1:4010 (tests only)').optional(),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://example.com (no path, no trailing slash)')
    .optional(),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // Hosts whose https URLs may be stored as images (avatars, photos...) besides this server's own media; default none.
  MEDIA_URL_ALLOWLIST: z
    .string()
    .regex(/^([a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*)?$/i, 'must be host names separated by commas (cdn.example.com,img.example.net)')
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  // Default: true in development and test, false in production (demo users have a published password).
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Bearer token for GET /metrics from other machines (Prometheus); without it only loopback callers read it (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PGLITE_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Comma-separated origins allowed to call the API from a browser; empty (the default): CORS stays closed (http-security.ts). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(CORS_ORIGIN, 'each entry must be an origin like https://app.example.com (no path, no wildcard)'))),
  /** Strict-Transport-Security max-age, sent only when PUBLIC_URL is https; 0 turns HSTS off (http-security.ts). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
};

type KernelValues = z.output<z.ZodObject<typeof kernelSettings>>;

/** The kernel's settings as the server reads them: the defaults that depend on NODE_ENV filled in, paths resolved. */
export type KernelConfig = Omit<KernelValues, 'HOST' | 'SEED_DEMO'> & {
  HOST: string;
  SEED_DEMO: boolean;
  /** The dev routes (SMS outbox, test notices): only with NODE_ENV set explicitly to development or test. */
  devRoutes: boolean;
  dataDir: string;
  webDist: string;
  publicUrl: string;
};

/** Checks across the kernel's settings once each is valid: one line `  NAME: why` per problem. */
export function kernelProblems(c: KernelValues): string[] {
  const problems: string[] = [];
  if (c.NODE_ENV === 'production' && c.SIGN_KEY.startsWith('haiwai-dev')) {
    problems.push('  SIGN_KEY: the development default cannot be used in production');
  }
  if (c.NODE_ENV === 'production' && c.TOKEN_SECRET.startsWith('haiwai-dev')) {
    problems.push('  TOKEN_SECRET: the development default cannot be used in production');
  }
  if (c.SMS_PROVIDER === 'twilio') {
    const missing = [
      !c.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
      !c.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
      !c.TWILIO_FROM && !c.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    ].filter((k): k is string => Boolean(k));
    problems.push(...missing.map((k) => `  ${k}: required when SMS_PROVIDER=twilio`));
  }
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL) {
    problems.push('  DATABASE_REPLICA_URL: needs DATABASE_URL (a replica of that PostgreSQL database; the embedded PGlite has none)');
  }
  if (c.NODE_ENV === 'production' && c.TOKEN_SECRET === c.SIGN_KEY) {
    problems.push('  TOKEN_SECRET: must differ from SIGN_KEY, which ships inside the web app');
  }
  return problems;
}

/** The kernel's values as read: `env` is the environment as given (NODE_ENV set explicitly or not). */
export function resolveKernel(c: KernelValues, env: Readonly<Record<string, string | undefined>>): KernelConfig {
  const root = repoRoot(import.meta.dirname);
  return {
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    devRoutes: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    dataDir: path.resolve(root, c.DATA_DIR),
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : path.join(root, 'apps/web/dist'),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
