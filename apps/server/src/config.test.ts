import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, settingOwners } from './config.js';
import { defineModule } from './core/module.js';
import { repoRoot } from './core/repo-root.js';
import { defineSettings } from './core/settings.js';
import { modules } from './modules/index.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SIGN_REQUIRED).toBe(true);
  });
  it('names every bad value in one message', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toMatch(/PORT: .*"eighty"/);
      expect(msg).toMatch(/DATABASE_URL: must start with postgres/);
      expect(msg).toMatch(/REDIS_URL: must start with redis/);
      expect(msg).toMatch(/LOG_LEVEL/);
      expect(msg).toMatch(/\.env\.example/);
    }
  });
  it('refuses development secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGN_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGN_KEY: 'a-real-production-key' })).toThrow(/TOKEN_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SIGN_KEY: 'a-real-production-key', TOKEN_SECRET: 'a-long-production-secret' }).NODE_ENV).toBe('production');
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

describe('settings declared by their modules', () => {
  it('validates a module’s settings with the kernel’s, naming the bad value', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'x' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key \(sk_test_… or sk_live_…\) \(got "x"\)/);
    expect(() => loadConfig({ MEDIA_RENDER_CONCURRENCY: '0', EXCHANGE_STALE_HOURS: 'soon' })).toThrow(/MEDIA_RENDER_CONCURRENCY: .*"0"[\s\S]*EXCHANGE_STALE_HOURS: .*"soon"/);
  });
  it('runs each module’s checks across its settings, with the messages of before', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'),
    );
    expect(() => loadConfig({ VNPAY_HASH_SECRET: '0123456789abcdef' })).toThrow(
      new ConfigError('Invalid configuration:\n  VNPAY_TMN_CODE: required when VNPAY_HASH_SECRET is set'),
    );
    expect(() => loadConfig({ AIRTIME_PROVIDER: 'reloadly', RELOADLY_CLIENT_SECRET: 'secret-secret' })).toThrow(
      new ConfigError('Invalid configuration:\n  RELOADLY_CLIENT_ID: required when AIRTIME_PROVIDER=reloadly'),
    );
  });
  it('gives modules their values, with defaults that depend on NODE_ENV filled in', () => {
    const dev = loadConfig({});
    expect(dev.PAY_SANDBOX).toBe(true);
    expect(dev.MEDIA_RENDER_CONCURRENCY).toBe(2);
    expect(dev.EXCHANGE_REFRESH_MINUTES).toBe(720);
    expect(dev.AIRTIME_PROVIDER).toBe('sandbox');
    expect(dev.CORS_ORIGINS).toEqual([]);
    const prod = { NODE_ENV: 'production', SIGN_KEY: 'a-real-production-key', TOKEN_SECRET: 'a-long-production-secret' };
    expect(loadConfig(prod).PAY_SANDBOX).toBe(false);
    expect(loadConfig({ ...prod, PAY_SANDBOX: 'true' }).PAY_SANDBOX).toBe(true);
  });
  it('stops the start when two modules, or a module and the kernel, declare one setting', () => {
    const declaring = (name: string, setting: string) => defineModule({ name, settings: defineSettings({ schema: { [setting]: z.string().optional() } }) });
    expect(() => loadConfig({}, [...modules, declaring('probe', 'PORT')])).toThrow('setting PORT is declared by both kernel and module probe');
    expect(() => loadConfig({}, [...modules, declaring('probe', 'STRIPE_SECRET_KEY')])).toThrow('setting STRIPE_SECRET_KEY is declared by both module payments and module probe');
    expect(loadConfig({ PROBE_ONLY: 'yes' }, [...modules, declaring('probe', 'PROBE_ONLY')])).toMatchObject({ PROBE_ONLY: 'yes' });
  });
});

describe('.env.example', () => {
  // A setting line is `NAME=value` or, for one without a default worth showing, `# NAME=example`.
  const text = readFileSync(path.join(repoRoot(import.meta.dirname), '.env.example'), 'utf8');
  const listed = [...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

  it('lists every setting the kernel and the modules declare, each once', () => {
    const declared = [...settingOwners().keys()];
    expect(declared.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });
  it('lists nothing that nobody declares', () => {
    const owners = settingOwners();
    expect(listed.filter((name) => !owners.has(name))).toEqual([]);
  });
});
