import { afterEach, describe, expect, it } from 'vitest';
import { isStoredMediaUrl, setMediaUrlAllowlist, storeMediaHash } from './media-url.js';
import { storedUrlSchema } from './entities.js';

const hash = '0123456789abcdef0123456789abcdef';

describe('stored media URLs (one check for avatars, photos, images, logos)', () => {
  afterEach(() => setMediaUrlAllowlist([]));

  it('accepts exactly the paths the media module hands out', () => {
    expect(isStoredMediaUrl(`/api/media/${hash}`)).toBe(true);
    expect(storeMediaHash(`/api/media/${hash}`)).toBe(hash);
    for (const u of [`/api/media/${hash.toUpperCase()}`, `/api/media/${hash}?preset=avatar`, `/api/media/${hash}.jpg`, '/api/media/abc', `/api/media/${hash}/../x`, `http://localhost/api/media/${hash}`]) {
      expect([u, isStoredMediaUrl(u)]).toEqual([u, false]);
    }
  });

  it('accepts https URLs on allow-listed hosts only; nothing else', () => {
    const hostile = ['https://cdn.example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://cdn.example.com/a.png'];
    for (const u of hostile) expect([u, isStoredMediaUrl(u)]).toEqual([u, false]);
    setMediaUrlAllowlist(['CDN.example.com']);
    expect(isStoredMediaUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isStoredMediaUrl('https://cdn.EXAMPLE.com:8443/a.png?x=1')).toBe(true);
    for (const u of ['http://cdn.example.com/a.png', 'https://cdn.example.com.evil.example/a.png', 'https://evil.example/?cdn.example.com', 'https://u:p@cdn.example.com/a.png', 'https://cdn.example.com/a b.png', `https://cdn.example.com/${'a'.repeat(600)}`]) {
      expect([u, isStoredMediaUrl(u)]).toEqual([u, false]);
    }
  });

  it('the schema names the failure with the media_url message key', () => {
    const r = storedUrlSchema.safeParse('https://evil.example/track.gif');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('media_url');
  });
});
