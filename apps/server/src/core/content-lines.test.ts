import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './content-lines.js';

describe('content lines (RFC 5545 / RFC 6350)', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    expect(escapeText('普通文字 Tiếng Việt')).toBe('普通文字 Tiếng Việt');
  });

  it('leaves a line of 75 octets alone and folds a longer one at 75, then 74 + the space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200)).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
  });

  it('never splits a multi-byte character, and unfolding gives the line back', () => {
    const line = 'NOTE:' + '越南语 Tiếng Việt có dấu 😀 '.repeat(10);
    const parts = foldLine(line).split('\r\n');
    for (const p of parts) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
      // A split surrogate pair or UTF-8 sequence would not survive the round trip (it becomes U+FFFD).
      expect(Buffer.from(p, 'utf8').toString('utf8')).toBe(p);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});
