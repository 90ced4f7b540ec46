import type { UploadedMedia } from '@haiwai/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { MediaService } from '../../src/modules/media/media-service.js';
import { S3Storage } from '../../src/modules/media/s3-storage.js';
import { mediaStorageFor } from '../../src/modules/media/storage-config.js';
import { LocalDiskStorage } from '../../src/modules/media/storage.js';
import type { VariantSpec } from '../../src/modules/media/variants.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/site-areas.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { startS3, type S3Stand } from './s3.js';

/** MEDIA_STORAGE=s3: the S3 backend against s3rver (a local S3 stand-in, tests/media/s3.ts), on its own and under MediaService. */
let t: TestApp;
let s3: S3Stand;
const opened: S3Storage[] = [];
const bucket = (pageSize?: number) => {
  const s = s3.storage(pageSize);
  opened.push(s);
  return s;
};

beforeAll(async () => {
  s3 = await startS3();
  t = await startTestApp();
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
  await s3?.close();
});

const hash = (n: number) => n.toString(16).padStart(32, '0');
const square = (s: number): VariantSpec => ({ w: s, h: s, fit: 'cover', format: 'png' });
const picture = (seed: number, size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: (seed * 40) % 255, g: 90, b: 160 } } })
    .composite([{ input: { create: { width: Math.round(size / 2), height: Math.round(size / 3), channels: 3, background: { r: 250, g: (seed * 70) % 255, b: 10 } } }, top: 5, left: 7 }])
    .jpeg()
    .toBuffer();

describe('S3Storage', () => {
  it('puts, gets, checks and deletes objects; a missing one is null / false / no error', async () => {
    const s = bucket();
    const key = `orig/${hash(1)}`;
    expect(await s.exists(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
    await s.delete(key);
    await s.put(key, Buffer.from('one'), 'image/png');
    await s.put(key, Buffer.from('two'), 'image/png');
    expect((await s.get(key))?.toString()).toBe('two');
    expect(await s.exists(key)).toBe(true);
    await s.delete(key);
    expect(await s.exists(key)).toBe(false);
    expect(await s.get(key)).toBeNull();
  });

  it('lists a kind or one hash of it, every page of it, with sizes and times', async () => {
    const s = bucket(2); // two keys a page: five variants take three requests
    const h = hash(2);
    for (let i = 0; i < 5; i++) await s.put(`var/${h}/${i}x${i}-cover.png`, Buffer.alloc(10 + i), 'image/png');
    await s.put(`var/${hash(3)}/full.webp`, Buffer.alloc(7), 'image/webp');
    await s.put(`orig/${h}`, Buffer.alloc(3), 'image/png');
    const one = await s.list(`var/${h}`);
    expect(one.map((e) => e.key).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `var/${h}/${i}x${i}-cover.png`));
    expect(one.map((e) => e.size).sort()).toEqual([10, 11, 12, 13, 14]);
    expect(one.every((e) => e.mtimeMs > Date.now() - 600_000)).toBe(true);
    expect((await s.list('var')).length).toBe(6);
    expect((await s.list('orig')).map((e) => e.key)).toEqual([`orig/${h}`]);
    expect(await s.list(`var/${hash(4)}`)).toEqual([]);
  });

  it('refuses the keys and prefixes the disk backend refuses', async () => {
    const s = bucket();
    for (const key of ['orig/../../etc/passwd', '../x', 'orig/..', '/etc/passwd', 'orig', 'orig/.hidden']) {
      await expect(s.get(key), key).rejects.toThrow(/invalid media storage key/);
    }
    for (const prefix of ['', 'var/abc', 'var/../orig', `var/${hash(1)}/x`]) await expect(s.list(prefix), prefix).rejects.toThrow(/invalid media storage prefix/);
  });

  it('is what MEDIA_STORAGE=s3 and the S3_* settings make; local stays the default', () => {
    const local = mediaStorageFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x' }));
    expect(local).toBeInstanceOf(LocalDiskStorage);
    const fromSettings = mediaStorageFor(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', ...s3.env }));
    expect(fromSettings).toBeInstanceOf(S3Storage);
    expect((fromSettings as S3Storage).bucket).toBe(s3.bucket);
    (fromSettings as S3Storage).close();
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when MEDIA_STORAGE=s3/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
  });
});

describe('MediaService on S3', () => {
  const service = (opts: ConstructorParameters<typeof MediaService>[3] = {}) => new MediaService(bucket(), t.db, new SiteAreaDirectory(t.db), opts);

  it('stores the original, renders a variant once into the bucket and serves it from there', async () => {
    const media = service();
    const up = await media.upload(await picture(1), null);
    expect(await bucket().exists(`orig/${up.hash}`)).toBe(true);
    const first = await media.read(await media.resolve(up.hash, square(120), null));
    expect(first?.mime).toBe('image/png');
    expect((await sharp(first!.buffer).metadata()).width).toBe(120);
    expect((await bucket().list(`var/${up.hash}`)).map((e) => e.key)).toEqual([`var/${up.hash}/120x120-cover.png`]);
    // Another node (a new service on the same bucket) reads the stored variant: no second render.
    const other = service();
    const again = await other.read(await other.resolve(up.hash, square(120), null));
    expect(again!.buffer.equals(first!.buffer)).toBe(true);
    expect([media.renders, other.renders]).toEqual([1, 0]);
  });

  it('remove(hash) deletes the original, every variant and the row', async () => {
    const media = service();
    const up = await media.upload(await picture(2), null);
    for (const s of [64, 120, 200]) await media.read(await media.resolve(up.hash, square(s), null));
    expect((await bucket().list(`var/${up.hash}`)).length).toBe(3);
    await media.remove(up.hash);
    expect(await bucket().list(`var/${up.hash}`)).toEqual([]);
    expect(await bucket().exists(`orig/${up.hash}`)).toBe(false);
    expect(await t.db.selectFrom('media').select('hash').where('hash', '=', up.hash).executeTakeFirst()).toBeUndefined();
    expect(await media.read(await media.resolve(up.hash, square(64), null))).toBeNull();
  });

  it('keeps the variants under the quota, least recently used first, and a restarted node trims what it finds', async () => {
    const probe = service({ cacheBytes: 1 });
    const sample = await probe.upload(await picture(30), null);
    const one = (await probe.read(await probe.resolve(sample.hash, square(96), null)))!.buffer.length;
    await probe.remove(sample.hash);

    const quota = Math.round(one * 3.5);
    const lru = service({ cacheBytes: quota });
    const pics: UploadedMedia[] = [];
    for (let i = 0; i < 5; i++) pics.push(await lru.upload(await picture(40 + i), null));
    const read = async (i: number) => lru.read(await lru.resolve(pics[i]!.hash, square(96), null));
    await read(0);
    await read(1);
    await read(2);
    await read(0);
    await read(3);
    await lru.settled();
    const kept = async (i: number) => bucket().exists(`var/${pics[i]!.hash}/96x96-cover.png`);
    expect(await Promise.all([0, 1, 2, 3].map(kept))).toEqual([true, false, true, true]);

    const restarted = service({ cacheBytes: Math.round(one * 1.5) });
    await restarted.read(await restarted.resolve(pics[4]!.hash, square(96), null));
    await restarted.settled();
    expect(await kept(4)).toBe(true);
    expect((await Promise.all([0, 2, 3].map(kept))).filter(Boolean).length).toBe(0);
  });
});
