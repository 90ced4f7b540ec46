import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { computeSign, verifySignature, withoutSignFields } from './signing.js';

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
  it('accepts the hex in upper case, and refuses a signature of the wrong length or alphabet', () => {
    const ts = 1700000000;
    const good = computeSign(key, ts);
    expect(() => verifySignature(req({ _timestamp: ts, _sign: good.toUpperCase() }), key, ts)).not.toThrow();
    for (const bad of [good.slice(1), good + '0', 'g' + good.slice(1), good.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      expect(() => verifySignature(req({ _timestamp: ts, _sign: bad }), key, ts)).toThrow(AppError);
    }
  });
  it('strips the fields so they are never stored, leaving other values as they are', () => {
    const body: Record<string, unknown> = { a: 1, _timestamp: 1, _sign: 'x' };
    expect(withoutSignFields(body)).toEqual({ a: 1 });
    const plain = { a: 1 };
    expect(withoutSignFields(plain)).toBe(plain);
    const list = [{ _sign: 'x' }];
    expect(withoutSignFields(list)).toBe(list);
    expect(withoutSignFields(null)).toBe(null);
    expect(withoutSignFields('text')).toBe('text');
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { lang: 'zh', _sign: 'x' });
    expect(withoutSignFields(query)).toEqual({ lang: 'zh' });
  });
});
