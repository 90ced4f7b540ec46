import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('adds a preset', () => {
    expect(imageUrl('/api/media/abc', { preset: 'banner' })).toBe('/api/media/abc?preset=banner&format=webp');
  });
  it('adds explicit sizes and the watermark', () => {
    expect(imageUrl('/api/media/abc', { w: 100.4, h: 50 }, 3)).toBe('/api/media/abc?w=100&h=50&format=webp&wm=3');
  });
  it('replaces earlier size parameters', () => {
    expect(imageUrl('/api/media/abc?preset=article&x=1', { preset: 'avatar' })).toBe('/api/media/abc?x=1&preset=avatar&format=webp');
  });
  it('handles absolute same-host URLs', () => {
    expect(imageUrl('https://x.test/api/media/abc', { preset: 'dynamics' })).toBe(
      'https://x.test/api/media/abc?preset=dynamics&format=webp',
    );
  });
  it('leaves foreign and empty URLs alone', () => {
    expect(imageUrl('https://cdn.test/a.png', { preset: 'banner' })).toBe('https://cdn.test/a.png');
    expect(imageUrl(null)).toBe('');
    expect(imageUrl('/api/media/abc')).toBe('/api/media/abc');
  });
  it('ignores an unknown preset name', () => {
    expect(imageUrl('/api/media/abc', { preset: 'nope' as 'banner' })).toBe('/api/media/abc');
  });
});
