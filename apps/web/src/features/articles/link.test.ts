import { describe, expect, it } from 'vitest';
import { normaliseLink } from './link';

describe('normaliseLink', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(normaliseLink(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normaliseLink('http://example.com')).toBe('http://example.com');
    expect(normaliseLink('mailto:help@example.com')).toBe('mailto:help@example.com');
  });
  it('gives a bare host https', () => {
    expect(normaliseLink('example.com/path')).toBe('https://example.com/path');
  });
  it('refuses other schemes, spaces and nothing', () => {
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('JaVaScRiPt:alert(1)')).toBeNull();
    expect(normaliseLink('data:text/html,<b>x</b>')).toBeNull();
    expect(normaliseLink('two words')).toBeNull();
    expect(normaliseLink('   ')).toBeNull();
  });
});
