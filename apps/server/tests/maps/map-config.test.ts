import type { ApiData } from '@haiwai/contracts';
import { OSM_ATTRIBUTION, OSM_TILE_URL, tileOrigins } from '@haiwai/contracts/maps/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { cspDirectives } from '../../src/http-security.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The shared map's tiles (docs/maps.md): `mapConfig` tells the app the configured tile service, and the policy's
 * img-src admits exactly its host(s), no wildcard; bad settings stop the start with a message naming them.
 */
type MapConfig = ApiData<'mapConfig'>;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('mapConfig', () => {
  it('gives anyone, signed in or not, OpenStreetMap’s tiles and attribution by default', async () => {
    for (const lang of ['zh', 'en', 'vi']) {
      const r = await t.call<MapConfig>('mapConfig', { lang });
      expect(r.status).toBe(200);
      expect(r.data).toEqual({ tile_url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, subdomains: '', max_zoom: 19 });
    }
  });
  it('is a signed call like every other (a bad signature is refused in the envelope)', async () => {
    const r = await t.call('mapConfig', { sign: 'bad' });
    expect(r.status).toBe(400);
    expect(r.message.length).toBeGreaterThan(0);
  });
  it('the app shell’s policy admits the default tile host in img-src and nothing wider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(res.headers['content-security-policy'] ?? '');
    const img = /img-src ([^;]+)/.exec(policy)?.[1];
    expect(img).toBe("'self' data: blob: https://tile.openstreetmap.org");
  });
});

describe('another tile service', () => {
  it('one host: the policy names exactly it', () => {
    const c = loadConfig({ MAP_TILE_URL: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc', MAP_TILE_ATTRIBUTION: '© MapTiler © OpenStreetMap contributors' });
    expect(cspDirectives(c)['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.maptiler.com']);
  });
  it('{s} subdomains: one origin per letter, no wildcard', () => {
    const c = loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'abc' });
    expect(cspDirectives(c)['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://a.tile.example.com', 'https://b.tile.example.com', 'https://c.tile.example.com']);
    expect(tileOrigins('http://localhost:8081/{z}/{x}/{y}.png', '')).toEqual(['http://localhost:8081']);
  });
  it('is told to the app as set', async () => {
    const other = await startTestApp({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'ab', MAP_TILE_ATTRIBUTION: '© Example', MAP_TILE_MAX_ZOOM: '18' });
    try {
      const r = await other.call<MapConfig>('mapConfig');
      expect(r.data).toEqual({ tile_url: 'https://{s}.tile.example.com/{z}/{x}/{y}.png', attribution: '© Example', subdomains: 'ab', max_zoom: 18 });
    } finally {
      await other.close();
    }
  });
  it('a template without {z}/{x}/{y}, {s} without subdomains or a bad zoom stops the start, naming the setting', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL: must be an http\(s\) tile URL template/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_SUBDOMAINS: required when MAP_TILE_URL holds \{s\}/);
    expect(() => loadConfig({ MAP_TILE_MAX_ZOOM: '40' })).toThrow(/MAP_TILE_MAX_ZOOM/);
  });
});
