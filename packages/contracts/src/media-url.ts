import { IMAGE_PRESETS, MEDIA_URL_PREFIX, type ImagePreset } from './constants.js';

export type ImageSize = { preset: ImagePreset } | { w: number; h: number };

/**
 * One place that spells media URLs, used by the web app and by the server's page preloads.
 * Resized variant of a media URL (`/api/media/{hash}`): `?preset=NAME` or `?w=&h=`, plus `wm={site_area_id}`
 * for the area watermark, as WebP. Foreign URLs and empty values pass through untouched.
 */
export function imageUrl(src: string | null | undefined, size?: ImageSize, watermarkSiteAreaId?: number | null): string {
  if (!src) return '';
  const pathStart = src.indexOf(MEDIA_URL_PREFIX);
  if (pathStart < 0 || (pathStart > 0 && !/^https?:\/\/[^/]+$/.test(src.slice(0, pathStart)))) return src;
  const [base, existing = ''] = src.split('?', 2) as [string, string?];
  const params = new URLSearchParams(existing);
  for (const k of ['preset', 'w', 'h', 'wm', 'format']) params.delete(k);
  let resized = false;
  if (size && 'preset' in size) {
    resized = size.preset in IMAGE_PRESETS;
    if (resized) params.set('preset', size.preset);
  } else if (size) {
    resized = true;
    params.set('w', String(Math.max(1, Math.round(size.w))));
    params.set('h', String(Math.max(1, Math.round(size.h))));
  }
  // Every browser the app supports decodes WebP; resized variants are a fraction of PNG/JPEG bytes.
  if (resized) params.set('format', 'webp');
  if (watermarkSiteAreaId) params.set('wm', String(watermarkSiteAreaId));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
