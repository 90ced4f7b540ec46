/**
 * The shared map's tile service (docs/maps.md): zod-free, read by the server (settings, the Content-Security-Policy)
 * and the web (the map component).
 */

/** OpenStreetMap's standard tiles: fine for development and light use under its tile usage policy, not for real traffic. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required attribution (© OpenStreetMap contributors, linked to its copyright page). */
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A tile URL template: http(s), a host, and the {z}, {x} and {y} placeholders (optionally {s} in the host, {r}). */
export const TILE_URL_PATTERN = /^https?:\/\/[a-z0-9{}.-]+(:\d+)?\/\S*$/i;

export function isTileTemplate(url: string): boolean {
  return TILE_URL_PATTERN.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p));
}

/**
 * The origins a tile template loads from, for the policy's img-src: one origin, or one per subdomain when the host
 * holds `{s}` (`https://{s}.tile.example.com` with subdomains "abc" → three origins). Exactly these, no wildcard.
 */
export function tileOrigins(url: string, subdomains: string): string[] {
  const m = /^(https?:\/\/)([^/]+)/i.exec(url);
  if (!m) return [];
  const [, scheme, host] = m as unknown as [string, string, string];
  const hosts = host.includes('{s}') ? [...subdomains].map((s) => host.replace('{s}', s)) : [host];
  return [...new Set(hosts.map((h) => `${scheme!.toLowerCase()}${h.toLowerCase()}`))];
}

/** Earth's mean radius in metres (the haversine distance of walks). */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A route's length through its points in order, in whole metres. */
export function routeMeters(points: readonly { lat: number; lng: number }[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += distanceMeters(points[i - 1]!, points[i]!);
  return Math.round(sum);
}
