import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeHeic } from '../../src/modules/media/heic.js';
import { sniffImage } from '../../src/modules/media/sniff.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import * as h from './helpers.js';

/**
 * iPhone photos: HEIC (HEVC in HEIF). `fixtures/photo.heic` is a real one, 320×240, made with libheif's heif-enc
 * (x265) from a picture of a blue gradient with a yellow rectangle at top left and a red disc at bottom right.
 * sharp's own build reads its header but cannot decode HEVC; the upload turns it into a JPEG.
 */
const heic = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'));
/** The same picture at an iPhone's 12 MP (4032×3024), 12 KB: decoding it takes the WebAssembly decoder a second or more. */
const heic12mp = readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo-12mp.heic'));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.newUser()).token;
  t.app.log.level = 'silent';
});
afterAll(() => t?.close());

/** The colour at (x, y) of an image, as [r, g, b]. */
async function pixel(buf: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(buf).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}
const near = (got: number[], want: number[], tolerance = 40) => got.every((v, i) => Math.abs(v - want[i]!) <= tolerance);

describe('HEIC/HEIF uploads', () => {
  it('tells HEIF apart by its brands, whatever the file claims', () => {
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    expect(sniffImage(heic)).toBe('image/heif');
    const box = (major: string, ...compatible: string[]) => {
      const size = 16 + compatible.length * 4;
      const b = Buffer.alloc(size);
      b.writeUInt32BE(size, 0);
      b.write(`ftyp${major}`, 4, 'latin1');
      compatible.forEach((c, i) => b.write(c, 16 + i * 4, 'latin1'));
      return b;
    };
    for (const major of ['heic', 'heix', 'mif1', 'msf1', 'hevc']) expect([major, sniffImage(box(major, 'mif1'))]).toEqual([major, 'image/heif']);
    expect(sniffImage(box('mif1', 'avif'))).toBe('image/avif');
    expect(sniffImage(box('isom', 'mp41'))).toBeNull();
  });

  it('converts a real iPhone-style HEIC to JPEG on upload, pixels intact', async () => {
    const meta = await sharp(heic).metadata();
    expect([meta.format, meta.compression]).toEqual(['heif', 'hevc']);
    const up = await h.upload(t, heic, { token, filename: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ mime: 'image/jpeg', width: 320, height: 240 });
    const stored = await h.get(t, up.body.data.url);
    expect([stored.statusCode, stored.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(stored.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(near(await pixel(stored.rawPayload, 60, 50), [240, 200, 40])).toBe(true); // the yellow rectangle
    expect(near(await pixel(stored.rawPayload, 230, 160), [210, 60, 60])).toBe(true); // the red disc
    expect(near(await pixel(stored.rawPayload, 300, 20), [30, 120, 200], 70)).toBe(true); // the blue ground
    // Its variants are ordinary images from here on.
    const small = await h.get(t, `${up.body.data.url}?w=120&h=120&format=webp`);
    expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('decodes a 12 MP photo off the main thread: the event loop stays free meanwhile', async () => {
    await decodeHeic(heic); // the decoder thread is up
    // The main thread's event-loop utilisation over the decode: near 1 if the decoder ran here, near 0 on its own
    // thread (a share of the main thread's time, not a duration: a busy machine slows both sides alike).
    const before = performance.eventLoopUtilization();
    const decoded = await decodeHeic(heic12mp);
    const used = performance.eventLoopUtilization(before);
    expect(decoded.raw).toEqual({ width: 4032, height: 3024, channels: 4 });
    expect(decoded.data.length).toBe(4032 * 3024 * 4);
    expect(used.utilization).toBeLessThan(0.5);
    const up = await h.upload(t, heic12mp, { token, filename: 'IMG_0002.HEIC', type: 'image/heic' });
    expect(up.body.data).toMatchObject({ mime: 'image/jpeg', width: 4032, height: 3024 });
  });

  it('refuses a damaged HEIC as an unreadable image', async () => {
    const cut = await h.upload(t, heic.subarray(0, Math.floor(heic.length * 0.6)), { token, filename: 'cut.heic', type: 'image/heic' });
    expect([cut.status, cut.body.message]).toEqual([400, 'The image could not be read; the file may be damaged']);
  });
});
