import { describe, expect, it } from 'vitest';
import { clockLabel, formatBytes, linkify, messagePreview, relativeLabel } from './format';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key);

describe('linkify', () => {
  it('keeps plain text as text', () => {
    expect(linkify('你好 <b>hi</b>')).toEqual([{ text: '你好 <b>hi</b>' }]);
  });
  it('finds http(s) and www. links and leaves trailing punctuation out', () => {
    expect(linkify('看这里 https://example.com/a?b=1, 和 www.test.vn。好')).toEqual([
      { text: '看这里 ' },
      { url: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { text: ', 和 ' },
      { url: 'https://www.test.vn', text: 'www.test.vn' },
      { text: '。好' },
    ]);
  });
  it('does not make javascript: or other schemes into links', () => {
    expect(linkify('javascript:alert(1) ftp://x.y')).toEqual([{ text: 'javascript:alert(1) ftp://x.y' }]);
  });
});

describe('previews and times', () => {
  it('previews by type', () => {
    expect(messagePreview({ type: 'text', content: { text: 'hi' }, recalled: false }, t)).toBe('hi');
    expect(messagePreview({ type: 'image', content: { url: '/x' }, recalled: false }, t)).toBe('chat.preview.image');
    expect(messagePreview({ type: 'file', content: { name: 'a.pdf' }, recalled: false }, t)).toBe('chat.preview.file a.pdf');
    expect(messagePreview({ type: 'text', content: {}, recalled: true }, t)).toBe('chat.recalled');
  });
  it('relative labels follow spec section 4 (ten-digit timestamps are seconds)', () => {
    const now = 1_700_000_000_000;
    expect(relativeLabel(1_700_000_000 - 30, t, now)).toBe('time.justNow');
    expect(relativeLabel(1_700_000_000 - 120, t, now)).toBe('time.minutes:{"count":2}');
    expect(relativeLabel(now - 3 * 86_400_000, t, now)).toBe('time.days:{"count":3}');
  });
  it('clock labels: today, yesterday, earlier', () => {
    const now = new Date(2026, 4, 20, 15, 0).getTime();
    expect(clockLabel(new Date(2026, 4, 20, 9, 5).getTime() / 1000, 'zh', t, now)).toBe('09:05');
    expect(clockLabel(new Date(2026, 4, 19, 22, 0).getTime() / 1000, 'en', t, now)).toBe('chat.yesterday 22:00');
    expect(clockLabel(new Date(2026, 3, 2, 8, 0).getTime() / 1000, 'en', t, now)).toMatch(/2 Apr 08:00/);
  });
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
