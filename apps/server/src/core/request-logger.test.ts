import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger, RequestLogger } from './request-logger.js';

/** A pino logger writing its lines into an array. */
function capture(level = 'warn') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  return { logger, lines };
}

describe('request logger', () => {
  it('makes no pino child for a request that logs nothing, or only below the level', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = new RequestLogger(logger, { reqId: 'r1' }, {});
    log.info({ a: 1 }, 'incoming request');
    log.debug('detail');
    expect(log.level).toBe('warn');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes enabled levels through one child carrying the bindings', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const log = new RequestLogger(logger, { reqId: 'r2' }, {});
    log.warn({ code: 7 }, 'first');
    log.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['r2', 'first', 40],
      ['r2', 'second', 50],
    ]);
    expect(lines[0]!.code).toBe(7);
  });

  it('honours a route’s own level, and its children keep the request id', () => {
    const { logger, lines } = capture('warn');
    const log = new RequestLogger(logger, { reqId: 'r3' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('shown');
    log.child({ part: 'x' }).info('nested');
    expect(lines.map((l) => [l.reqId, l.msg, l.part])).toEqual([
      ['r3', 'shown', undefined],
      ['r3', 'nested', 'x'],
    ]);
  });

  it('is accepted by Fastify as every request’s logger', async () => {
    const { logger, lines } = capture('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLogger });
    app.get('/x', async (req) => {
      req.log.warn('from the handler');
      return { ok: true };
    });
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    const line = lines.find((l) => l.msg === 'from the handler');
    expect(line?.reqId).toEqual(expect.any(String));
    await app.close();
  });
});
