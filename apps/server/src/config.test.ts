import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
