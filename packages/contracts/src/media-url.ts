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

/** A media URL as the media module hands it out: `/api/media/` and the 128-bit content hash in lowercase hex. */
const STORE_MEDIA = /^\/api\/media\/([0-9a-f]{32})$/;
const MAX_STORED_URL = 512;
let allowedHosts: ReadonlySet<string> = new Set();

/**
 * Hosts (lowercase, comma-separated setting `MEDIA_URL_ALLOWLIST`) whose https URLs may be stored as media
 * besides this store's own; empty by default. Set once by the server at start.
 */
export function setMediaUrlAllowlist(hosts: readonly string[]): void {
  allowedHosts = new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/** The content hash of a media URL of this store, or null for anything else. */
export function storeMediaHash(url: string): string | null {
  return STORE_MEDIA.exec(url)?.[1] ?? null;
}

/**
 * The one check of a URL that is stored and later loaded by other people's clients (avatars, verification
 * photos, listing images and logos, group avatars, images in FAQ answers): media of this store, or an https
 * URL (no credentials) on an allow-listed host. `javascript:`, `data:`, http and every other host are refused.
 */
export function isStoredMediaUrl(url: string): boolean {
  if (url.length > MAX_STORED_URL) return false;
  if (storeMediaHash(url)) return true;
  if (!allowedHosts.size || !/^https:\/\/[^\s\\]+$/i.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && !parsed.username && !parsed.password && allowedHosts.has(parsed.hostname.toLowerCase());
}
