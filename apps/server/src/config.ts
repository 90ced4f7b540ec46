import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { airtimeConfigProblems, airtimeSettings } from './airtime-settings.js';
import { exchangeSettings } from './exchange-settings.js';
import { paymentSettings } from './payment-settings.js';
import { securitySettings } from './security-settings.js';

/** Every setting comes from the environment, is validated once at start, and is documented in .env.example. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Default: 127.0.0.1 in development and test (nothing on the network reaches a dev server), 0.0.0.0 in production.
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
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
  PGLITE_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  ...securitySettings,
  ...paymentSettings,
  ...airtimeSettings,
  ...exchangeSettings,
});

type Parsed = z.infer<typeof schema>;
export type Config = Omit<Parsed, 'HOST' | 'SEED_DEMO' | 'PAY_SANDBOX'> & {
  HOST: string;
  SEED_DEMO: boolean;
  PAY_SANDBOX: boolean;
  /** The dev routes (SMS outbox, test notices): only with NODE_ENV set explicitly to development or test. */
  devRoutes: boolean;
  dataDir: string;
  webDist: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.SIGN_KEY.startsWith('haiwai-dev')) {
    throw new ConfigError('Invalid configuration:\n  SIGN_KEY: the development default cannot be used in production');
  }
  if (c.NODE_ENV === 'production' && c.TOKEN_SECRET.startsWith('haiwai-dev')) {
    throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: the development default cannot be used in production');
  }
  if (c.SMS_PROVIDER === 'twilio') {
    const missing = [
      !c.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
      !c.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
      !c.TWILIO_FROM && !c.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    ].filter((k): k is string => Boolean(k));
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required when SMS_PROVIDER=twilio`).join('\n')}`);
  }
  requireTogether(c.STRIPE_SECRET_KEY, c.STRIPE_WEBHOOK_SECRET, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  requireTogether(c.VNPAY_TMN_CODE, c.VNPAY_HASH_SECRET, 'VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET');
  const airtimeProblems = airtimeConfigProblems(c);
  if (airtimeProblems.length) throw new ConfigError(`Invalid configuration:\n${airtimeProblems.join('\n')}`);
  const root = repoRoot(import.meta.dirname);
  if (c.NODE_ENV === 'production' && c.TOKEN_SECRET === c.SIGN_KEY) {
    throw new ConfigError('Invalid configuration:\n  TOKEN_SECRET: must differ from SIGN_KEY, which ships inside the web app');
  }
  return {
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    PAY_SANDBOX: c.PAY_SANDBOX ?? c.NODE_ENV !== 'production',
    devRoutes: cleaned.NODE_ENV === 'development' || cleaned.NODE_ENV === 'test',
    dataDir: path.resolve(root, c.DATA_DIR),
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : path.join(root, 'apps/web/dist'),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}

/** A provider's two keys come together: one without the other would take payments it could never confirm. */
function requireTogether(a: string | undefined, b: string | undefined, nameA: string, nameB: string): void {
  if (Boolean(a) !== Boolean(b)) throw new ConfigError(`Invalid configuration:\n  ${a ? nameB : nameA}: required when ${a ? nameA : nameB} is set`);
}

/**
 * The folder of the workspace root package.json, found by walking up: the same answer from src/ under tsx
 * and from the compiled dist/, whatever their depth.
 */
export function repoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no workspace root package.json above ${from}`);
  }
}
