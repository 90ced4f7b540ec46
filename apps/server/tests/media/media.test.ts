import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_PRESETS, IMAGE_PRESET_NAMES, MEDIA, type UploadedMedia, type Watermark } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import * as h from './helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let token: string;
const areaIds: { text: number; image: number; off: number } = { text: 0, image: 0, off: 0 };

const addArea = (code: string, watermark: Watermark) => h.addArea(t, code, watermark);
/** Uploads as the test user unless `token` is given (null: anonymous). */
const upload = (data: Buffer, opts: { filename?: string; type?: string; token?: string | null } = {}) =>
  h.upload(t, data, { ...opts, token: opts.token === null ? null : (opts.token ?? token) });
const get = (url: string, headers: Record<string, string> = {}) => h.get(t, url, headers);
const { photo, changed } = h;

let jpeg: UploadedMedia;
let jpegUpload: Awaited<ReturnType<typeof h.upload>>;
let withGps: Buffer;
let png: UploadedMedia;

beforeAll(async () => {
  t = await startTestApp();
  // Before any request, so the app's site-area cache loads these rows.
  areaIds.text = await addArea('media-wm-text', { enabled: true, text: 'Haiwai 海外', image: null, position: 'southeast', opacity: 0.8 });
  areaIds.off = await addArea('media-wm-off', { enabled: false, text: 'hidden', image: null, position: 'center', opacity: 1 });
  token = (await t.newUser()).token;
  const logo = await upload(await sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.8 } } }).png().toBuffer(), { filename: 'logo.png', type: 'image/png' });
  areaIds.image = await addArea('media-wm-image', { enabled: true, text: null, image: logo.body.data.url, position: 'northwest', opacity: 0.5 });
  // The photo most tests resize: EXIF with a camera name, GPS position and a quarter-turn orientation.
  withGps = await sharp(await photo(800, 600))
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } })
    .jpeg()
    .toBuffer();
  jpegUpload = await upload(withGps);
  jpeg = jpegUpload.body.data;
  t.app.log.level = 'silent';
});
afterAll(() => t?.close());

describe('upload', () => {
  it('re-encodes a JPEG, dropping EXIF and GPS, and applies its orientation', async () => {
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeTruthy();
    expect(before.orientation).toBe(6);
    expect(jpegUpload.status).toBe(200);
    expect(jpegUpload.body.code).toBe(200);
    expect(jpeg.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(jpeg.url).toBe(`/api/media/${jpeg.hash}`);
    expect(jpeg.mime).toBe('image/jpeg');
    // Orientation 6 is a quarter turn: the stored picture is upright, so width and height swap.
    expect([jpeg.width, jpeg.height]).toEqual([600, 800]);
    const file = path.join(t.dataDir, 'media', 'orig', jpeg.hash.slice(0, 2), jpeg.hash);
    expect(existsSync(file)).toBe(true);
    const stored = await get(jpeg.url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect(stored.rawPayload.length).toBe(jpeg.size);
    const row = await t.db.selectFrom('media').selectAll().where('hash', '=', jpeg.hash).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/jpeg', width: 600, height: 800, size: jpeg.size });
    expect(row.created_by).toBeTypeOf('number');
  });

  it('keeps a PNG with transparency as PNG', async () => {
    const src = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const r = await upload(src, { filename: 'x.png', type: 'image/png' });
    expect(r.status).toBe(200);
    png = r.body.data;
    expect(png).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
    const meta = await sharp((await get(png.url)).rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
  });

  it('gives the same hash for the same picture sent twice', async () => {
    const src = await photo(400, 300);
    const a = await upload(src, { filename: 'a.jpg' });
    const b = await upload(src, { filename: 'b.jpeg', type: 'application/octet-stream' });
    expect(a.body.data.hash).toBe(b.body.data.hash);
    const rows = await t.db.selectFrom('media').select('hash').where('hash', '=', a.body.data.hash).execute();
    expect(rows).toHaveLength(1);
  });

  it('caps the stored size at MEDIA.maxDimension', async () => {
    const r = await upload(await photo(MEDIA.maxDimension + 400, 1000));
    expect(r.status).toBe(200);
    expect(r.body.data.width).toBe(MEDIA.maxDimension);
  });

  it('accepts WebP, AVIF and animated GIF, keeping the animation', async () => {
    const frame = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
    const gif = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } }).gif().toBuffer();
    const g = await upload(gif, { filename: 'a.gif', type: 'image/gif' });
    expect(g.body.data).toMatchObject({ mime: 'image/gif', width: 40, height: 30 });
    expect((await sharp((await get(g.body.data.url)).rawPayload).metadata()).pages).toBe(2);
    const thumb = await get(`${g.body.data.url}?w=20&h=20`);
    expect(thumb.headers['content-type']).toBe('image/gif');
    const webp = await upload(await sharp(await frame('green')).webp().toBuffer(), { filename: 'a.webp', type: 'image/webp' });
    expect(webp.body.data.mime).toBe('image/jpeg');
    const avif = await upload(await sharp(await frame('green')).avif().toBuffer(), { filename: 'a.avif', type: 'image/avif' });
    expect(avif.body.data).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30 });
  });

  it('refuses a text file named .jpg with 415', async () => {
    const r = await upload(Buffer.from('hello, this is not an image at all\n'.repeat(20)), { filename: 'evil.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ code: 415, data: null });
    expect(r.body.message).toMatch(/Unsupported file type/);
  });

  it('refuses an SVG (scripts inside) with 415', async () => {
    const r = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { filename: 'a.png', type: 'image/png' });
    expect(r.status).toBe(415);
  });

  it('refuses garbage behind a JPEG signature with 400', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    const r = await upload(garbage, { type: 'image/jpeg' });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/could not be read/);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const whole = await photo(640, 480);
    const r = await upload(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(r.status).toBe(400);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([await photo(50, 50), Buffer.alloc(MEDIA.maxUploadBytes + 1024, 1)]);
    const r = await upload(big);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe(413);
    expect(r.body.message).toBe('The image is too large (max 10 MB)');
  });

  it('asks for a login (401) without a token', async () => {
    const r = await upload(await photo(10, 10), { token: null });
    expect(r.status).toBe(401);
  });

  it('answers 400 when there is no file', async () => {
    const boundary = 'nofile';
    const ts = Math.floor(Date.now() / 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/media/upload?_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, lang: 'en' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/choose a file/);
    const json = await t.call('mediaUpload', { token, body: { file: 'x' }, lang: 'en' });
    expect(json.status).toBe(400);
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const url = `/api/media/upload?_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`;
    const cut = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc';
    for (const [type, payload] of [['multipart/form-data', 'abc'], ['multipart/form-data; boundary=zz', cut]]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type!, token, lang: 'en' }, payload });
      expect(res.statusCode, type).toBe(400);
    }
  });

  it('refuses an unsigned upload', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/media/upload', headers: { 'content-type': 'multipart/form-data; boundary=x', token }, payload: '--x--\r\n' });
    expect(res.statusCode).toBe(400);
  });
});

describe('serving', () => {
  it.each(IMAGE_PRESET_NAMES)('serves preset %s at exactly its size', async (name) => {
    const res = await get(`${jpeg.url}?preset=${name}`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([IMAGE_PRESETS[name].w, IMAGE_PRESETS[name].h]);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('serves the allowed explicit sizes with fill, contain and inside; other sizes fit inside the next box', async () => {
    const cover = await sharp((await get(`${jpeg.url}?w=120&h=120`)).rawPayload).metadata();
    expect([cover.width, cover.height]).toEqual([120, 120]);
    // A preset's size spelled out may take another fit.
    const contain = await sharp((await get(`${jpeg.url}?w=355&h=150&fit=contain`)).rawPayload).metadata();
    expect([contain.width, contain.height]).toEqual([355, 150]);
    const inside = await sharp((await get(`${jpeg.url}?w=120&h=120&fit=inside`)).rawPayload).metadata();
    expect([inside.width, inside.height]).toEqual([90, 120]);
    // Not an allowed size: the 600×800 picture fitted inside the 320 box (variant-limits.test.ts has more).
    const widthOnly = await sharp((await get(`${jpeg.url}?w=300`)).rawPayload).metadata();
    expect([widthOnly.width, widthOnly.height]).toEqual([240, 320]);
    const odd = await sharp((await get(`${jpeg.url}?w=120&h=50`)).rawPayload).metadata();
    expect([odd.width, odd.height]).toEqual([90, 120]);
  });

  it('converts formats on request and keeps PNG transparency by default', async () => {
    const webp = await get(`${jpeg.url}?preset=article&format=webp`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const kept = await get(`${png.url}?w=100&h=100`);
    expect(kept.headers['content-type']).toBe('image/png');
    expect((await sharp(kept.rawPayload).metadata()).hasAlpha).toBe(true);
    const flat = await get(`${png.url}?w=100&h=100&format=jpeg`);
    expect(flat.headers['content-type']).toBe('image/jpeg');
  });

  it.each(['preset=huge', 'w=0', 'w=99999', `w=${MEDIA.maxResize + 1}`, 'w=abc', 'w=10.5', 'fit=stretch', 'format=gif', 'wm=-1'])('answers 400 for %s', async (q) => {
    const res = await get(`${jpeg.url}?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: 'Invalid image size parameters' });
  });

  it('answers 404 for an unknown hash', async () => {
    const res = await get(`/api/media/${'0'.repeat(32)}?preset=article`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, message: 'Image not found' });
    expect(existsSync(path.join(t.dataDir, 'media', 'var', '00'))).toBe(false);
  });

  it.each(['..%2Fetc', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'ABCDEF0123456789ABCDEF0123456789', `${'a'.repeat(32)}.jpg`, '../etc'])('refuses the malformed id %s', async (id) => {
    const res = await get(`/api/media/${id}`);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('sends long-lived cache headers and answers If-None-Match with 304', async () => {
    const res = await get(`${jpeg.url}?preset=banner`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(res.headers.etag);
    expect(etag).toContain(jpeg.hash);
    const again = await get(`${jpeg.url}?preset=banner`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get(`${jpeg.url}?preset=article`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    const original = await get(jpeg.url);
    expect(original.headers.etag).toBe(`"${jpeg.hash}"`);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches each variant on storage and renders it once under concurrent requests', async () => {
    const url = `${jpeg.url}?w=77&h=33`; // snaps to the 80 box
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => r.rawPayload.toString('base64'))).size).toBe(1);
    const dir = path.join(t.dataDir, 'media', 'var', jpeg.hash.slice(0, 2), jpeg.hash);
    const files = readdirSync(dir).filter((f) => f.startsWith('80x80-'));
    expect(files).toEqual(['80x80-inside.orig']);
  });

  it('draws a text watermark for an area that has one', async () => {
    const plain = await get(`${jpeg.url}?preset=detailBanner`);
    const marked = await get(`${jpeg.url}?preset=detailBanner&wm=${areaIds.text}`);
    expect(marked.statusCode).toBe(200);
    expect(marked.headers.etag).not.toBe(plain.headers.etag);
    expect(marked.rawPayload.equals(plain.rawPayload)).toBe(false);
    const meta = await sharp(marked.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([355, 200]);
    // The mark sits bottom-right: pixels there changed, the top-left ones did not.
    expect(await changed(marked.rawPayload, plain.rawPayload, { left: 178, top: 150, width: 177, height: 50 })).toBeGreaterThan(0.05);
    expect(await changed(marked.rawPayload, plain.rawPayload, { left: 0, top: 0, width: 177, height: 100 })).toBe(0);
  });

  it('draws an image watermark taken from another media hash', async () => {
    const plain = await get(`${jpeg.url}?preset=secondHand`);
    const marked = await get(`${jpeg.url}?preset=secondHand&wm=${areaIds.image}`);
    expect(marked.statusCode).toBe(200);
    expect(marked.rawPayload.equals(plain.rawPayload)).toBe(false);
    // A 120x60 logo scaled to a quarter of the width, top-left with a small margin.
    expect(await changed(marked.rawPayload, plain.rawPayload, { left: 15, top: 15, width: 70, height: 35 })).toBeGreaterThan(0.9);
    expect(await changed(marked.rawPayload, plain.rawPayload, { left: 175, top: 175, width: 175, height: 175 })).toBe(0);
  });

  it('serves the plain image when the area has no watermark or does not exist', async () => {
    const plain = await get(`${jpeg.url}?preset=dynamics`);
    for (const wm of [areaIds.off, 999999]) {
      const r = await get(`${jpeg.url}?preset=dynamics&wm=${wm}`);
      expect(r.statusCode).toBe(200);
      expect(r.headers.etag).toBe(plain.headers.etag);
      expect(r.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  it('watermarks the full-size picture when only wm is given', async () => {
    const r = await get(`${jpeg.url}?wm=${areaIds.text}`);
    expect(r.statusCode).toBe(200);
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([jpeg.width, jpeg.height]);
    expect(r.headers.etag).not.toBe(`"${jpeg.hash}"`);
  });

  it('can be loaded by an <img> tag: no signature needed, HEAD works', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `${jpeg.url}?preset=avatar` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });
});
