import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { computeSign, stripSignFields, verifySignature } from './signing.js';

const req = (query: object, body?: object) => ({ query, body }) as unknown as FastifyRequest;
const key = 'unit-test-key';

describe('signing', () => {
  it('is hex HMAC-SHA256 of the timestamp string', () => {
    expect(computeSign(key, 1700000000)).toBe(createHmac('sha256', key).update('1700000000').digest('hex'));
  });
  it('accepts a fresh signature from query or body', () => {
    const ts = 1700000000;
    expect(() => verifySignature(req({ _timestamp: String(ts), _sign: computeSign(key, ts) }), key, ts + 10)).not.toThrow();
    expect(() => verifySignature(req({}, { _timestamp: ts, _sign: computeSign(key, ts) }), key, ts - 299)).not.toThrow();
  });
  it('names what is wrong', () => {
    const ts = 1700000000;
    const keyOf = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        return (e as AppError).key;
      }
      return null;
    };
    expect(keyOf(() => verifySignature(req({}), key, ts))).toBe('sign.missing');
    expect(keyOf(() => verifySignature(req({ _timestamp: ts, _sign: 'zz' }), key, ts))).toBe('sign.invalid');
    expect(keyOf(() => verifySignature(req({ _timestamp: 'abc', _sign: computeSign(key, ts) }), key, ts))).toBe('sign.invalid');
    expect(keyOf(() => verifySignature(req({ _timestamp: ts, _sign: computeSign('other', ts) }), key, ts))).toBe('sign.invalid');
    expect(keyOf(() => verifySignature(req({ _timestamp: ts, _sign: computeSign(key, ts) }), key, ts + 301))).toBe('sign.stale');
  });
  it('checks every call against the key, whatever was checked before for the same timestamp', () => {
    const ts = 1700000000;
    expect(() => verifySignature(req({ _timestamp: ts, _sign: computeSign(key, ts) }), key, ts)).not.toThrow();
    // Same timestamp again: a wrong signature, or the right one under another key, is still refused.
    expect(() => verifySignature(req({ _timestamp: ts, _sign: computeSign('other', ts) }), key, ts)).toThrow(AppError);
    expect(() => verifySignature(req({ _timestamp: ts, _sign: computeSign(key, ts) }), 'other-key', ts)).toThrow(AppError);
    expect(() => verifySignature(req({ _timestamp: ts, _sign: computeSign('other-key', ts) }), 'other-key', ts)).not.toThrow();
    for (let i = 0; i < 200; i++) expect(() => verifySignature(req({ _timestamp: ts + i, _sign: computeSign(key, ts + i) }), key, ts + i)).not.toThrow();
  });
  it('strips the fields so they are never stored', () => {
    const body: Record<string, unknown> = { a: 1, _timestamp: 1, _sign: 'x' };
    stripSignFields(body);
    expect(body).toEqual({ a: 1 });
  });
});
