import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_PRESET_NAMES, IMAGE_PRESETS, type UploadedMedia } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as h from './helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Image variants are a bounded, paid-for resource: only the presets and a small set of sizes are rendered
 * (other explicit sizes snap to a box), new renders are rate-limited per IP, and the variant cache has a
 * disk quota. Each block starts its own server with the setting it tests.
 */

const varDir = (t: TestApp, hash: string) => path.join(t.dataDir, 'media', 'var', hash.slice(0, 2), hash);
const variantFiles = (t: TestApp, hash: string) => (existsSync(varDir(t, hash)) ? readdirSync(varDir(t, hash)).filter((f) => !f.endsWith('.tmp')) : []);
const dims = async (buf: Buffer) => {
  const m = await sharp(buf).metadata();
  return [m.width, m.height];
};

/** A photo whose variants do not compress to nothing (noise), so the quota test has bytes to count. */
async function noisyPhoto(width: number, height: number, seed: number) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function uploadAs(t: TestApp, token: string, data: Buffer): Promise<UploadedMedia> {
  const r = await h.upload(t, data, { token });
  if (r.status !== 200) throw new Error(`upload failed: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

describe('sizes: presets and a small set, everything else snaps to a box', () => {
  let t: TestApp;
  let img: UploadedMedia;
  beforeAll(async () => {
    t = await startTestApp();
    t.app.log.level = 'silent';
    img = await uploadAs(t, (await t.newUser()).token, await h.photo(600, 800));
  });
  afterAll(() => t?.close());

  it('renders every preset, and the square sizes the web app asks for, exactly', async () => {
    for (const name of IMAGE_PRESET_NAMES) {
      const r = await h.get(t, `${img.url}?preset=${name}&format=webp`);
      expect(r.statusCode, name).toBe(200);
      expect(await dims(r.rawPayload), name).toEqual([IMAGE_PRESETS[name].w, IMAGE_PRESETS[name].h]);
    }
    // apps/web: home entry icons 96, rental categories 64, industry icons 80, logos and cards 120, QR 160, the detail viewer 1200.
    for (const s of [64, 80, 96, 120, 160, 1200]) {
      const r = await h.get(t, `${img.url}?w=${s}&h=${s}&format=webp`);
      expect(r.statusCode, String(s)).toBe(200);
      expect(await dims(r.rawPayload), String(s)).toEqual([s, s]);
    }
    // A preset's size spelled out is that preset.
    const spelled = await h.get(t, `${img.url}?w=355&h=150`);
    expect(spelled.headers.etag).toBe((await h.get(t, `${img.url}?preset=banner`)).headers.etag);
  });

  it('serves a chat bubble its picture whole: w×h of the picture’s own shape snaps to the box around it', async () => {
    // The chat bubble asks for twice its size, e.g. 270×360 for a 600×800 photo (apps/web message-row.tsx).
    const r = await h.get(t, `${img.url}?w=270&h=360&format=webp`);
    expect(r.statusCode).toBe(200);
    expect(await dims(r.rawPayload)).toEqual([270, 360]);
    expect(variantFiles(t, img.hash)).toContain('360x360-inside.webp');
    expect(variantFiles(t, img.hash).some((f) => f.startsWith('270x360'))).toBe(false);
  });

  it('a scan of arbitrary sizes renders a handful of variants, not one per size', async () => {
    const before = variantFiles(t, img.hash).length;
    const sizes = [7, 13, 21, 33, 41, 50, 57, 61, 65, 77, 83, 90, 99, 101, 111, 117, 119, 121, 133, 150];
    for (const s of sizes) {
      const r = await h.get(t, `${img.url}?w=${s}&h=${s + 3}&fit=contain`);
      expect(r.statusCode).toBe(200);
      const [w, hgt] = await dims(r.rawPayload);
      // Never larger than asked by more than the next box, never cropped: the picture's 3:4 shape is kept.
      expect(Math.max(w!, hgt!)).toBeLessThanOrEqual(160);
      expect(Math.abs(w! / hgt! - 0.75)).toBeLessThan(0.03);
    }
    const made = variantFiles(t, img.hash).length - before;
    // Boxes 48, 64, 80, 96, 120 and 160 at most (some already made above).
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(6);
  });

  it('a width or a height alone snaps the same way', async () => {
    const r = await h.get(t, `${img.url}?w=300`);
    expect(r.statusCode).toBe(200);
    expect(await dims(r.rawPayload)).toEqual([240, 320]);
  });

  it('removes the variants of a picture whose original is gone, and answers 404', async () => {
    const other = await uploadAs(t, (await t.newUser()).token, await h.photo(500, 300));
    expect((await h.get(t, `${other.url}?preset=avatar`)).statusCode).toBe(200);
    expect(variantFiles(t, other.hash).length).toBe(1);
    rmSync(path.join(t.dataDir, 'media', 'orig', other.hash.slice(0, 2), other.hash));
    const r = await h.get(t, `${other.url}?preset=avatar`);
    expect(r.statusCode).toBe(404);
    expect(existsSync(varDir(t, other.hash))).toBe(false);
  });
});

describe('rate limit on new renders (MEDIA_RENDERS_PER_MINUTE=5)', () => {
  let t: TestApp;
  let img: UploadedMedia;
  beforeAll(async () => {
    t = await startTestApp({ MEDIA_RENDERS_PER_MINUTE: '5' });
    t.app.log.level = 'silent';
    img = await uploadAs(t, (await t.newUser()).token, await h.photo(400, 400));
  });
  afterAll(() => t?.close());

  const from = (ip: string, q: string) => h.get(t, `${img.url}?${q}`, { 'x-forwarded-for': ip });

  it('lets one IP render 5 new variants a minute, then answers 429 with Retry-After; cached ones stay free', async () => {
    const presets = IMAGE_PRESET_NAMES.slice(0, 5);
    for (const p of presets) expect((await from('198.51.100.7', `preset=${p}`)).statusCode, p).toBe(200);
    const refused = await from('198.51.100.7', `preset=${IMAGE_PRESET_NAMES[5]}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Already rendered: served from the cache, not counted.
    for (const p of presets) expect((await from('198.51.100.7', `preset=${p}`)).statusCode, p).toBe(200);
    // The original needs no render.
    expect((await from('198.51.100.7', '')).statusCode).toBe(200);
    // Another caller has its own budget.
    expect((await from('198.51.100.8', `preset=${IMAGE_PRESET_NAMES[5]}`)).statusCode).toBe(200);
  });
});

describe('variant cache quota (MEDIA_VARIANT_CACHE_MB=0.25)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MEDIA_VARIANT_CACHE_MB: '0.25' });
    t.app.log.level = 'silent';
  });
  afterAll(() => t?.close());

  const varBytes = () => {
    const root = path.join(t.dataDir, 'media', 'var');
    let total = 0;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else total += statSync(p).size;
      }
    };
    if (existsSync(root)) walk(root);
    return total;
  };

  it('keeps the variants on disk under the quota, dropping the least recently used first', async () => {
    const token = (await t.newUser()).token;
    const quota = 0.25 * 1024 * 1024;
    const pics: UploadedMedia[] = [];
    for (let i = 0; i < 6; i++) pics.push(await uploadAs(t, token, await noisyPhoto(400, 400, i + 1)));
    let served = 0;
    const first = `${pics[0]!.url}?w=160&h=160&format=png`;
    expect((await h.get(t, first)).statusCode).toBe(200);
    for (const p of pics) {
      for (const q of ['w=160&h=160&format=png', 'w=120&h=120&format=png', 'w=96&h=96&format=png']) {
        const r = await h.get(t, `${p.url}?${q}`);
        expect(r.statusCode).toBe(200);
        served += r.rawPayload.length;
        // The first one is read again and again: it stays.
        expect((await h.get(t, first)).statusCode).toBe(200);
      }
    }
    expect(served).toBeGreaterThan(quota * 2);
    // Trimming runs right after each write, off the request's path.
    await expect.poll(varBytes).toBeLessThanOrEqual(quota);
    expect(variantFiles(t, pics[0]!.hash)).toContain('160x160-cover.png');
    // Evicted variants render again on demand.
    const again = await h.get(t, `${pics[1]!.url}?w=120&h=120&format=png`);
    expect(again.statusCode).toBe(200);
    await expect.poll(varBytes).toBeLessThanOrEqual(quota);
  });
});
